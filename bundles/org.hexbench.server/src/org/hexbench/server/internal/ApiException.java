package org.hexbench.server.internal;

/**
 * A request the server refuses, with the HTTP status, a stable error code for programs and a sentence for people
 * (the body {@code {"error": code, "message": words}}); never a stack trace.
 */
public final class ApiException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;
    private final transient Object details;

    /**
     * @param status the HTTP status
     * @param code the error code, e.g. {@code not-your-turn}
     * @param message what is wrong, in words
     */
    public ApiException(int status, String code, String message) {
        this(status, code, message, null);
    }

    /**
     * @param status the HTTP status
     * @param code the error code
     * @param message what is wrong, in words
     * @param details more fields for the error body (e.g. the index of an illegal command), or {@code null}
     */
    public ApiException(int status, String code, String message, Object details) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.details = details;
    }

    /** @return the HTTP status */
    public int status() {
        return status;
    }

    /** @return the error code */
    public String code() {
        return code;
    }

    /** @return more fields for the error body, or {@code null} */
    public Object details() {
        return details;
    }
}
