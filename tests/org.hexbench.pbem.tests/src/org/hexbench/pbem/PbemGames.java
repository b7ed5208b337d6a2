package org.hexbench.pbem;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.play.Definitions;
import org.hexbench.testdata.Checkout;

/** Games by e-mail for the tests: HexTC2 between two in-memory key pairs, turns played by the random player. */
final class PbemGames {

    private PbemGames() {
    }

    /** @return HexTC2's definitions, read anew (rules serve one game at a time) */
    static Definitions hextc2() throws Exception {
        return Definitions.read(Checkout.example("hextc2").resolve("hextc2.hexscenario"));
    }

    /**
     * Plays a game of HexTC2 by e-mail.
     *
     * @param white white's key (white opens the game)
     * @param black black's key
     * @param seed the game's seed
     * @param turns how many turns to play
     * @return the turn files after 0, 1, … turns
     */
    static List<TurnFile> play(PlayerKey white, PlayerKey black, long seed, int turns) throws Exception {
        GameOpening opening = PbemGame.opening(hextc2(), List.of(white.publicKey(), black.publicKey()), 0, seed, 100);
        List<TurnFile> files = new ArrayList<>();
        files.add(TurnFile.open(opening, white));
        for (int i = 0; i < turns; i++) {
            files.add(next(files.get(i), white, black, "random"));
        }
        return files;
    }

    /** Checks a file, lets a computer player play the faction to move, and signs its turn. */
    static TurnFile next(TurnFile file, PlayerKey white, PlayerKey black, String player) throws Exception {
        PbemGame game = PbemGame.verify(Path.of("turn.hbturn"), file, hextc2());
        int mover = game.toMove();
        game.playComputer(mover, PlayerSpec.parse(player));
        return game.signNewTurns(Path.of("next.hbturn"), game.game().history().entries(),
                game.game().world().isGameOver(), mover == 0 ? white : black);
    }
}
