/** Player-facing text: localisation (one helper for the engine, titles and every UI bundle) and SWT label escaping. No SWT needed. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package roundhouse.api.text;
