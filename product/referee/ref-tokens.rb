# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-tokens.rb FILE POSITION:ENTITY...
# For each position (numbered as actions.rb numbers them) and corporation, the token places the
# 18xx.games engine would sell it there (1841's purchase of another corporation's token place,
# buy_token): the placed tokens of other corporations in the cities its token network reaches that its
# step's own test for a purchase (can_replace_token?, what processing the action checks) accepts, with
# an unplaced token and L.1 to pay. 18xx.games lists buy_token while any such token stands on a city it
# reaches, by a looser test; this tells that listing from a purchase Roundhouse misses.
# One JSON line {"position", "entity", "places", "first"}.
require_relative 'ref-positions'

module RefTokens
  module_function

  def places(game, entity)
    step = game.round.step_for(entity, 'buy_token')
    return [] unless step && step.respond_to?(:can_replace_token?)
    return [] if entity.unplaced_tokens.empty? || step.send(:buying_power, entity) < 1

    game.token_graph_for_entity(entity).connected_nodes(entity).keys.select(&:city?).flat_map do |city|
      city.tokens.each_with_index.select { |t, _| t && step.can_replace_token?(entity, t) }
          .map { |t, slot| "#{city.hex.id}:#{slot}:#{t.corporation.name}" }
    end
  end
end

RefPositions.check('tokens', __FILE__) do |game, k, (id)|
  e = game.corporation_by_id(id)
  found = e ? RefTokens.places(game, e) : []
  { 'position' => k, 'entity' => id, 'places' => found.size, 'first' => found.first }
end
