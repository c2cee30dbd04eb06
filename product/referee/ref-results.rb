# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-results.rb FILE...  -> one JSON line per file
# The reference's replay of each game, once and strictly, in one process: whether it finishes, and with
# the file's result and end reason. The fields are refcheck.rb's `strict_*` ones (its lax second replay
# and final state left out), so reference-agreement.sh reads either; a sweep of thousands of games
# spends half the time.
require 'json'
$LOAD_PATH.unshift ENV.fetch('REF18XX_TOOLS')
$LOAD_PATH.unshift File.join(ENV.fetch('REF18XX'), 'lib')
require 'engine'
begin; Engine::Logger.set_level(nil); rescue StandardError; end
begin; LOGGER.level = ::Logger::WARN; rescue StandardError, NameError; end

# The result keyed by player id, whether the file keys it by id or by name.
def by_id(result, game)
  return nil unless result.is_a?(Hash)

  ids = game.players.map { |p| p.id.to_s }
  names = game.players.to_h { |p| [p.name.to_s, p.id.to_s] }
  result.to_h { |k, v| [ids.include?(k.to_s) ? k.to_s : (names[k.to_s] || k.to_s), v] }
end

def end_reason(game)
  return game.game_end_reason if game.respond_to?(:game_end_reason)
  return nil unless game.finished && game.respond_to?(:game_end_check, true)

  "derived:#{(game.send(:game_end_check)&.first)}"
end

ARGV.each do |f|
  row = { 'file' => f }
  begin
    data = JSON.parse(File.read(f))
    row['title'] = data['title']
    row['actions'] = (data['actions'] || []).size
    t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    game = Engine::Game.load(data, strict: true)
    error = game.respond_to?(:exception) ? game.exception : nil
    if error
      row['strict_error'] = "#{error.class}: #{error.message}"[0, 300]
      row['strict_error_action'] = (game.raw_actions.size rescue nil)
    end
    row['strict_finished'] = game.finished
    has_result = data['result'].is_a?(Hash) && !data['result'].empty?
    row['strict_result_eq'] = has_result ? by_id(data['result'], game) == by_id(JSON.parse(JSON.generate(game.result)), game) : nil
    row['strict_game_end_reason'] = end_reason(game)
    row['strict_ger_eq'] = data['game_end_reason'] ? data['game_end_reason'].to_s == row['strict_game_end_reason'].to_s : nil
    row['secs'] = (Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0).round(2)
  rescue Exception => e # rubocop:disable Lint/RescueException: the reference's own failures are a finding
    row['strict_error'] = "#{e.class}: #{e.message}"[0, 300]
  end
  puts JSON.generate(row)
  $stdout.flush
end
