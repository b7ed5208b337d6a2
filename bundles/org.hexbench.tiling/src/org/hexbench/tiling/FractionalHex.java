package org.hexbench.tiling;

/**
 * A point in fractional cube coordinates, used for line drawing, interpolation and
 * pixel-to-hex rounding (Red Blob Games' "hex rounding").
 *
 * @param q cube q
 * @param r cube r
 * @param s cube s (normally {@code -q - r})
 */
public record FractionalHex(double q, double r, double s) {

    /**
     * Linearly interpolates towards another point.
     *
     * @param other the end point
     * @param t the fraction, 0 gives this point and 1 gives {@code other}
     * @return the interpolated point
     */
    public FractionalHex lerp(FractionalHex other, double t) {
        return new FractionalHex(q + (other.q - q) * t, r + (other.r - r) * t, s + (other.s - s) * t);
    }

    /**
     * Rounds to the hex containing this point: round each cube coordinate, then reset the one
     * with the largest rounding error so the three sum to zero.
     *
     * @return the nearest hex
     */
    public Hex round() {
        long qi = Math.round(q), ri = Math.round(r), si = Math.round(s);
        double dq = Math.abs(qi - q), dr = Math.abs(ri - r), ds = Math.abs(si - s);
        if (dq > dr && dq > ds) {
            qi = -ri - si;
        } else if (dr > ds) {
            ri = -qi - si;
        }
        return new Hex((int) qi, (int) ri);
    }
}
