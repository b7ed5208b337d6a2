package org.hexbench.server.client;

import java.io.IOException;

/**
 * A hosted game server's refusal: the HTTP status, the server's error code (e.g. {@code not-your-turn},
 * {@code illegal-command}, {@code unauthorized}) and its message. A failure to reach the server at all is a plain
 * {@link IOException} instead, which a client may retry; a refusal repeats when the request is sent again.
 */
public final class HostedException extends IOException {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final int index;

    /**
     * @param status the HTTP status
     * @param code the server's error code
     * @param message the server's message
     * @param index for an illegal order, its index in the turn; else -1
     */
    public HostedException(int status, String code, String message, int index) {
        super(message);
        this.status = status;
        this.code = code;
        this.index = index;
    }

    /** @return the HTTP status */
    public int status() {
        return status;
    }

    /** @return the server's error code */
    public String code() {
        return code;
    }

    /** @return the index of the refused order in its turn, or -1 */
    public int index() {
        return index;
    }
}
