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

# each_asked yields every asked position with its fields; the check's name travels as the first field.
# A check that fails on one ask (18Mag's KK, a private that buys trains for a minor, has no cash of its
# own) answers it with its error, and the others go on; the exit status then says so.
failed = []
RefPositions.each_asked([file] + by_position.map { |c, rest| rest.sub(/\A(\d+)/) { "#{Regexp.last_match(1)}:#{c}" } }) do |game, k, (check, *fields), data, kept|
  row = begin
    RefPositions::CHECKS.fetch(check).call(game, k, fields, data, kept)
  rescue StandardError => e
    failed << "#{check}@#{k}:#{fields.join(':')}: #{e.class}: #{e.message.lines.first&.strip}"
    { 'position' => k, 'entity' => fields.first, 'error' => e.message.lines.first&.strip }
  end
  puts JSON.generate(row.merge('check' => check))
end
unless failed.empty?
  warn "ref-checks.rb: #{failed.size} asks failed, the first: #{failed.first}"
  exit 1
end
