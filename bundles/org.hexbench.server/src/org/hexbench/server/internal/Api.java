package org.hexbench.server.internal;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import org.hexbench.server.client.ScenarioPackage;

/**
 * The game server's HTTP interface, JSON over HTTP under {@code /api/v1} (the endpoints are listed in the bundle's
 * README). Every refusal is an {@link ApiException} answered as {@code {"error": code, "message": words}} with its
 * status; an unexpected failure is answered with 500 and a short message, and logged on the server, never sent as a
 * stack trace. Request bodies are limited in size before they are read, waiting event requests (long polls) are
 * limited in time and in number, and tokens are compared by their hashes only.
 */
public final class Api extends Handler.Abstract {

    /** The largest JSON body the server reads. */
    public static final int MAX_BODY = 256 * 1024;

    /** The longest an event request waits for news, in seconds. */
    public static final int MAX_WAIT_SECONDS = 25;

    /** The most event requests that wait at once (more are answered at once, with what there is). */
    public static final int MAX_WAITING = 10_000;

    /** How long an account token from {@code POST /api/v1/login} opens the account. */
    private static final long ACCOUNT_TOKEN_MILLIS = TimeUnit.DAYS.toMillis(30);

    private static final Pattern ACCOUNT_NAME = Pattern.compile("[A-Za-z0-9_.-]{3,32}");
    private static final Pattern SUBMISSION_ID = Pattern.compile("[A-Za-z0-9_-]{8,64}");
    private static final Pattern GAME = Pattern.compile("/api/v1/games/(\\d{1,18})(/[a-z]+)?(?:/(\\d{1,4})/token)?");
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();

    private final GameHost host;
    private final Database db;
    private final ScheduledExecutorService timer;
    private final Executor workers;
    private final Path temp;
    private final int passwordIterations;
    private final Consumer<String> log;
    private final Map<String, Cached> tokens = new ConcurrentHashMap<>();
    private final AtomicInteger waiting = new AtomicInteger();

    /** A token's access, remembered until it expires. */
    private record Cached(Store.Access access, long expiresAt) {
    }

    /**
     * @param host the games
     * @param db the database (accounts and tokens)
     * @param timer ends waiting event requests
     * @param workers answers waiting event requests
     * @param temp a folder for temporary files
     * @param passwordIterations PBKDF2 iterations for new passwords
     * @param log where unexpected failures are written
     */
    public Api(GameHost host, Database db, ScheduledExecutorService timer, Executor workers, Path temp,
            int passwordIterations, Consumer<String> log) {
        this.host = host;
        this.db = db;
        this.timer = timer;
        this.workers = workers;
        this.temp = temp;
        this.passwordIterations = passwordIterations;
        this.log = log;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        try {
            route(request, response, callback);
        } catch (ApiException e) {
            error(response, callback, e);
        } catch (RuntimeException | Error | IOException e) {
            log.accept("unexpected failure in " + request.getMethod() + " " + Request.getPathInContext(request) + ": "
                    + e);
            error(response, callback, new ApiException(500, "internal", "the server failed unexpectedly; the failure"
                    + " is in its log"));
        }
        return true;
    }

    private void route(Request request, Response response, Callback callback) throws ApiException, IOException {
        String path = Request.getPathInContext(request);
        String method = request.getMethod();
        switch (path) {
            case "/api/v1/health" -> {
                allow(method, "GET");
                json(response, callback, 200, Map.of("status", "ok", "schema", Database.schemaVersion()));
                return;
            }
            case "/api/v1/scenarios" -> {
                allow(method, "GET");
                json(response, callback, 200, scenarios());
                return;
            }
            case "/api/v1/accounts" -> {
                allow(method, "POST");
                json(response, callback, 201, createAccount(body(request)));
                return;
            }
            case "/api/v1/login" -> {
                allow(method, "POST");
                json(response, callback, 200, login(body(request)));
                return;
            }
            case "/api/v1/games" -> {
                allow(method, "GET", "POST");
                Store.Access account = account(request);
                if (method.equals("GET")) {
                    json(response, callback, 200, gamesOf(account));
                } else {
                    json(response, callback, 201, createGame(account, body(request)));
                }
                return;
            }
            default -> {
                // games below
            }
        }
        Matcher m = GAME.matcher(path);
        if (!m.matches()) {
            throw new ApiException(404, "not-found", "no such resource: " + path);
        }
        long id = Long.parseLong(m.group(1));
        String part = m.group(2) == null ? "" : m.group(2);
        if (m.group(3) != null) {
            if (!part.equals("/factions")) {
                throw new ApiException(404, "not-found", "no such resource: " + path);
            }
            allow(method, "POST");
            json(response, callback, 200, newFactionToken(account(request), id, Integer.parseInt(m.group(3))));
            return;
        }
        switch (part) {
            case "" -> {
                allow(method, "GET");
                Store.Access access = player(request, id);
                json(response, callback, 200, describe(host.game(id), access.faction()));
            }
            case "/events" -> {
                allow(method, "GET");
                Store.Access access = player(request, id);
                events(request, response, callback, id, access.faction());
            }
            case "/turns" -> {
                allow(method, "POST");
                Store.Access access = player(request, id);
                if (access.faction() < 0) {
                    throw new ApiException(403, "forbidden", "only a faction's token submits its turns");
                }
                json(response, callback, 200, submit(id, access.faction(), body(request)));
            }
            case "/save" -> {
                allow(method, "GET");
                player(request, id);
                Map.Entry<byte[], Integer> save = host.save(id, temp);
                response.getHeaders().put("Hexbench-Submissions", Integer.toString(save.getValue()));
                bytes(response, callback, "application/gzip", save.getKey());
            }
            case "/scenario" -> {
                allow(method, "GET");
                player(request, id);
                ScenarioPackage pack = host.scenarioPackage(id);
                response.getHeaders().put("Hexbench-Package", pack.checksum());
                bytes(response, callback, "application/zip", pack.zip());
            }
            default -> throw new ApiException(404, "not-found", "no such resource: " + path);
        }
    }

    private static void allow(String method, String... methods) throws ApiException {
        for (String m : methods) {
            if (m.equals(method)) {
                return;
            }
        }
        throw new ApiException(405, "method-not-allowed", "use " + String.join(" or ", methods) + " here");
    }

    // ------------------------------------------------------------------ accounts

    private Map<String, Object> createAccount(JsonObject body) throws ApiException {
        String name = string(body, "name");
        String password = string(body, "password");
        if (!ACCOUNT_NAME.matcher(name).matches()) {
            throw new ApiException(400, "bad-request", "an account name has 3 to 32 letters, digits, '.', '_' or '-'");
        }
        if (password.length() < 8 || password.length() > 200) {
            throw new ApiException(400, "bad-request", "a password has 8 to 200 characters");
        }
        Passwords.Stored stored = Passwords.hash(password, passwordIterations);
        boolean created = sql(() -> db.transaction(c -> Store.createAccount(c, name, stored)));
        if (!created) {
            throw new ApiException(409, "account-exists", "the account name '" + name + "' is taken");
        }
        return Map.of("name", name);
    }

    private Map<String, Object> login(JsonObject body) throws ApiException {
        String name = string(body, "name");
        String password = string(body, "password");
        Optional<Store.Account> account = sql(() -> db.transaction(c -> Store.account(c, name)));
        if (account.isEmpty() || password.length() > 200 || !Passwords.matches(password, account.get().password())) {
            throw new ApiException(401, "unauthorized", "wrong account name or password");
        }
        String token = Tokens.create();
        long expires = System.currentTimeMillis() + ACCOUNT_TOKEN_MILLIS;
        sql(() -> db.transaction(c -> {
            Store.addToken(c, Tokens.hash(token), new Store.Access(account.get().id(), -1, -1), expires);
            return null;
        }));
        return Map.of("token", token, "expiresAt", expires);
    }

    private Store.Access access(Request request) throws ApiException {
        String header = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        if (header == null || !header.regionMatches(true, 0, "Bearer ", 0, 7) || header.length() > 200) {
            throw new ApiException(401, "unauthorized", "send a token as 'Authorization: Bearer <token>'");
        }
        String hash = Tokens.hash(header.substring(7).strip());
        long now = System.currentTimeMillis();
        Cached cached = tokens.get(hash);
        if (cached != null && cached.expiresAt() > now) {
            return cached.access();
        }
        Optional<Store.Access> access = sql(() -> db.transaction(c -> Store.access(c, hash, now)));
        if (access.isEmpty()) {
            throw new ApiException(401, "unauthorized", "unknown or expired token");
        }
        tokens.put(hash, new Cached(access.get(), access.get().isAccount() ? now + ACCOUNT_TOKEN_MILLIS / 30
                : Long.MAX_VALUE));
        return access.get();
    }

    private Store.Access account(Request request) throws ApiException {
        Store.Access access = access(request);
        if (!access.isAccount()) {
            throw new ApiException(403, "forbidden", "this needs an account token (POST /api/v1/login), not a"
                    + " faction's");
        }
        return access;
    }

    /** A faction's token of the game, or the account token of the game's creator (who sees it as no faction). */
    private Store.Access player(Request request, long gameId) throws ApiException {
        Store.Access access = access(request);
        if (access.isAccount()) {
            if (host.game(gameId).row().ownerId() != access.accountId()) {
                throw new ApiException(403, "forbidden", "this account did not create game " + gameId);
            }
            return access;
        }
        if (access.gameId() != gameId) {
            throw new ApiException(403, "forbidden", "this token belongs to another game");
        }
        return access;
    }

    // ------------------------------------------------------------------ games

    private Map<String, Object> scenarios() throws ApiException {
        List<Map<String, Object>> list = new ArrayList<>();
        try {
            for (ScenarioLibrary.Entry e : host.library().scenarios(new ArrayList<>()).values()) {
                list.add(Map.of("name", e.name(), "title", e.title(), "factions", e.factions(), "turnSystem",
                        e.turns()));
            }
        } catch (IOException e) {
            throw new ApiException(500, "scenario-folder", "the server's scenario folder cannot be listed");
        }
        return Map.of("scenarios", list);
    }

    private Map<String, Object> createGame(Store.Access account, JsonObject body) throws ApiException {
        String scenario = string(body, "scenario");
        long seed = body.has("seed") ? number(body, "seed") : new java.security.SecureRandom().nextLong();
        int limit = body.has("turnLimit") ? (int) number(body, "turnLimit") : 0;
        GameHost.Created created = host.create(account.accountId(), scenario, seed, limit);
        List<Map<String, Object>> factions = new ArrayList<>();
        for (int f = 0; f < created.tokens().size(); f++) {
            factions.add(Map.of("index", f, "id", created.factionIds().get(f), "name", created.factionNames().get(f),
                    "token", created.tokens().get(f)));
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("id", created.id());
        result.put("scenario", created.scenario());
        result.put("seed", seed);
        result.put("factions", factions);
        return result;
    }

    private Map<String, Object> gamesOf(Store.Access account) throws ApiException {
        List<Store.GameRow> rows = sql(() -> db.transaction(c -> Store.gamesOf(c, account.accountId())));
        List<Map<String, Object>> games = new ArrayList<>();
        for (Store.GameRow r : rows) {
            games.add(Map.of("id", r.id(), "scenario", r.scenario(), "submissions", r.submissions(), "finished",
                    r.finished(), "winner", r.winner()));
        }
        return Map.of("games", games);
    }

    private Map<String, Object> newFactionToken(Store.Access account, long gameId, int faction) throws ApiException {
        if (!account.isAccount()) {
            throw new ApiException(403, "forbidden", "this needs the account token of the game's creator");
        }
        GameHost.LiveGame g = host.game(gameId);
        if (g.row().ownerId() != account.accountId()) {
            throw new ApiException(403, "forbidden", "this account did not create game " + gameId);
        }
        if (faction >= g.row().factions()) {
            throw new ApiException(404, "no-such-faction", "game " + gameId + " has " + g.row().factions()
                    + " factions");
        }
        String token = Tokens.create();
        List<String> old = sql(() -> db.transaction(c -> {
            List<String> removed = Store.removeFactionTokens(c, gameId, faction);
            Store.addToken(c, Tokens.hash(token), new Store.Access(account.accountId(), gameId, faction),
                    Long.MAX_VALUE);
            return removed;
        }));
        old.forEach(tokens::remove);
        return Map.of("index", faction, "token", token);
    }

    private static Map<String, Object> describe(GameHost.LiveGame g, int faction) {
        GameHost.Snapshot s = g.snapshot();
        List<Map<String, Object>> factions = new ArrayList<>();
        for (int f = 0; f < g.factionIds().size(); f++) {
            factions.add(Map.of("index", f, "id", g.factionIds().get(f), "name", g.factionNames().get(f)));
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("id", g.row().id());
        result.put("scenario", g.row().scenario());
        result.put("title", g.title());
        result.put("scenarioFile", g.row().mainFile());
        result.put("packageChecksum", g.row().checksum());
        result.put("seed", g.row().seed());
        result.put("turnLimit", g.row().turnLimit());
        result.put("turnSystem", g.turnSystem());
        result.put("factions", factions);
        result.put("faction", faction);
        result.put("submissions", s.submissions());
        result.put("turn", s.turn());
        result.put("acting", s.acting());
        result.put("stateHash", s.stateHash());
        result.put("finished", s.finished());
        result.put("winner", s.winner());
        return result;
    }

    private Map<String, Object> submit(long gameId, int faction, JsonObject body) throws ApiException {
        int turn = (int) number(body, "turn");
        String submission = string(body, "submission");
        if (!SUBMISSION_ID.matcher(submission).matches()) {
            throw new ApiException(400, "bad-request", "'submission' is the client's token for this turn: 8 to 64"
                    + " letters, digits, '_' or '-'");
        }
        JsonElement array = body.get("commands");
        if (array == null || !array.isJsonArray()) {
            throw new ApiException(400, "bad-request", "'commands' is a list of orders in the engine's command text");
        }
        List<String> commands = new ArrayList<>();
        for (JsonElement e : array.getAsJsonArray()) {
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
                throw new ApiException(400, "bad-request", "every order is a string");
            }
            commands.add(e.getAsString());
        }
        GameHost.Submitted s = host.submit(gameId, faction, turn, submission, commands);
        Map<String, Object> result = new LinkedHashMap<>(event(s.row()));
        result.put("repeated", s.repeated());
        result.put("finished", s.snapshot().finished());
        result.put("winner", s.snapshot().winner());
        result.put("nextTurn", s.snapshot().turn());
        result.put("acting", s.snapshot().acting());
        return result;
    }

    private static Map<String, Object> event(Store.SubmissionRow row) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("seq", row.seq());
        event.put("turn", row.turn());
        event.put("faction", row.faction());
        event.put("submission", row.submissionId());
        event.put("commands", row.commands());
        event.put("stateHash", row.stateHash());
        return event;
    }

    // ------------------------------------------------------------------ events (long polls)

    private void events(Request request, Response response, Callback callback, long gameId, int viewer)
            throws ApiException {
        Fields query = Request.extractQueryParameters(request);
        int after = (int) Math.min(Integer.MAX_VALUE, parameter(query, "after", 0));
        int wait = (int) Math.min(MAX_WAIT_SECONDS, parameter(query, "wait", 0));
        GameHost.LiveGame g = host.game(gameId);
        Map<String, Object> now = events(g, after, viewer);
        if (wait <= 0 || !((List<?>) now.get("events")).isEmpty() || g.snapshot().finished()) {
            json(response, callback, 200, now);
            return;
        }
        if (waiting.incrementAndGet() > MAX_WAITING) {
            waiting.decrementAndGet();
            json(response, callback, 200, now);
            return;
        }
        new Poll(g, after, viewer, System.nanoTime() + TimeUnit.SECONDS.toNanos(wait), response, callback).park(
                g.snapshot().submissions());
    }

    /**
     * A waiting event request: parked until the game has a submission the viewer may see or the time is up, then
     * answered once. A submission the viewer may not see yet (another faction's secret directives) parks it again.
     */
    private final class Poll implements Runnable {

        private final GameHost.LiveGame game;
        private final int after;
        private final int viewer;
        private final long deadline;
        private final Response response;
        private final Callback callback;
        private final AtomicBoolean answered = new AtomicBoolean();
        private volatile int seen;

        Poll(GameHost.LiveGame game, int after, int viewer, long deadline, Response response, Callback callback) {
            this.game = game;
            this.after = after;
            this.viewer = viewer;
            this.deadline = deadline;
            this.response = response;
            this.callback = callback;
        }

        void park(int submissions) {
            seen = submissions;
            if (game.await(submissions, this)) {
                long left = deadline - System.nanoTime();
                timer.schedule(() -> {
                    if (game.stopWaiting(this)) {
                        workers.execute(this::answer);
                    }
                }, Math.max(0, left), TimeUnit.NANOSECONDS);
            }
        }

        /** Woken by a new submission (or at once when it came before parking). */
        @Override
        public void run() {
            try {
                Map<String, Object> now = events(game, after, viewer);
                if (((List<?>) now.get("events")).isEmpty() && !game.snapshot().finished()
                        && deadline - System.nanoTime() > 0 && game.snapshot().submissions() > seen) {
                    park(game.snapshot().submissions());
                    return;
                }
                answer(now);
            } catch (ApiException e) {
                finish(e);
            }
        }

        private void answer() {
            try {
                answer(events(game, after, viewer));
            } catch (ApiException e) {
                finish(e);
            }
        }

        private void answer(Map<String, Object> body) {
            if (answered.compareAndSet(false, true)) {
                waiting.decrementAndGet();
                json(response, callback, 200, body);
            }
        }

        private void finish(ApiException e) {
            if (answered.compareAndSet(false, true)) {
                waiting.decrementAndGet();
                error(response, callback, e);
            }
        }
    }

    private Map<String, Object> events(GameHost.LiveGame g, int after, int viewer) throws ApiException {
        List<Map<String, Object>> events = new ArrayList<>();
        for (Store.SubmissionRow row : host.submissions(g.row().id(), after, 200)) {
            if (!g.visible(row, viewer)) {
                break;
            }
            events.add(event(row));
        }
        GameHost.Snapshot s = g.snapshot();
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("events", events);
        result.put("submissions", s.submissions());
        result.put("turn", s.turn());
        result.put("acting", s.acting());
        result.put("finished", s.finished());
        result.put("winner", s.winner());
        return result;
    }

    private static long parameter(Fields query, String name, long otherwise) throws ApiException {
        String value = query.getValue(name);
        if (value == null) {
            return otherwise;
        }
        try {
            long n = Long.parseLong(value);
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new ApiException(400, "bad-request", "'" + name + "' is a number of at least 0");
        }
    }

    // ------------------------------------------------------------------ bodies and answers

    private static JsonObject body(Request request) throws ApiException, IOException {
        byte[] bytes;
        try (InputStream in = Content.Source.asInputStream(request)) {
            if (request.getLength() > MAX_BODY) {
                tooLarge(in);
            }
            bytes = in.readNBytes(MAX_BODY + 1);
            if (bytes.length > MAX_BODY) {
                tooLarge(in);
            }
        }
        try {
            JsonElement json = JsonParser.parseString(new String(bytes, StandardCharsets.UTF_8));
            if (!json.isJsonObject()) {
                throw new ApiException(400, "bad-request", "the body is a JSON object");
            }
            return json.getAsJsonObject();
        } catch (JsonParseException | IllegalStateException e) {
            throw new ApiException(400, "bad-request", "the body is not well-formed JSON");
        }
    }

    /**
     * Refuses a body that is too large, after reading and dropping up to 1 MiB more of it, so that a client that
     * sends a moderately large body reads the refusal instead of a reset connection; beyond that the connection
     * closes.
     */
    private static void tooLarge(InputStream in) throws ApiException, IOException {
        long dropped = 0;
        byte[] sink = new byte[8192];
        for (int n = in.read(sink); n > 0 && dropped < (1 << 20); n = in.read(sink)) {
            dropped += n;
        }
        throw new ApiException(413, "too-large", "a request body has at most " + MAX_BODY + " bytes");
    }

    private static String string(JsonObject body, String name) throws ApiException {
        JsonElement e = body.get(name);
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new ApiException(400, "bad-request", "'" + name + "' is a string and is required");
        }
        return e.getAsString();
    }

    private static long number(JsonObject body, String name) throws ApiException {
        JsonElement e = body.get(name);
        try {
            if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
                throw new NumberFormatException();
            }
            return Long.parseLong(e.getAsJsonPrimitive().getAsString());
        } catch (NumberFormatException x) {
            throw new ApiException(400, "bad-request", "'" + name + "' is a whole number and is required");
        }
    }

    private static void json(Response response, Callback callback, int status, Object value) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        Content.Sink.write(response, true, GSON.toJson(value), callback);
    }

    private static void bytes(Response response, Callback callback, String type, byte[] bytes) {
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }

    /**
     * Writes an error answer.
     *
     * @param response the response
     * @param callback completed when written
     * @param e the refusal
     */
    static void error(Response response, Callback callback, ApiException e) {
        if (response.isCommitted()) {
            callback.failed(new IOException(e.getMessage()));
            return;
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", e.code());
        body.put("message", e.getMessage());
        if (e.details() instanceof Map<?, ?> details) {
            details.forEach((k, v) -> body.put(String.valueOf(k), v));
        }
        if (e.status() == 401) {
            response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer");
        }
        json(response, callback, e.status(), body);
    }

    /**
     * @param status an HTTP status Jetty answers by itself (a malformed request, a header too large)
     * @param message Jetty's words for it, or {@code null}
     * @return the JSON error body for it, without any detail of the failure's cause
     */
    static String errorBody(int status, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", status == 404 ? "not-found" : status < 500 ? "bad-request" : "internal");
        body.put("message", message == null || message.isBlank() ? "HTTP status " + status : message);
        return GSON.toJson(body);
    }

    private static <T> T sql(GameHostSql<T> work) throws ApiException {
        try {
            return work.run();
        } catch (SQLException e) {
            throw new ApiException(503, "storage-failed", "the database failed (" + e.getSQLState() + "); try again");
        }
    }

    /** Database work of one request. */
    @FunctionalInterface
    private interface GameHostSql<T> {

        T run() throws SQLException;
    }

    /** @return the number of event requests waiting now */
    public int waiting() {
        return waiting.get();
    }
}
