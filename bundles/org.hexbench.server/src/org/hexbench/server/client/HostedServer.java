package org.hexbench.server.client;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game server's HTTP API as Java calls (the JDK's {@link HttpClient}; JSON by Gson): accounts, games, turn
 * submissions, events, saves and scenario packages. Each call is one request; a refusal is a
 * {@link HostedException} with the server's error code and message, a failure to reach the server a plain
 * {@link IOException}. Answers are read up to a size limit, so a hostile server cannot fill the client's memory.
 * Thread-safe.
 */
public final class HostedServer {

    private static final Gson GSON = new Gson();
    private static final long MAX_JSON = 16L << 20;
    private static final long MAX_SAVE = 64L << 20;

    private final URI base;
    private final HttpClient http;

    /**
     * @param base the server's address, e.g. {@code http://127.0.0.1:8080/}
     */
    public HostedServer(URI base) {
        String text = base.toString();
        this.base = URI.create(text.endsWith("/") ? text : text + "/");
        if (!"http".equals(this.base.getScheme()) && !"https".equals(this.base.getScheme())) {
            throw new IllegalArgumentException("a game server's address starts with http:// or https://");
        }
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    /** @return the server's address */
    public URI base() {
        return base;
    }

    /**
     * Creates an account.
     *
     * @param name 3 to 32 letters, digits, {@code . _ -}
     * @param password 8 to 200 characters
     * @throws IOException if the server refuses (e.g. the name is taken) or cannot be reached
     */
    public void createAccount(String name, String password) throws IOException {
        send("POST", "api/v1/accounts", null, Map.of("name", name, "password", password), MAX_JSON);
    }

    /**
     * Logs in.
     *
     * @param name the account's name
     * @param password its password
     * @return an account token (for creating games and issuing faction tokens)
     * @throws IOException if the name or password is wrong, or the server cannot be reached
     */
    public String login(String name, String password) throws IOException {
        return json(send("POST", "api/v1/login", null, Map.of("name", name, "password", password), MAX_JSON))
                .get("token").getAsString();
    }

    /**
     * @return the scenarios the server offers
     * @throws IOException if the server cannot be reached
     */
    public List<Hosted.ScenarioInfo> scenarios() throws IOException {
        JsonObject o = json(send("GET", "api/v1/scenarios", null, null, MAX_JSON));
        return List.of(GSON.fromJson(o.get("scenarios"), Hosted.ScenarioInfo[].class));
    }

    /**
     * Creates a game.
     *
     * @param accountToken the creator's account token
     * @param scenario a scenario name {@link #scenarios()} lists
     * @param seed the game's seed, or {@code null} for a random one
     * @param turnLimit the turn limit, 0 for the scenario's
     * @return the game and one token per faction (hand each to the faction's player)
     * @throws IOException if the server refuses or cannot be reached
     */
    public Hosted.NewGame createGame(String accountToken, String scenario, Long seed, int turnLimit) throws IOException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("scenario", scenario);
        if (seed != null) {
            body.put("seed", seed);
        }
        body.put("turnLimit", turnLimit);
        return GSON.fromJson(send("POST", "api/v1/games", accountToken, body, MAX_JSON), Hosted.NewGame.class);
    }

    /**
     * Issues a new token for a faction; its old tokens stop working.
     *
     * @param gameId the game
     * @param accountToken the game creator's account token
     * @param faction the faction
     * @return the new token
     * @throws IOException if the server refuses or cannot be reached
     */
    public String newFactionToken(long gameId, String accountToken, int faction) throws IOException {
        return json(send("POST", "api/v1/games/" + gameId + "/factions/" + faction + "/token", accountToken, Map.of(),
                MAX_JSON)).get("token").getAsString();
    }

    /**
     * @param gameId the game
     * @param token a faction's token (or the creator's account token)
     * @return the game as that player sees it
     * @throws IOException if the server refuses or cannot be reached
     */
    public Hosted.GameInfo game(long gameId, String token) throws IOException {
        return GSON.fromJson(send("GET", "api/v1/games/" + gameId, token, null, MAX_JSON), Hosted.GameInfo.class);
    }

    /**
     * Asks for the submissions after a given one, waiting up to {@code waitSeconds} for one to arrive (a long poll;
     * the server waits at most 25 s).
     *
     * @param gameId the game
     * @param token a faction's token
     * @param after the submissions the client has
     * @param waitSeconds how long the server may wait for news, 0 to answer at once
     * @return the events
     * @throws IOException if the server refuses or cannot be reached
     */
    public Hosted.Events events(long gameId, String token, int after, int waitSeconds) throws IOException {
        return GSON.fromJson(send("GET", "api/v1/games/" + gameId + "/events?after=" + after + "&wait=" + waitSeconds,
                token, null, MAX_JSON), Hosted.Events.class);
    }

    /**
     * Submits a faction's turn: its orders, then the end of its turn. Sending the same submission again (same client
     * token) is answered with the stored one and changes nothing, so a client that lost an answer sends it again.
     *
     * @param gameId the game
     * @param token the faction's token
     * @param orders the turn (its faction must be the token's)
     * @param submissionId the client's token for this submission (8 to 64 of {@code A-Z a-z 0-9 _ -})
     * @return the stored submission
     * @throws IOException if the server refuses it (not the faction's turn, an illegal order with the engine's reason
     *         and its index) or cannot be reached
     */
    public Hosted.Submitted submit(long gameId, String token, TurnOrders orders, String submissionId)
            throws IOException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("turn", orders.turn());
        body.put("submission", submissionId);
        body.put("commands", orders.commands());
        return GSON.fromJson(send("POST", "api/v1/games/" + gameId + "/turns", token, body, MAX_JSON),
                Hosted.Submitted.class);
    }

    /**
     * @param gameId the game
     * @param token a faction's token
     * @return the game so far in the engine's save format
     * @throws IOException if the server refuses or cannot be reached
     */
    public Hosted.Save save(long gameId, String token) throws IOException {
        HttpResponse<InputStream> response = exchange("GET", "api/v1/games/" + gameId + "/save", token, null);
        byte[] bytes = body(response, MAX_SAVE);
        int submissions = Integer.parseInt(response.headers().firstValue("Hexbench-Submissions").orElse("-1"));
        return new Hosted.Save(bytes, submissions);
    }

    /**
     * @param gameId the game
     * @param token a faction's token
     * @return the scenario files the game is played by (checked when unpacked)
     * @throws IOException if the server refuses or cannot be reached
     */
    public ScenarioPackage scenarioPackage(long gameId, String token) throws IOException {
        HttpResponse<InputStream> response = exchange("GET", "api/v1/games/" + gameId + "/scenario", token, null);
        byte[] bytes = body(response, ScenarioPackage.MAX_BYTES * 2);
        return new ScenarioPackage(response.headers().firstValue("Hexbench-Package").orElse(""), bytes);
    }

    // ------------------------------------------------------------------ requests

    private JsonElement send(String method, String path, String token, Object body, long limit) throws IOException {
        byte[] bytes = body(exchange(method, path, token, body), limit);
        try {
            return JsonParser.parseString(new String(bytes, StandardCharsets.UTF_8));
        } catch (JsonParseException e) {
            throw new IOException(base + path + ": the server's answer is not JSON", e);
        }
    }

    private static JsonObject json(JsonElement e) throws IOException {
        if (!e.isJsonObject()) {
            throw new IOException("the server's answer is not a JSON object");
        }
        return e.getAsJsonObject();
    }

    private HttpResponse<InputStream> exchange(String method, String path, String token, Object body)
            throws IOException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(60))
                .header("Accept", "application/json");
        if (token != null) {
            if (token.isBlank() || token.chars().anyMatch(ch -> ch < 0x21 || ch > 0x7e)) {
                throw new HostedException(401, "unauthorized", "a token is printable text without spaces", -1);
            }
            request.header("Authorization", "Bearer " + token);
        }
        if (body != null) {
            request.header("Content-Type", "application/json; charset=utf-8");
            request.method(method, HttpRequest.BodyPublishers.ofString(GSON.toJson(body)));
        } else {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        }
        HttpResponse<InputStream> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while talking to " + base, e);
        }
        if (response.statusCode() >= 300) {
            String text;
            try (InputStream in = response.body()) {
                text = new String(in.readNBytes(64 * 1024), StandardCharsets.UTF_8);
            }
            String code = "http-" + response.statusCode();
            String message = base + path + " answered HTTP " + response.statusCode();
            int index = -1;
            try {
                JsonObject error = JsonParser.parseString(text).getAsJsonObject();
                code = error.get("error").getAsString();
                message = error.get("message").getAsString();
                index = error.has("index") ? error.get("index").getAsInt() : -1;
            } catch (RuntimeException e) {
                // not the server's error body: keep the status
            }
            throw new HostedException(response.statusCode(), code, message, index);
        }
        return response;
    }

    private static byte[] body(HttpResponse<InputStream> response, long limit) throws IOException {
        try (InputStream in = response.body()) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
            if (bytes.length > limit) {
                throw new IOException("the server's answer is larger than " + limit + " bytes");
            }
            return bytes;
        }
    }
}
