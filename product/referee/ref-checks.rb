# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-checks.rb FILE CHECK@POSITION:FIELD[:FIELD...]...
# The checks of the ref-*.rb scripts (lays, auto, buys, tokens, places), several in one walk over the
# game: each asked position is answered by the named check, one JSON line per ask, its row with
# "check" => CHECK added. What each script answers on its own (ruby ref-lays.rb FILE POSITION:ENTITY...),
# for the cost of one start of the reference engine and one replay of the game instead of one each.
require_relative 'ref-positions'
%w[lays auto buys tokens places].each { |c| require_relative "ref-#{c}" }

file, *asks = ARGV
by_position = asks.map { |a| c, rest = a.split('@', 2); [c, rest] }
unknown = by_position.map(&:first).uniq - RefPositions::CHECKS.keys
abort "ref-checks.rb: no check #{unknown.join(', ')} (known: #{RefPositions::CHECKS.keys.join(', ')})" unless unknown.empty?

# each_asked yields every asked position with its fields; the check's name travels as the first field
RefPositions.each_asked([file] + by_position.map { |c, rest| rest.sub(/\A(\d+)/) { "#{Regexp.last_match(1)}:#{c}" } }) do |game, k, (check, *fields), data, kept|
  row = RefPositions::CHECKS.fetch(check).call(game, k, fields, data, kept)
  puts JSON.generate(row.merge('check' => check))
end
