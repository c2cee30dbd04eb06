/**
 * Rounds and the small generic steps they are built from (an auction's bid book, stock, operating),
 * the open bidding on one lot ({@link roundhouse.engine.spi.step.OpenBidding}), and the
 * questions a title puts to one entity at a time ({@link roundhouse.engine.spi.step.Questions}). A title
 * composes its rounds from these steps in rule order, subclasses one step to change one
 * behaviour, or adds its own.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("4.6.0")
package roundhouse.engine.spi.step;
