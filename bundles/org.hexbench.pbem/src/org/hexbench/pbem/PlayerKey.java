package org.hexbench.pbem;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.interfaces.EdECKey;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.NamedParameterSpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import org.hexbench.scenario.resource.FileReplacement;

/**
 * A player's Ed25519 key pair (RFC 8032, through the JDK's {@code java.security} API: {@code KeyPairGenerator},
 * {@code KeyFactory} and {@code Signature} "Ed25519"), unlocked from the player's key store, and what every receiver
 * does with public keys alone: read them from the files players exchange (PEM "PUBLIC KEY", the X.509
 * SubjectPublicKeyInfo of RFC 7468 §13 that {@code openssl pkey -pubin} reads too), show their fingerprints, and
 * verify signatures.
 *
 * @param publicKey the public key (the one recorded in games this player plays)
 * @param privateKey the private key, which signs this player's turns
 */
public record PlayerKey(PublicKey publicKey, PrivateKey privateKey) {

    /** The signature algorithm of every turn file. */
    public static final String ALGORITHM = "Ed25519";

    /** The largest public key file read (a PEM Ed25519 key has about 113 bytes). */
    private static final long LARGEST_KEY_FILE = 4096;

    private static final String PEM_BEGIN = "-----BEGIN PUBLIC KEY-----";
    private static final String PEM_END = "-----END PUBLIC KEY-----";

    /**
     * Checks that both halves are Ed25519 keys.
     *
     * @param publicKey the public key
     * @param privateKey the private key
     */
    public PlayerKey {
        if (!isEd25519(publicKey) || !isEd25519(privateKey)) {
            throw new IllegalArgumentException("not an Ed25519 key pair");
        }
    }

    /**
     * Makes a new key pair in memory (tests, and players without a key store file; {@link PlayerKeyStore#create}
     * keeps one in the key store).
     *
     * @return the key pair
     */
    public static PlayerKey generate() {
        try {
            KeyPair pair = KeyPairGenerator.getInstance(ALGORITHM).generateKeyPair();
            return new PlayerKey(pair.getPublic(), pair.getPrivate());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no " + ALGORITHM, e);
        }
    }

    /**
     * Signs a message with the private key.
     *
     * @param message the bytes to sign
     * @return the 64-byte Ed25519 signature
     */
    public byte[] sign(byte[] message) {
        try {
            Signature signature = Signature.getInstance(ALGORITHM);
            signature.initSign(privateKey);
            signature.update(message);
            return signature.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot sign with " + ALGORITHM + ": " + e.getMessage(), e);
        }
    }

    /** @return the fingerprint of the public key ({@link #fingerprint(PublicKey)}) */
    public String fingerprint() {
        return fingerprint(publicKey);
    }

    /**
     * Verifies a signature.
     *
     * @param key the signer's public key
     * @param message the signed bytes
     * @param signature the signature
     * @return whether the signature is the key's over exactly these bytes
     */
    public static boolean verify(PublicKey key, byte[] message, byte[] signature) {
        try {
            Signature verifier = Signature.getInstance(ALGORITHM);
            verifier.initVerify(key);
            verifier.update(message);
            return verifier.verify(signature);
        } catch (InvalidKeyException | SignatureException e) {
            return false;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no " + ALGORITHM, e);
        }
    }

    /**
     * The fingerprint players compare by another channel (telephone, in person) before they trust a game's keys:
     * SHA-256 of the public key's X.509 encoding, as 16 groups of four hex digits.
     *
     * @param key a public key
     * @return e.g. {@code 3f2a 91c0 … 7b1e}
     */
    public static String fingerprint(PublicKey key) {
        try {
            String hex = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getEncoded()));
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < hex.length(); i += 4) {
                b.append(i == 0 ? "" : " ").append(hex, i, i + 4);
            }
            return b.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Reads an Ed25519 public key from its X.509 SubjectPublicKeyInfo encoding.
     *
     * @param encoded the encoding
     * @return the key
     * @throws IllegalArgumentException if the bytes are no Ed25519 public key, saying so
     */
    public static PublicKey publicKey(byte[] encoded) {
        try {
            PublicKey key = KeyFactory.getInstance(ALGORITHM).generatePublic(new X509EncodedKeySpec(encoded));
            if (!isEd25519(key)) {
                throw new IllegalArgumentException("not an Ed25519 public key");
            }
            return key;
        } catch (InvalidKeySpecException | ClassCastException e) {
            throw new IllegalArgumentException("not an Ed25519 public key", e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no " + ALGORITHM, e);
        }
    }

    /**
     * @param key a public key
     * @return its PEM text: {@code -----BEGIN PUBLIC KEY-----}, the base64 of its X.509 encoding, {@code -----END
     *         PUBLIC KEY-----}, each line ending with a line break
     */
    public static String pem(PublicKey key) {
        return PEM_BEGIN + "\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(key.getEncoded()) + "\n"
                + PEM_END + "\n";
    }

    /**
     * Writes a public key as PEM, atomically (a temporary file renamed over the target).
     *
     * @param key the public key
     * @param file the file to write
     * @throws IOException if it cannot be written (the target is then untouched)
     */
    public static void writePublicKey(PublicKey key, Path file) throws IOException {
        Path target = file.toAbsolutePath().normalize();
        Path temp = FileReplacement.temporaryFileFor(target);
        try {
            Files.writeString(temp, pem(key), StandardCharsets.US_ASCII);
            FileReplacement.replace(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Reads a public key file as {@link #pem} writes it (text outside the BEGIN and END lines is ignored, as RFC 7468
     * allows).
     *
     * @param file the file
     * @return the key
     * @throws IOException if the file cannot be read, is too large, or holds no Ed25519 public key (the message names
     *         the file)
     */
    public static PublicKey readPublicKey(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": no such public key file");
        }
        if (Files.size(file) > LARGEST_KEY_FILE) {
            throw new IOException(file + ": too large for a public key file (" + Files.size(file) + " bytes)");
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
        int begin = lines.indexOf(PEM_BEGIN);
        int end = lines.indexOf(PEM_END);
        if (begin < 0 || end < begin) {
            throw new IOException(file + ": no '" + PEM_BEGIN + "' … '" + PEM_END + "' block (write one with"
                    + " hexbench pbem key export)");
        }
        try {
            return publicKey(Base64.getMimeDecoder().decode(String.join("", lines.subList(begin + 1, end)).strip()));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    private static boolean isEd25519(java.security.Key key) {
        return key instanceof EdECKey ed && ed.getParams() instanceof NamedParameterSpec spec
                && ALGORITHM.equalsIgnoreCase(spec.getName());
    }
}
