# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-offers.rb FILE
# The reference's offers at every position (the lines of REF18XX_TOOLS/actions.rb FILE), then one
# line {"companies": [...], "finished": bool}: the game's private companies, which compare-offers.py
# needs to tell a private (whose ability may be used in another company's turn) from a company that
# takes turns, and whether the game is over after its last action (then nothing is offered there).
require 'json'
$LOAD_PATH.unshift ENV.fetch('REF18XX_TOOLS')
$LOAD_PATH.unshift File.join(ENV.fetch('REF18XX'), 'lib')
require 'engine'
# actions.rb replays the whole game once to learn which actions are in effect; that replay also tells
# whether the game is over, so it is kept rather than replayed again here
module KeepWholeReplay
  def load(data, **opts)
    game = super
    $whole_replay ||= game unless opts.key?(:actions)
    game
  end
end
Engine::Game.singleton_class.prepend(KeepWholeReplay)
load File.join(ENV.fetch('REF18XX_TOOLS'), 'actions.rb')
data = JSON.parse(File.read(ARGV[0]))
setup = Engine::Game.load(data, actions: [], strict: false)
over = ($whole_replay || Engine::Game.load(data, strict: false)).finished
puts JSON.generate('companies' => setup.companies.map(&:id), 'finished' => over)
