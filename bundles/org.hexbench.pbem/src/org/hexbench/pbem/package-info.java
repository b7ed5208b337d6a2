/**
 * Play by e-mail (or any other way of passing files): a game whose turns travel as signed turn files. A
 * {@link org.hexbench.pbem.TurnFile} holds the game's opening (scenario checksum, rule file checksum, seed, turn
 * limit, every faction's public key) and one signed {@link org.hexbench.pbem.TurnRecord} per faction turn played so
 * far, chained by SHA-256; {@link org.hexbench.pbem.PbemGame} checks a file against the receiver's own copy of the
 * scenario by playing every recorded command again through the engine's turn system, and signs the next turn.
 * Signatures are Ed25519 through the JDK's {@code java.security} API (RFC 8032); keys live in the player's PKCS #12
 * key store ({@link org.hexbench.pbem.PlayerKeyStore}); the receiver's copy of each game is kept by
 * {@link org.hexbench.pbem.GameCopies}, so a replayed, reordered or forked file is refused. No SWT.
 */
package org.hexbench.pbem;
