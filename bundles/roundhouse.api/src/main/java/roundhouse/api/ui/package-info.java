/** Workbench contributions (SWT). Only this package needs SWT. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package roundhouse.api.ui;
