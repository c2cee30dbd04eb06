# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-lays.rb FILE POSITION:ENTITY...
# For each position (numbered as actions.rb numbers them) and company, how many tile lays the
# 18xx.games engine would accept there: its step's tiles for every hex the company reaches (any hex
# for a private) in every rotation it allows, where the turn's next lay may go (a new tile or an
# upgrade) and the company can pay its price and terrain. One JSON line {"position", "entity", "lays"}.
# 18xx.games lists lay_tile while a company may still lay, whether or not a lay exists; this tells
# such a listing from a lay Roundhouse misses. A private's candidate lays (any hex, its ability's tiles)
# are tried on copies of the game, since 18xx.games checks a private's reach and the terrain only when
# the lay is processed: "lays" is then 1 when one of the first candidates tried is accepted ("first"
# names it), else 0. A corporation's candidates are tried the same way where the title checks more
# only when processing (1841: a turn's second tile is built from another station): up to
# MAX_TRIED_CORPORATION of them, and "lays" is null when that many were refused and more remain.
require_relative 'ref-positions'

module RefLays
  module_function

  # The candidate lays [hex, tile, rotation] the step's tile rules allow, as lays counts them.
  def candidates(game, entity)
    step = game.round.step_for(entity, 'lay_tile')
    return [] unless step

    operator = entity.company? ? entity.owner : entity
    operator = game.round.current_entity if entity.company? && operator.respond_to?(:player?) && operator.player?
    hexes = entity.company? ? game.hexes : game.graph.connected_hexes(operator).keys
    # the turn's next lay: whether it may be a new tile or an upgrade, and its price (18Mag's second lay)
    slot = entity.company? || !step.respond_to?(:get_tile_lay) ? :any : step.get_tile_lay(operator)
    return [] unless slot # the turn's lays are used up

    slot = nil if slot == :any
    hexes.flat_map do |hex|
      # a hex a private still blocks takes no tile (the reference refuses "... is blocked by ...")
      next [] if step.respond_to?(:ability_blocking_hex, true) && step.send(:ability_blocking_hex, entity, hex)

      upgrade = hex.tile.color != :white
      next [] if slot && !(upgrade ? slot[:upgrade] : slot[:lay])

      cost = begin; entity.company? ? 0 : game.upgrade_cost(hex.tile, hex, operator, operator); rescue StandardError; 0; end
      cost += (upgrade ? slot[:upgrade_cost] || slot[:cost] : slot[:cost]) || 0 if slot
      next [] if cost > operator.cash

      tiles = begin; step.upgradeable_tiles(entity, hex); rescue StandardError; []; end
      tiles.flat_map do |tile|
        ok = (0..5).select do |r|
          tile.rotate!(r)
          begin; step.legal_tile_rotation?(entity, hex, tile); rescue StandardError; false; end
        end
        tile.rotate!(0)
        ok.map { |r| [hex.id, tile.id, r] }
      end
    end
  end

  # The first of a private's lays that the reference accepts when processed, each tried on its own copy
  # of the game at position k (at most MAX_TRIED are tried).
  MAX_TRIED = 3
  MAX_TRIED_CORPORATION = 100
  PROCESS_CHECKED = %w[1841].freeze

  def accepted(data, kept, k, id, cands, type = 'company', limit = MAX_TRIED)
    cands.first(limit).find do |hex, tile, r|
      RefPositions.accepts?(data, kept, k, { 'type' => 'lay_tile', 'entity' => id, 'entity_type' => type,
                                             'hex' => hex, 'tile' => tile, 'rotation' => r })
    end
  end
end

RefPositions.check('lays', __FILE__) do |game, k, (id), data, kept|
  e = RefPositions.entity_of(game, id)
  cands = e ? RefLays.candidates(game, e) : nil
  if e&.company? && !cands.empty?
    ok = RefLays.accepted(data, kept, k, id, cands)
    { 'position' => k, 'entity' => id, 'lays' => ok ? 1 : 0, 'candidates' => cands.size,
      'tried' => [cands.size, RefLays::MAX_TRIED].min, 'first' => ok }
  elsif e && !cands.empty? && RefLays::PROCESS_CHECKED.include?(game.class.title)
    ok = RefLays.accepted(data, kept, k, id, cands, 'corporation', RefLays::MAX_TRIED_CORPORATION)
    lays = ok ? 1 : (cands.size > RefLays::MAX_TRIED_CORPORATION ? nil : 0)
    { 'position' => k, 'entity' => id, 'lays' => lays, 'candidates' => cands.size,
      'tried' => [cands.size, RefLays::MAX_TRIED_CORPORATION].min, 'first' => ok }
  else
    { 'position' => k, 'entity' => id, 'lays' => cands&.size }
  end
end
