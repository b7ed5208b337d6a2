package org.hexbench.ai.tournament;

/**
 * The Wilson score interval of a proportion (E. B. Wilson, "Probable inference, the law of succession, and
 * statistical inference", JASA 22, 1927; recommended over the normal approximation by R. G. Newcombe, "Two-sided
 * confidence intervals for the single proportion: comparison of seven methods", Statistics in Medicine 17, 1998):
 * for k successes in n trials, p = k/n and z the normal quantile,
 * centre = (p + z²/2n) / (1 + z²/n), half width = z·√(p(1−p)/n + z²/4n²) / (1 + z²/n).
 * It stays inside [0, 1] and is sensible for 0 or n successes, where the normal approximation collapses to a point.
 *
 * @param lower the lower bound
 * @param upper the upper bound
 */
public record WilsonInterval(double lower, double upper) {

    /** The 97.5 % quantile of the standard normal distribution, for 95 % two-sided intervals. */
    public static final double Z95 = 1.959963984540054;

    /**
     * @param successes successes (may be fractional, e.g. a score counting draws as halves)
     * @param trials trials
     * @return the 95 % interval; [0, 1] for no trials
     */
    public static WilsonInterval of95(double successes, int trials) {
        return of(successes, trials, Z95);
    }

    /**
     * @param successes successes
     * @param trials trials
     * @param z the normal quantile of the confidence level
     * @return the interval; [0, 1] for no trials
     */
    public static WilsonInterval of(double successes, int trials, double z) {
        if (trials <= 0) {
            return new WilsonInterval(0, 1);
        }
        double n = trials;
        double p = successes / n;
        double z2 = z * z;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2 * n)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator;
        return new WilsonInterval(Math.max(0, centre - half), Math.min(1, centre + half));
    }
}
