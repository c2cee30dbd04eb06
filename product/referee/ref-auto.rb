# Usage: REF18XX=DIR REF18XX_TOOLS=DIR ruby ref-auto.rb FILE POSITION:ENTITY:TYPE...
# For each position (numbered as actions.rb numbers them), company and action type, whether the
# 18xx.games step that lists the type would pass on its own there: its `auto_actions` for the company
# is a single pass. 18xx.games lists some moves whenever its step is active (1841's token-place
# purchase and merger) and passes at once where nothing can be done; this tells such a listing from a
# move Roundhouse misses. One JSON line {"position", "entity", "type", "auto_pass"} (null when no step
# lists the type for the company).
require_relative 'ref-positions'

module RefAuto
  module_function

  def auto_pass(game, entity, type)
    step = game.round.step_for(entity, type)
    return nil unless step

    autos = step.auto_actions(entity) || []
    autos.size == 1 && autos.first.is_a?(Engine::Action::Pass)
  rescue StandardError => e
    warn "#{entity.id} #{type}: #{e.message}"
    nil
  end
end

RefPositions.check('auto', __FILE__) do |game, k, (id, type)|
  e = RefPositions.entity_of(game, id)
  { 'position' => k, 'entity' => id, 'type' => type, 'auto_pass' => e ? RefAuto.auto_pass(game, e, type) : nil }
end
