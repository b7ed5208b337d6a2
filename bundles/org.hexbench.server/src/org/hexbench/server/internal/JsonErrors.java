package org.hexbench.server.internal;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Answers the errors Jetty produces by itself (a malformed request line, headers that are too large, a failure
 * before the API saw the request) as the API's JSON error body, never as an HTML page and never with a stack trace.
 */
public final class JsonErrors extends ErrorHandler {

    /** Creates the handler, stack traces off. */
    public JsonErrors() {
        setShowStacks(false);
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
            Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        Content.Sink.write(response, true, Api.errorBody(code, message), callback);
    }
}
