package org.hexbench.server.internal;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.spec.KeySpec;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Account passwords, stored only as PBKDF2 hashes (RFC 8018 §5.2; the JDK's {@code PBKDF2WithHmacSHA256}) with a
 * random salt of 16 bytes per account and the iteration count beside the hash, so the count can rise for new
 * passwords without breaking old ones. The default count is the one OWASP's Password Storage Cheat Sheet gives for
 * PBKDF2-HMAC-SHA256 (600,000). Comparison takes the same time whatever matches ({@link MessageDigest#isEqual}).
 */
public final class Passwords {

    /** The iterations for new passwords. */
    public static final int ITERATIONS = 600_000;

    private static final int SALT_BYTES = 16;
    private static final int HASH_BITS = 256;
    private static final SecureRandom RANDOM = new SecureRandom();

    private Passwords() {
    }

    /**
     * A stored password.
     *
     * @param hash the PBKDF2 output, Base64
     * @param salt the salt, Base64
     * @param iterations the iteration count
     */
    public record Stored(String hash, String salt, int iterations) {
    }

    /**
     * Hashes a new password with a fresh salt.
     *
     * @param password the password
     * @param iterations the iteration count ({@link #ITERATIONS} unless a test makes it cheaper)
     * @return what to store
     */
    public static Stored hash(String password, int iterations) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        Base64.Encoder b64 = Base64.getEncoder();
        return new Stored(b64.encodeToString(derive(password, salt, iterations)), b64.encodeToString(salt), iterations);
    }

    /**
     * @param password a password given at login
     * @param stored the account's stored password
     * @return whether it is the account's password
     */
    public static boolean matches(String password, Stored stored) {
        Base64.Decoder b64 = Base64.getDecoder();
        byte[] expected = b64.decode(stored.hash());
        return MessageDigest.isEqual(expected, derive(password, b64.decode(stored.salt()), stored.iterations()));
    }

    private static byte[] derive(String password, byte[] salt, int iterations) {
        KeySpec spec = new PBEKeySpec(password.toCharArray(), salt, iterations, HASH_BITS);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the Java runtime lacks PBKDF2WithHmacSHA256", e);
        }
    }
}
