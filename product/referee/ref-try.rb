# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-try.rb FILE POSITION ACTION_JSON...
# Whether the 18xx.games engine accepts each action at a position (numbered as actions.rb numbers
# them), each tried on its own copy of the game: one JSON line {"position", "action", "accepted",
# "error"} per action. It tells a move the reference only lists from one it takes.
require 'json'
$LOAD_PATH.unshift ENV.fetch('REF18XX_TOOLS')
$LOAD_PATH.unshift File.join(ENV.fetch('REF18XX'), 'lib')
require 'engine'
begin; LOGGER.level = ::Logger::WARN; rescue StandardError, NameError; end

data = JSON.parse(File.read(ARGV[0]))
k = Integer(ARGV[1])
kept = Engine::Game.load(data, strict: false).actions.map(&:to_h)
ARGV[2..].each do |text|
  action = JSON.parse(text)
  copy = Engine::Game.load(data, actions: kept[0...k], strict: false)
  begin
    copy.process_action(action)
    error = copy.exception&.message
  rescue StandardError => e
    error = e.message
  end
  puts JSON.generate('position' => k, 'action' => action, 'accepted' => error.nil?, 'error' => error)
end
