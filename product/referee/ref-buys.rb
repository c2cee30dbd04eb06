# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-buys.rb FILE POSITION:ENTITY...
# For each position (numbered as actions.rb numbers them) and corporation, whether the 18xx.games
# engine would accept a train purchase there. 18xx.games lists buy_train whenever a corporation must
# buy, also while it must first sell shares and refuses every purchase; this tells such a listing from
# a purchase Roundhouse misses. Two purchases are tried, each on its own copy of the game: the cheapest
# train the step offers from the bank at its price, and another corporation's train for L.1 (its
# checks of a purchase from a corporation look at the buyer, the price and the seller's kind, not at the
# train). One JSON line {"position", "entity", "buys", "tried"}: buys is 1 when one is accepted, else 0.
require 'json'
$LOAD_PATH.unshift ENV.fetch('REF18XX_TOOLS')
$LOAD_PATH.unshift File.join(ENV.fetch('REF18XX'), 'lib')
require 'engine'
begin; LOGGER.level = ::Logger::WARN; rescue StandardError, NameError; end

def candidates(game, entity)
  step = game.round.step_for(entity, 'buy_train')
  return [] unless step

  trains = step.buyable_trains(entity)
  bank = trains.select { |t| t.owner == game.depot }.min_by(&:price)
  other = trains.find { |t| t.owner != game.depot && t.owner != entity }
  [bank && [bank.id, bank.price], other && [other.id, 1]].compact
end

def accepted?(data, kept, k, id, (train, price))
  copy = Engine::Game.load(data, actions: kept[0...k], strict: false)
  copy.process_action({ 'type' => 'buy_train', 'entity' => id, 'entity_type' => 'corporation',
                        'train' => train, 'price' => price })
  !copy.exception
rescue StandardError => e
  warn "#{id} #{train} #{price}: #{e.message}" if ENV['REF_BUYS_DEBUG']
  false
end

data = JSON.parse(File.read(ARGV[0]))
wanted = ARGV[1..].map { |w| p, e = w.split(':', 2); [p.to_i, e] }.group_by(&:first)
kept = Engine::Game.load(data, strict: false).actions.map(&:to_h)
game = Engine::Game.load(data, actions: [], strict: false)
(0..kept.size).each do |k|
  (wanted[k] || []).each do |_, id|
    e = game.corporation_by_id(id) || (game.respond_to?(:minor_by_id) && game.minor_by_id(id))
    cands = e ? candidates(game, e) : []
    ok = cands.find { |c| accepted?(data, kept, k, id, c) }
    puts JSON.generate('position' => k, 'entity' => id, 'buys' => ok ? 1 : 0, 'tried' => cands, 'first' => ok)
  end
  break if k == kept.size || wanted.keys.all? { |w| w <= k }

  game.process_action(kept[k].reject { |key, _| key == 'id' })
end
