# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-buys.rb FILE POSITION:ENTITY...
# For each position (numbered as actions.rb numbers them) and corporation, whether the 18xx.games
# engine would accept a train purchase there. 18xx.games lists buy_train whenever a corporation must
# buy, also while it must first sell shares and refuses every purchase; this tells such a listing from
# a purchase Roundhouse misses. Two purchases are tried, each on its own copy of the game: the cheapest
# train the step offers from the bank at its price, and another corporation's train for L.1 (its
# checks of a purchase from a corporation look at the buyer, the price and the seller's kind, not at the
# train). One JSON line {"position", "entity", "buys", "tried"}: buys is 1 when one is accepted, else 0.
require_relative 'ref-positions'

module RefBuys
  module_function

  def candidates(game, entity)
    step = game.round.step_for(entity, 'buy_train')
    return [] unless step

    trains = step.buyable_trains(entity)
    bank = trains.select { |t| t.owner == game.depot }.min_by(&:price)
    other = trains.find { |t| t.owner != game.depot && t.owner != entity }
    [bank && [bank.id, bank.price], other && [other.id, 1]].compact
  end
end

RefPositions.check('buys', __FILE__) do |game, k, (id), data, kept|
  e = RefPositions.entity_of(game, id)
  # a private that buys for the operating company (18Mag's KK card) has no treasury the step could weigh:
  # not judged here ("buys" null), its listing stays what it is
  next { 'position' => k, 'entity' => id, 'buys' => nil, 'tried' => [] } if e&.company?

  cands = e ? RefBuys.candidates(game, e) : []
  ok = cands.find do |train, price|
    RefPositions.accepts?(data, kept, k, { 'type' => 'buy_train', 'entity' => id, 'entity_type' => 'corporation',
                                           'train' => train, 'price' => price })
  end
  { 'position' => k, 'entity' => id, 'buys' => ok ? 1 : 0, 'tried' => cands, 'first' => ok }
end
