# Shared by the ref-*.rb scripts: the reference engine loaded, and a walk over a game's positions.
# A position is numbered as actions.rb numbers it (0 = before the first action in effect).
require 'json'
$LOAD_PATH.unshift ENV.fetch('REF18XX_TOOLS')
$LOAD_PATH.unshift File.join(ENV.fetch('REF18XX'), 'lib')
require 'engine'
begin; LOGGER.level = ::Logger::WARN; rescue StandardError, NameError; end

module RefPositions
  module_function

  # Yields (game, k, fields) for every argument "POSITION:FIELD[:FIELD...]" of ARGV[1..], the game at
  # position k of the file ARGV[0], walking the actions in effect once; stops after the last position asked.
  def each_asked(argv = ARGV)
    data = JSON.parse(File.read(argv[0]))
    wanted = argv[1..].map { |w| p, *rest = w.split(':'); [p.to_i, rest] }.group_by(&:first)
    kept = Engine::Game.load(data, strict: false).actions.map(&:to_h)
    game = Engine::Game.load(data, actions: [], strict: false)
    (0..kept.size).each do |k|
      @live = [game, k]
      (wanted[k] || []).each { |_, fields| yield game, k, fields, data, kept }
      break if k == kept.size || wanted.keys.all? { |w| w <= k }

      game.process_action(kept[k].reject { |key, _| key == 'id' })
    end
  end

  # Whether the reference takes +action+ at position k, tried on its own copy of the game: at the
  # position the walk stands on, a forked process takes it on the walked game (a copy for the cost of
  # a fork, where a copy made by replaying the game costs every action before k again).
  def accepts?(data, kept, k, action)
    game, at = @live
    return accepts_in_child?(game, action) if at == k && Process.respond_to?(:fork)

    takes?(Engine::Game.load(data, actions: kept[0...k], strict: false), action)
  end

  def takes?(game, action)
    game.process_action(action)
    !game.exception
  rescue StandardError => e
    warn "#{action}: #{e.message}" if ENV['REF_DEBUG']
    false
  end

  def accepts_in_child?(game, action)
    $stdout.flush
    $stderr.flush
    pid = Process.fork { exit!(takes?(game, action) ? 0 : 1) }
    Process.wait(pid)
    $?.exitstatus.zero?
  end

  # The checks the ref-*.rb scripts define, by name ('lays', 'auto', ...): each answers one asked
  # position with a row (a Hash), given (game, k, fields, data, kept) as each_asked yields them.
  CHECKS = {}

  # Defines a check; run as a script of its own (ruby ref-NAME.rb FILE POSITION:FIELD...), it prints
  # its row for every position asked. ref-checks.rb runs several in one walk.
  def check(name, file, &answer)
    CHECKS[name] = answer
    return unless File.expand_path($PROGRAM_NAME) == File.expand_path(file)

    each_asked { |*asked| puts JSON.generate(answer.call(*asked)) }
  end

  def entity_of(game, id)
    game.corporation_by_id(id) || game.company_by_id(id) || (game.respond_to?(:minor_by_id) && game.minor_by_id(id))
  end
end
