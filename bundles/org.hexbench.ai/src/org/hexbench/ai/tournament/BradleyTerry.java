package org.hexbench.ai.tournament;

/**
 * Bradley-Terry ratings (R. A. Bradley and M. E. Terry, Biometrika 39, 1952): player i beats player j with
 * probability 1 / (1 + e^(θj − θi)). The strengths θ are the maximum-likelihood fit to the games, a draw counting
 * as half a win for each side, with one virtual draw added to every pairing that played (as BayesElo does) so that
 * a player winning every game still gets a finite rating. They are fitted by Newton's method on the log-likelihood
 * with Σθ = 0; their covariance is the Moore-Penrose inverse of the Fisher information
 * I (Iii = Σj nij·pij·pji, Iij = −nij·pij·pji), which for a connected set of pairings is (I + J/k)⁻¹ − J/k
 * (J all ones). Ratings are reported on the Elo scale, 400/ln 10 ≈ 173.7 points per unit of θ, so that a
 * difference of 400 points means odds of 10:1.
 */
public final class BradleyTerry {

    /** Elo points per unit of the logistic strength. */
    public static final double ELO = 400 / Math.log(10);

    private final double[] theta;
    private final double[] standardError;

    /**
     * Fits the ratings.
     *
     * @param wins wins[i][j]: games i won against j, draws counted as 0.5 for each side
     * @param games games[i][j] = games[j][i]: games played between i and j
     */
    public BradleyTerry(double[][] wins, int[][] games) {
        int k = wins.length;
        double[][] w = new double[k][k];
        double[][] n = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                if (i != j && games[i][j] > 0) {
                    w[i][j] = wins[i][j] + 0.5;
                    n[i][j] = games[i][j] + 1;
                }
            }
        }
        theta = new double[k];
        double[][] covariance = new double[k][k];
        for (int iteration = 0; iteration < 100; iteration++) {
            double[] gradient = new double[k];
            double[][] information = information(n, k);
            for (int i = 0; i < k; i++) {
                for (int j = 0; j < k; j++) {
                    if (n[i][j] > 0) {
                        gradient[i] += w[i][j] - n[i][j] * p(i, j);
                    }
                }
            }
            covariance = pseudoInverse(information, k);
            double change = 0;
            double[] step = new double[k];
            for (int i = 0; i < k; i++) {
                for (int j = 0; j < k; j++) {
                    step[i] += covariance[i][j] * gradient[j];
                }
            }
            for (int i = 0; i < k; i++) {
                theta[i] += step[i];
                change = Math.max(change, Math.abs(step[i]));
            }
            if (change < 1e-12) {
                break;
            }
        }
        covariance = pseudoInverse(information(n, k), k);
        standardError = new double[k];
        for (int i = 0; i < k; i++) {
            standardError[i] = Math.sqrt(Math.max(0, covariance[i][i]));
        }
    }

    private double p(int i, int j) {
        return 1 / (1 + Math.exp(theta[j] - theta[i]));
    }

    private double[][] information(double[][] n, int k) {
        double[][] information = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                if (i != j && n[i][j] > 0) {
                    double v = n[i][j] * p(i, j) * p(j, i);
                    information[i][i] += v;
                    information[i][j] -= v;
                }
            }
        }
        return information;
    }

    /** (I + J/k)⁻¹ − J/k by Gauss-Jordan elimination. */
    private static double[][] pseudoInverse(double[][] information, int k) {
        double[][] a = new double[k][2 * k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                a[i][j] = information[i][j] + 1.0 / k;
            }
            a[i][k + i] = 1;
        }
        for (int c = 0; c < k; c++) {
            int pivot = c;
            for (int r = c + 1; r < k; r++) {
                if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) {
                    pivot = r;
                }
            }
            double[] t = a[c];
            a[c] = a[pivot];
            a[pivot] = t;
            double d = a[c][c];
            for (int j = 0; j < 2 * k; j++) {
                a[c][j] /= d;
            }
            for (int r = 0; r < k; r++) {
                if (r != c && a[r][c] != 0) {
                    double f = a[r][c];
                    for (int j = 0; j < 2 * k; j++) {
                        a[r][j] -= f * a[c][j];
                    }
                }
            }
        }
        double[][] inverse = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                inverse[i][j] = a[i][k + j] - 1.0 / k;
            }
        }
        return inverse;
    }

    /**
     * @param player a player index
     * @return its rating on the Elo scale, the ratings summing to 0
     */
    public double elo(int player) {
        return ELO * theta[player];
    }

    /**
     * @param player a player index
     * @return the half width of its 95 % interval on the Elo scale (1.96 standard errors)
     */
    public double eloHalfWidth(int player) {
        return ELO * WilsonInterval.Z95 * standardError[player];
    }

    /**
     * @param player a player index
     * @return its logistic strength θ (Σθ = 0)
     */
    public double strength(int player) {
        return theta[player];
    }
}
