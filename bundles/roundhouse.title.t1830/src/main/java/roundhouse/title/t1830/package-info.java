/**
 * The 1830 rules for titles that extend 1830: a variant subclasses {@link roundhouse.title.t1830.T1830Rules}
 * and ships only the data it changes. Versioned by semantic versioning: a minor version adds, a
 * major version breaks variants built against the previous one.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.2.0")
package roundhouse.title.t1830;
