# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-tokens.rb FILE POSITION:ENTITY...
# For each position (numbered as actions.rb numbers them) and corporation, the token places the
# 18xx.games engine would sell it there (1841's purchase of another corporation's token place,
# buy_token): the placed tokens of other corporations in the cities its token network reaches that its
# step's own test for a purchase (can_replace_token?, what processing the action checks) accepts, with
# an unplaced token and L.1 to pay. 18xx.games lists buy_token while any such token stands on a city it
# reaches, by a looser test; this tells that listing from a purchase Roundhouse misses.
# One JSON line {"position", "entity", "places", "first"}.
require 'json'
$LOAD_PATH.unshift ENV.fetch('REF18XX_TOOLS')
$LOAD_PATH.unshift File.join(ENV.fetch('REF18XX'), 'lib')
require 'engine'
begin; LOGGER.level = ::Logger::WARN; rescue StandardError, NameError; end

def places(game, entity)
  step = game.round.step_for(entity, 'buy_token')
  return [] unless step && step.respond_to?(:can_replace_token?)
  return [] if entity.unplaced_tokens.empty? || step.send(:buying_power, entity) < 1

  game.token_graph_for_entity(entity).connected_nodes(entity).keys.select(&:city?).flat_map do |city|
    city.tokens.each_with_index.select { |t, _| t && step.can_replace_token?(entity, t) }
        .map { |t, slot| "#{city.hex.id}:#{slot}:#{t.corporation.name}" }
  end
end

data = JSON.parse(File.read(ARGV[0]))
wanted = ARGV[1..].map { |w| p, e = w.split(':', 2); [p.to_i, e] }.group_by(&:first)
kept = Engine::Game.load(data, strict: false).actions.map(&:to_h)
game = Engine::Game.load(data, actions: [], strict: false)
(0..kept.size).each do |k|
  (wanted[k] || []).each do |_, id|
    e = game.corporation_by_id(id)
    found = e ? places(game, e) : []
    puts JSON.generate('position' => k, 'entity' => id, 'places' => found.size, 'first' => found.first)
  end
  break if k == kept.size || wanted.keys.all? { |w| w <= k }

  game.process_action(kept[k].reject { |key, _| key == 'id' })
end
