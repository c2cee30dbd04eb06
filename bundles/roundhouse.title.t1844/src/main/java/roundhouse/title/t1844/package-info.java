/**
 * The 1844 rules for titles that extend 1844: a variant subclasses {@link roundhouse.title.t1844.T1844Rules}
 * and ships only the data it changes. Versioned by semantic versioning: a minor version adds, a major
 * version breaks variants built against the previous one.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package roundhouse.title.t1844;
