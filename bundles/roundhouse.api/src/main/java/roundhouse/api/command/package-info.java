/** Headless commands run by 'java -jar roundhouse.jar COMMAND ...'. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package roundhouse.api.command;
