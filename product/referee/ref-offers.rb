# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-offers.rb FILE
# The reference's offers at every position (the lines of REF18XX_TOOLS/actions.rb FILE), then one
# line {"companies": [...], "finished": bool}: the game's private companies, which compare-offers.py
# needs to tell a private (whose ability may be used in another company's turn) from a company that
# takes turns, and whether the game is over after its last action (then nothing is offered there).
require 'json'
load File.join(ENV.fetch('REF18XX_TOOLS'), 'actions.rb')
data = JSON.parse(File.read(ARGV[0]))
setup = Engine::Game.load(data, actions: [], strict: false)
over = Engine::Game.load(data, strict: false).finished
puts JSON.generate('companies' => setup.companies.map(&:id), 'finished' => over)
