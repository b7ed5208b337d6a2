package org.hexbench.cli;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version of a Hexbench build, as an OSGi bundle version {@code major.minor.micro.qualifier}: the release
 * ({@code 0.1.0}) and the build qualifier Tycho stamps (a timestamp such as {@code v20261122-2105}).
 *
 * @param release the {@code major.minor.micro} part
 * @param qualifier the build qualifier, empty when there is none
 */
public record HexbenchVersion(String release, String qualifier) {

    private static final Pattern OSGI_VERSION = Pattern.compile("(\\d+)(?:\\.(\\d+))?(?:\\.(\\d+))?(?:\\.([\\w-]+))?");

    /** Checks both parts are present. */
    public HexbenchVersion {
        Objects.requireNonNull(release, "release");
        Objects.requireNonNull(qualifier, "qualifier");
    }

    /**
     * Reads an OSGi version string.
     *
     * @throws IllegalArgumentException when the text is not of the form {@code 1}, {@code 1.2}, {@code 1.2.3} or
     *     {@code 1.2.3.qualifier}
     */
    public static HexbenchVersion parse(String osgiVersion) {
        Matcher m = OSGI_VERSION.matcher(osgiVersion.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("not an OSGi version: '" + osgiVersion + "'");
        }
        String release = m.group(1) + "." + orZero(m.group(2)) + "." + orZero(m.group(3));
        return new HexbenchVersion(release, m.group(4) == null ? "" : m.group(4));
    }

    private static String orZero(String part) {
        return part == null ? "0" : part;
    }

    /** The line {@code hexbench version} prints, e.g. {@code Hexbench 0.1.0 (build v20261122-2105)}. */
    public String display() {
        return qualifier.isEmpty() ? "Hexbench " + release : "Hexbench " + release + " (build " + qualifier + ")";
    }
}
