# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-places.rb FILE POSITION:ENTITY...
# For each position (numbered as actions.rb numbers them) and corporation, whether the 18xx.games
# engine would accept a token placed there: in each city of every hex its token step calls available,
# tried on its own copy of the game (up to MAX_TRIED). 18xx.games lists place_token while a token is
# pending, also where every city it offers is full (1841's second home of a major: its list of homes
# does not look at free places); this tells such a listing from a placement Roundhouse misses.
# One JSON line {"position", "entity", "places", "tried"}: places is 1 when one is accepted, 0 when
# every city was refused, null when more were left untried.
require_relative 'ref-positions'

module RefPlaces
  module_function

  MAX_TRIED = 24

  def cities(game, entity)
    step = game.round.step_for(entity, 'place_token')
    return [] unless step

    game.hexes.select { |h| (step.available_hex(entity, h) rescue false) }.flat_map(&:tile).flat_map(&:cities)
  end
end

RefPositions.check('places', __FILE__) do |game, k, (id), data, kept|
  e = game.corporation_by_id(id)
  cands = e ? RefPlaces.cities(game, e) : []
  ok = cands.first(RefPlaces::MAX_TRIED).find do |city|
    RefPositions.accepts?(data, kept, k, { 'type' => 'place_token', 'entity' => id, 'entity_type' => 'corporation',
                                           'city' => city.id, 'slot' => city.get_slot(e) || 0 })
  end
  places = ok ? 1 : (cands.size > RefPlaces::MAX_TRIED ? nil : 0)
  { 'position' => k, 'entity' => id, 'places' => places, 'tried' => [cands.size, RefPlaces::MAX_TRIED].min,
    'first' => ok&.id }
end
