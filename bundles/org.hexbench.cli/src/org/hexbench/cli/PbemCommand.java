package org.hexbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.forward.LegalOrders;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.pbem.FactionKey;
import org.hexbench.pbem.GameCopies;
import org.hexbench.pbem.GameOpening;
import org.hexbench.pbem.PbemGame;
import org.hexbench.pbem.PlayerHome;
import org.hexbench.pbem.PlayerKey;
import org.hexbench.pbem.TurnFile;
import org.hexbench.pbem.TurnFileException;
import org.hexbench.pbem.TurnRecord;
import org.hexbench.play.AsciiMap;
import org.hexbench.play.CommandText;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameStartException;
import org.hexbench.play.SessionOptions;
import org.hexbench.scenario.Faction;

/**
 * {@code hexbench pbem new|play|show|key}: games played by e-mail (or any other way of passing files) with signed
 * turn files ({@link org.hexbench.pbem}). {@code new} opens a game on a scenario with every faction's public key and
 * writes its first turn file; {@code play} checks a turn file completely against the player's own copy of the
 * scenario and of the game, plays the turn of the player's faction (commands in the engine's text form from a file
 * or the command line, or a computer player of the registry) and writes the next turn file, signed; {@code show} says
 * whose turn it is, whether every signature holds, and prints the position as {@code hexbench play} does; {@code key
 * new|show|export} makes the player's Ed25519 key pair in their key store and writes its public key for the other
 * players. A refused file changes nothing and exits 1 with a message naming the file and what is wrong.
 */
public final class PbemCommand implements Subcommand {

    private static final Set<String> FLAGS = Set.of("--orders");

    @Override
    public String name() {
        return "pbem";
    }

    @Override
    public String summary() {
        return "play by e-mail: open a game, play a turn from a signed turn file, show one, manage your key";
    }

    @Override
    public String usage() {
        return "hexbench pbem new <scenario> --players <key.pub|me>,... --as <faction> --out <file.hbturn>"
                + " [--seed N] [--turns T]\n"
                + "       hexbench pbem play <turnfile> (--commands <file> | --command \"<command>\"... |"
                + " --computer <player>) --out <file.hbturn> [--as <faction>] [--scenario <file>]\n"
                + "       hexbench pbem show <turnfile> [--scenario <file>] [--orders] [--save <file.hbsave>]\n"
                + "       hexbench pbem key new | show | export --out <file.pub>\n"
                + "  every form also takes --home <folder> (default ~/.hexbench: keys.p12 and pbem/) and"
                + " --password-file <file> (else $" + KeyPassword.VARIABLE + ", else the terminal asks)";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        if (arguments.isEmpty()) {
            throw new UsageException("name what to do: new, play, show or key");
        }
        String verb = arguments.get(0);
        Options options = Options.parse(arguments.subList(1, arguments.size()));
        try {
            return switch (verb) {
                case "new" -> newGame(options, terminal);
                case "play" -> play(options, terminal);
                case "show" -> show(options, terminal);
                case "key" -> key(options, terminal);
                default -> throw new UsageException("unknown action '" + verb + "': new, play, show or key");
            };
        } catch (TurnFileException e) {
            terminal.err().println("error: " + e.getMessage());
            terminal.err().println("(nothing was changed)");
            return ExitCode.DOMAIN_ERROR;
        } catch (GameStartException | IOException e) {
            terminal.err().println("error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        }
    }

    // ------------------------------------------------------------------ key

    private static int key(Options options, Terminal terminal) throws UsageException, IOException {
        options.allow("--home", "--password-file", "--out");
        String action = options.single("key new, show or export");
        PlayerHome home = options.home();
        var store = home.keys();
        switch (action) {
            case "new" -> {
                if (store.exists()) {
                    throw new IOException(store.file() + ": a key store exists already; one key pair per player (a"
                            + " new one would not be the key your games know)");
                }
                PlayerKey key = store.create(KeyPassword.read(options.path("--password-file"), true));
                terminal.out().println("Made your key pair in " + store.file() + " (PKCS #12, readable by you only)");
                terminal.out().println("Fingerprint: " + key.fingerprint());
                terminal.out().println("Give the other players your public key: hexbench pbem key export --out me.pub");
            }
            case "show" -> {
                PlayerKey key = unlock(options);
                terminal.out().println("Key store: " + store.file());
                terminal.out().println("Fingerprint: " + key.fingerprint());
            }
            case "export" -> {
                Path out = options.required("--out", "name the public key file to write with --out");
                PlayerKey key = unlock(options);
                PlayerKey.writePublicKey(key.publicKey(), out);
                terminal.out().println("Wrote your public key to " + out + " (fingerprint " + key.fingerprint() + ")");
            }
            default -> throw new UsageException("unknown key action '" + action + "': new, show or export");
        }
        return ExitCode.OK;
    }

    private static PlayerKey unlock(Options options) throws IOException {
        var store = options.home().keys();
        if (!store.exists()) {
            throw new IOException(store.file() + ": no key store (make your key pair with: hexbench pbem key new)");
        }
        return store.unlock(KeyPassword.read(options.path("--password-file"), false));
    }

    // ------------------------------------------------------------------ new

    private static int newGame(Options options, Terminal terminal)
            throws UsageException, IOException, GameStartException, TurnFileException {
        options.allow("--home", "--password-file", "--out", "--players", "--as", "--seed", "--turns");
        Path scenario = ScenarioArgument.resolve(options.single("name the scenario of the new game"));
        Path out = options.required("--out", "name the first turn file to write with --out");
        String playersWord = options.value("--players");
        String asWord = options.value("--as");
        if (playersWord == null || asWord == null) {
            throw new UsageException("name every faction's player key with --players and your faction with --as");
        }
        Definitions definitions = Definitions.read(scenario);
        int me = faction(definitions, asWord);
        PlayerKey key = unlock(options);
        String[] words = playersWord.split(",");
        if (words.length != definitions.factionCount()) {
            throw new UsageException(scenario.getFileName() + " has " + definitions.factionCount() + " factions but "
                    + words.length + " player keys were given with --players (in faction order: "
                    + String.join(", ", definitions.catalog().factions().stream().map(Faction::getId).toList()) + ")");
        }
        List<PublicKey> keys = new ArrayList<>();
        for (String word : words) {
            keys.add(word.strip().equalsIgnoreCase("me") ? key.publicKey() : PlayerKey.readPublicKey(Path.of(word.strip())));
        }
        if (!java.util.Arrays.equals(keys.get(me).getEncoded(), key.publicKey().getEncoded())) {
            throw new UsageException("--as " + asWord + ": the key given for " + definitions.catalog().factions()
                    .get(me).getId() + " is not yours (" + key.fingerprint() + "); give 'me' in its place");
        }
        long seed = options.value("--seed") == null ? new SecureRandom().nextLong()
                : OptionValues.number(options.value("--seed"), "--seed");
        int turns = options.value("--turns") == null ? definitions.turns().proposedTurnLimit()
                : (int) OptionValues.number(options.value("--turns"), "--turns");
        if (turns < 0) {
            throw new UsageException("--turns must not be negative");
        }
        GameOpening opening;
        try {
            opening = PbemGame.opening(definitions, keys, me, seed, turns);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
        TurnFile file = TurnFile.open(opening, key);
        PbemGame game = PbemGame.verify(out, file, Definitions.read(scenario));
        file.write(out);
        options.home().games().keep(file, definitions.scenarioFile());
        PrintStream o = terminal.out();
        o.println("New game " + opening.gameId() + " of " + opening.scenarioName() + ": seed " + seed + ", "
                + (turns > 0 ? "turn limit " + turns : "no turn limit"));
        printPlayers(o, opening);
        o.println(game.standing());
        o.println("Wrote " + out + " (the game's opening, signed with your key)");
        o.println(nextStep(game, key, out));
        return ExitCode.OK;
    }

    // ------------------------------------------------------------------ play

    private static int play(Options options, Terminal terminal)
            throws UsageException, IOException, GameStartException, TurnFileException {
        options.allow("--home", "--password-file", "--out", "--as", "--scenario", "--commands", "--command",
                "--computer");
        Path in = Path.of(options.single("name the turn file to play on"));
        Path out = options.required("--out", "name the next turn file to write with --out");
        int sources = (options.value("--commands") == null ? 0 : 1) + (options.all("--command").isEmpty() ? 0 : 1)
                + (options.value("--computer") == null ? 0 : 1);
        if (sources != 1) {
            throw new UsageException("say what your faction does with one of --commands <file>, --command \"<command>\""
                    + " (repeatable) or --computer <player>");
        }
        if (in.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
            throw new UsageException("write the next turn to another file than " + in);
        }
        TurnFile file = TurnFile.read(in);
        file.checkSignatures(in);
        GameCopies copies = options.home().games();
        GameCopies.Continuation continuation = copies.check(in, file);
        Path scenario = scenarioOf(options, copies, file);
        PbemGame game = PbemGame.verify(in, file, Definitions.read(scenario));
        PrintStream o = terminal.out();
        o.println("Checked " + in + ": " + records(file) + ", every signature valid, " + describe(continuation));
        if (game.isFinished()) {
            throw new TurnFileException(in, "there is no turn to play: " + game.standing());
        }
        PlayerKey key = unlock(options);
        int mover = game.toMove();
        int me = myFaction(in, options, game, key, continuation);
        Game g = game.game();
        String name = g.world().faction(me).name();
        if (options.value("--computer") != null) {
            PlayerSpec player;
            try {
                player = org.hexbench.ai.PlayerRegistry.complete(PlayerSpec.parse(options.value("--computer")));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--computer: " + e.getMessage());
            }
            try {
                game.playComputer(mover, player);
            } catch (RuntimeException | StackOverflowError e) {
                throw new IOException("the rules failed during " + name + "'s turn: " + e.getMessage(), e);
            }
        } else {
            playCommands(options, game, me);
        }
        TurnFile next = game.signNewTurns(out, g.history().entries(), g.world().isGameOver(), key);
        for (HistoryEntry e : g.history().entries().subList(game.fileEntries(), g.history().size())) {
            o.println("turn " + (e.turn() + 1) + " " + (e.faction() >= 0 ? g.world().faction(e.faction()).name()
                    : "all") + ": " + e.command() + " (" + e.program().size() + " instructions)");
        }
        o.print(AsciiMap.render(g.world()));
        next.write(out);
        copies.keep(next, scenario);
        TurnRecord last = next.records().get(next.records().size() - 1);
        o.println("State hash: " + g.stateHash());
        o.println("Wrote " + out + ": record " + last.number() + " (" + name + ", turn " + (last.turn() + 1)
                + "), signed with your key " + key.fingerprint());
        o.println(game.standing());
        o.println(nextStep(game, key, out));
        return ExitCode.OK;
    }

    /** The faction the player plays now: the faction to move, whose key must be theirs. */
    private static int myFaction(Path in, Options options, PbemGame game, PlayerKey key,
            GameCopies.Continuation continuation) throws TurnFileException, UsageException {
        GameOpening opening = game.turnFile().opening();
        int mover = game.toMove();
        List<Integer> mine = opening.factionsOf(key.publicKey());
        String moverId = opening.faction(mover).factionId();
        if (mine.isEmpty()) {
            throw new TurnFileException(in, "your key (" + key.fingerprint() + ") plays no faction of this game;"
                    + " it is " + moverId + "'s turn (key " + opening.faction(mover).fingerprint() + ")");
        }
        String asWord = options.value("--as");
        int me = asWord == null ? mover : faction(game.definitions(), asWord);
        if (asWord != null && !mine.contains(me)) {
            throw new TurnFileException(in, "--as " + asWord + ": " + opening.faction(me).factionId()
                    + " plays with another key (" + opening.faction(me).fingerprint() + ") than yours ("
                    + key.fingerprint() + ")");
        }
        if (me != mover || !mine.contains(mover)) {
            if (continuation == GameCopies.Continuation.SAME_AS_COPY) {
                throw new TurnFileException(in, "already applied: it is your copy of game " + opening.gameId()
                        + " (the last turn in it is yours); " + moverId + " is to move: send them the file");
            }
            throw new TurnFileException(in, "it is " + moverId + "'s turn, not yours (your key plays "
                    + String.join(", ", mine.stream().map(f -> opening.faction(f).factionId()).toList()) + ")");
        }
        return me;
    }

    /** Gives the commands of {@code --commands} or {@code --command} and ends the turn. */
    private static void playCommands(Options options, PbemGame game, int me) throws IOException {
        List<Order> orders = new ArrayList<>();
        Path commands = options.path("--commands");
        if (commands != null) {
            orders.addAll(readCommands(commands));
        }
        for (String text : options.all("--command")) {
            orders.add(decode("--command", 0, text));
        }
        Game g = game.game();
        try {
            for (Order order : orders) {
                if (game.isFinished()) {
                    throw new IOException(order.where() + ": '" + order.text() + "' comes after the end of the game ("
                            + game.standing() + "); nothing was written");
                }
                int entries = g.history().size();
                Outcome outcome = game.turns().order(me, order.command());
                if (!outcome.accepted() && g.history().size() == entries) {
                    throw new IOException(order.where() + ": '" + order.text() + "' is refused: "
                            + outcome.rejection() + "; nothing was written");
                }
            }
            if (!game.isFinished()) {
                game.turns().endTurn(me);
            }
        } catch (RuntimeException | StackOverflowError e) {
            throw new IOException("the rules failed during the turn: " + e.getMessage() + "; nothing was written", e);
        }
    }

    /** A command to give, with where it was written. */
    private record Order(String where, String text, Command command) {
    }

    /**
     * Reads a file of commands: one per line in the engine's text form (as the Command History and {@code pbem show
     * --orders} show them, e.g. {@code Move [12] 40}); blank lines and lines starting with {@code #} are skipped, and
     * {@code end} ends the list.
     */
    private static List<Order> readCommands(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": no such file of commands");
        }
        List<Order> orders = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.equalsIgnoreCase("end")) {
                break;
            }
            orders.add(decode(file.toString(), n + 1, line));
        }
        return orders;
    }

    private static Order decode(String where, int line, String text) throws IOException {
        String place = line > 0 ? where + ":" + line : where;
        try {
            return new Order(place, text, CommandCodec.decode(text));
        } catch (IllegalArgumentException e) {
            throw new IOException(place + ": " + e.getMessage() + " (commands are written as the Command History"
                    + " shows them, e.g. 'Move [12] 40')", e);
        }
    }

    // ------------------------------------------------------------------ show

    private static int show(Options options, Terminal terminal)
            throws UsageException, IOException, GameStartException, TurnFileException {
        options.allow("--home", "--scenario", "--orders", "--save");
        Path in = Path.of(options.single("name the turn file to show"));
        TurnFile file = TurnFile.read(in);
        file.checkSignatures(in);
        GameOpening opening = file.opening();
        PrintStream o = terminal.out();
        o.println("Turn file: " + in);
        o.println("Game " + opening.gameId() + " on " + opening.scenarioName() + " (checksum "
                + opening.scenarioChecksum().substring(0, 12) + "…), seed " + opening.seed() + ", "
                + (opening.turnLimit() > 0 ? "turn limit " + opening.turnLimit() : "no turn limit"));
        printPlayers(o, opening);
        o.println("Turn records: " + records(file) + ", every signature valid and chained");
        GameCopies copies = options.home().games();
        try {
            o.println("Your copy: " + describe(copies.check(in, file)));
        } catch (TurnFileException e) {
            o.println("Your copy: this file would be refused: " + e.getMessage());
        }
        Path scenario;
        try {
            scenario = scenarioOf(options, copies, file);
        } catch (IOException e) {
            o.println("The position needs your copy of the scenario: " + e.getMessage());
            return ExitCode.OK;
        }
        PbemGame game = PbemGame.verify(in, file, Definitions.read(scenario));
        Game g = game.game();
        o.println("Played on: " + game.definitions().scenarioFile() + " (every turn checked)");
        o.print(AsciiMap.render(g.world()));
        o.println(game.standing());
        o.println("State hash: " + g.stateHash());
        if (options.flag("--orders") && !game.isFinished()) {
            int mover = game.toMove();
            o.println("Orders " + g.world().faction(mover).name() + " may give now (End Turn is implied):");
            for (Command c : LegalOrders.of(game.turns(), mover)) {
                String text = CommandCodec.encode(c);
                if (!text.equals("EndTurn")) {
                    o.println(text + "    # " + CommandText.of(g.world(), c, CommandText.current(g.world())));
                }
            }
        }
        Path save = options.path("--save");
        if (save != null) {
            GameSession session = game.session(SessionOptions.HEADLESS);
            try {
                session.save(save);
            } finally {
                session.close();
            }
            o.println("Saved: " + save + " (hexbench replay reproduces it; Load Game continues it in the IDE)");
        }
        return ExitCode.OK;
    }

    // ------------------------------------------------------------------ shared

    private static void printPlayers(PrintStream o, GameOpening opening) {
        for (FactionKey f : opening.factions()) {
            o.println("  " + f.factionId() + ": key " + f.fingerprint()
                    + (f.faction() == opening.openedBy() ? " (opened the game)" : ""));
        }
    }

    private static String records(TurnFile file) {
        int n = file.records().size();
        return n + " turn record" + (n == 1 ? "" : "s");
    }

    private static String describe(GameCopies.Continuation continuation) {
        return switch (continuation) {
            case NEW_GAME -> "a game you have not played in here yet";
            case SAME_AS_COPY -> "it is your copy of the game";
            case EXTENDS_COPY -> "it continues your copy of the game";
        };
    }

    private static String nextStep(PbemGame g, PlayerKey key, Path out) {
        if (g.isFinished()) {
            return "The game has ended; send " + out + " to the other players so they see the end.";
        }
        FactionKey mover = g.turnFile().opening().faction(g.toMove());
        return mover.isKey(key.publicKey())
                ? "Your faction " + mover.factionId() + " is to move: hexbench pbem play " + out + " ... --out <next>"
                : "Send " + out + " to the player of " + mover.factionId() + " (key " + mover.fingerprint() + ")";
    }

    /** The scenario file a game is played on here: {@code --scenario}, else the one the player's copy names. */
    private static Path scenarioOf(Options options, GameCopies copies, TurnFile file)
            throws UsageException, IOException {
        String word = options.value("--scenario");
        if (word != null) {
            return ScenarioArgument.resolve(word);
        }
        return copies.scenarioOf(file.opening().gameId()).orElseThrow(() -> new IOException("game "
                + file.opening().gameId() + " is new here: name your copy of its scenario ("
                + file.opening().scenarioName() + ") with --scenario"));
    }

    /** A faction named by its id, its name (either in any case) or its number (1 for the first). */
    private static int faction(Definitions definitions, String word) throws UsageException {
        List<Faction> factions = definitions.catalog().factions();
        for (int f = 0; f < factions.size(); f++) {
            Faction faction = factions.get(f);
            if (word.equalsIgnoreCase(faction.getId()) || word.equalsIgnoreCase(faction.getName())
                    || word.equals(Integer.toString(f + 1))) {
                return f;
            }
        }
        throw new UsageException("--as " + word + ": " + definitions.scenarioFile().getFileName()
                + " has no such faction (" + String.join(", ", factions.stream().map(Faction::getId).toList()) + ")");
    }

    /** The words of a {@code pbem} action: one argument and options with values ({@code --command} repeatable). */
    private static final class Options {

        private final List<String> arguments = new ArrayList<>();
        private final Map<String, List<String>> values = new LinkedHashMap<>();

        static Options parse(List<String> words) throws UsageException {
            Options options = new Options();
            for (int i = 0; i < words.size(); i++) {
                String w = words.get(i);
                if (FLAGS.contains(w)) {
                    options.values.computeIfAbsent(w, k -> new ArrayList<>()).add("true");
                } else if (w.startsWith("--")) {
                    options.values.computeIfAbsent(w, k -> new ArrayList<>()).add(OptionValues.value(words, ++i, w));
                } else {
                    options.arguments.add(w);
                }
            }
            return options;
        }

        void allow(String... known) throws UsageException {
            Set<String> allowed = Set.of(known);
            for (var e : values.entrySet()) {
                if (!allowed.contains(e.getKey())) {
                    throw new UsageException("unknown option '" + e.getKey() + "' here");
                }
                if (e.getValue().size() > 1 && !e.getKey().equals("--command")) {
                    throw new UsageException(e.getKey() + " is given twice");
                }
            }
        }

        String single(String missing) throws UsageException {
            if (arguments.size() != 1) {
                throw new UsageException(arguments.isEmpty() ? missing : "unexpected '" + arguments.get(1) + "'");
            }
            return arguments.get(0);
        }

        String value(String option) {
            List<String> v = values.get(option);
            return v == null ? null : v.get(0);
        }

        List<String> all(String option) {
            return values.getOrDefault(option, List.of());
        }

        boolean flag(String option) {
            return values.containsKey(option);
        }

        Path path(String option) {
            String v = value(option);
            return v == null ? null : Path.of(v);
        }

        Path required(String option, String missing) throws UsageException {
            Path p = path(option);
            if (p == null) {
                throw new UsageException(missing);
            }
            return p;
        }

        PlayerHome home() {
            Path folder = path("--home");
            return folder == null ? PlayerHome.standard() : new PlayerHome(folder);
        }
    }
}
