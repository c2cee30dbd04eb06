/**
 * The 1841 rules for titles that extend 1841: a variant subclasses {@link roundhouse.title.t1841.T1841Rules}
 * and ships only the data it changes. Versioned by semantic versioning: a minor version adds, a major
 * version breaks variants built against the previous one.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package roundhouse.title.t1841;
