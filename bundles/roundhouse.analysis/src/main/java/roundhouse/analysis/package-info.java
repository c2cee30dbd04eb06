/** The analysis as a library: {@link roundhouse.analysis.GameStatistics}. */
@org.osgi.annotation.versioning.Version("1.0.0")
@org.osgi.annotation.bundle.Export
package roundhouse.analysis;
