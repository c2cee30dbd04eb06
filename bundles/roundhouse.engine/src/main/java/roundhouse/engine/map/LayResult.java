package roundhouse.engine.map;

import java.util.List;

/**
 * What applying a tile lay did.
 *
 * @param terrainCost what the laying company must pay to the bank (0 when none or waived); the
 *     board does not move money
 * @param upgrade {@code true} if an existing tile (or a preprinted yellow/green hex) was replaced,
 *     {@code false} for a first tile on a white hex
 * @param replacedTileId the id of the tile that went back to the supply, or {@code null} (bare
 *     hex, or a preprinted tile, which is discarded)
 * @param displacedTokens companies whose token was lifted because the board could not decide its
 *     new city (1830 §5.3: Erie's home on a bare OO hex); the engine must let the laying company
 *     choose a city for each with {@link Board#placeToken(String, String, boolean)} without reach
 */
public record LayResult(int terrainCost, boolean upgrade, String replacedTileId, List<String> displacedTokens) {
    public LayResult {
        displacedTokens = List.copyOf(displacedTokens);
    }
}
