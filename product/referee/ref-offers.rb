# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-offers.rb FILE
# The reference's offers at every position (the lines of REF18XX_TOOLS/actions.rb FILE), then one
# line {"companies": [...]} naming the game's private companies, which compare-offers.py needs to
# tell a private (whose ability may be used in another company's turn) from a company that takes turns.
require 'json'
load File.join(ENV.fetch('REF18XX_TOOLS'), 'actions.rb')
setup = Engine::Game.load(JSON.parse(File.read(ARGV[0])), actions: [], strict: false)
puts JSON.generate('companies' => setup.companies.map(&:id))
