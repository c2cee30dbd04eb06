# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-auto.rb FILE POSITION:ENTITY:TYPE...
# For each position (numbered as actions.rb numbers them), company and action type, whether the
# 18xx.games step that lists the type would pass on its own there: its `auto_actions` for the company
# is a single pass. 18xx.games lists some moves whenever its step is active (1841's token-place
# purchase and merger) and passes at once where nothing can be done; this tells such a listing from a
# move Roundhouse misses. One JSON line {"position", "entity", "type", "auto_pass"} (null when no step
# lists the type for the company).
require 'json'
$LOAD_PATH.unshift ENV.fetch('REF18XX_TOOLS')
$LOAD_PATH.unshift File.join(ENV.fetch('REF18XX'), 'lib')
require 'engine'
begin; LOGGER.level = ::Logger::WARN; rescue StandardError, NameError; end

def entity_of(game, id)
  game.corporation_by_id(id) || game.company_by_id(id) || (game.respond_to?(:minor_by_id) && game.minor_by_id(id))
end

def auto_pass(game, entity, type)
  step = game.round.step_for(entity, type)
  return nil unless step

  autos = step.auto_actions(entity) || []
  autos.size == 1 && autos.first.is_a?(Engine::Action::Pass)
rescue StandardError => e
  warn "#{entity.id} #{type}: #{e.message}"
  nil
end

data = JSON.parse(File.read(ARGV[0]))
wanted = ARGV[1..].map { |w| p, e, t = w.split(':', 3); [p.to_i, e, t] }.group_by(&:first)
kept = Engine::Game.load(data, strict: false).actions.map(&:to_h)
game = Engine::Game.load(data, actions: [], strict: false)
(0..kept.size).each do |k|
  (wanted[k] || []).each do |_, id, type|
    e = entity_of(game, id)
    puts JSON.generate('position' => k, 'entity' => id, 'type' => type, 'auto_pass' => e ? auto_pass(game, e, type) : nil)
  end
  break if k == kept.size || wanted.keys.all? { |w| w <= k }

  game.process_action(kept[k].reject { |key, _| key == 'id' })
end
