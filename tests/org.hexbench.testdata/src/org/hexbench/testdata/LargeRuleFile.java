package org.hexbench.testdata;

/**
 * The rule editor's performance workload: a generated HexTC2 rule file of 5,000 rules (2,500 functions and 2,500
 * guarded hooks of every shape, about 17,500 lines). The rule tests check it validates and completes; the
 * benchmarks time the same text.
 */
public final class LargeRuleFile {

    /** The header naming the scenario, relative to a rule file beside {@code hextc2.hexscenario}. */
    public static final String HEADER = "rules for \"hextc2.hexscenario\"\n";

    private LargeRuleFile() {
    }

    /** The 5,000 rules, without the header. */
    public static String rules() {
        String[] classes = {"snale", "coquille", "ruque", "froque", "crockpoache", "nightboog", "feanisk"};
        StringBuilder text = new StringBuilder("group slugs = snale, coquille, ruque\n");
        for (int i = 0; i < 2500; i++) {
            String c = classes[i % classes.length];
            text.append("define f").append(i).append("(u: unit, s: site): int =\n")
                    .append("    if u is ").append(c).append(" and distance from site of u to s <= ").append(i % 9)
                    .append(" then hp of u + roll 2d6 else count of units at s\n");
            text.append("on move of ").append(c).append(" when turn > ").append(i).append(" {\n")
                    .append("    let here = site of unit\n")
                    .append("    for each e in units at site where owner of e != owner of unit { damage e by f").append(i)
                    .append("(unit, here) }\n")
                    .append("    move unit to site\n}\n");
        }
        return text.toString();
    }

    /** The whole file: header and rules. */
    public static String text() {
        return HEADER + rules();
    }
}
