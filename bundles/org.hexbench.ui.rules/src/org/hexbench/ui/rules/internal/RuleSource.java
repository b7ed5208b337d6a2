package org.hexbench.ui.rules.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResource;

/**
 * The parsed model of one open rule file, kept in step with its editor's text. Xtext resources are not thread-safe,
 * so every reader goes through {@link #read}, which first brings the resource up to the given text with Xtext's
 * partial parser (only the changed region is reparsed, so typing in a 5,000-rule file stays cheap) and then runs
 * the reader under this source's lock. Readers run on background threads (reconciler, content assist, hover), never
 * on the UI thread where they could be slow.
 */
public final class RuleSource {

    private final ReentrantLock lock = new ReentrantLock();
    private final AtomicInteger wanted = new AtomicInteger();
    private final URI uri;
    private XtextResource resource;
    private String text;

    /** @param uri the rule file's {@code file:} URI, against which its scenario path is resolved */
    public RuleSource(URI uri) {
        this.uri = uri;
    }

    /** @return the rule file's URI */
    public URI uri() {
        return uri;
    }

    /**
     * Runs a reader on the resource parsed from {@code current}.
     *
     * @param current the editor's text now
     * @param reader what to compute from the resource
     * @return the reader's result
     */
    public <T> T read(String current, Function<XtextResource, T> reader) {
        lock.lock();
        return readLocked(current, reader);
    }

    /**
     * Like {@link #read}, for a person waiting (F3, Ctrl+1, Ctrl+click, completion, hover): a background check
     * holding the model sees {@link #isWanted()} and gives way, so the wait is a parse step rather than a whole
     * validation of a large file.
     *
     * @param current the editor's text now
     * @param reader what to compute from the resource
     * @return the reader's result
     */
    public <T> T readNow(String current, Function<XtextResource, T> reader) {
        wanted.incrementAndGet();
        try {
            lock.lock();
        } finally {
            wanted.decrementAndGet();
        }
        return readLocked(current, reader);
    }

    /** Runs a reader with the lock already taken, and releases it. */
    private <T> T readLocked(String current, Function<XtextResource, T> reader) {
        try {
            bringUpTo(current);
            return reader.apply(resource);
        } finally {
            lock.unlock();
        }
    }

    /** @return whether someone waits in {@link #readNow} */
    public boolean isWanted() {
        return wanted.get() > 0;
    }

    private void bringUpTo(String current) {
        if (resource == null) {
            resource = RuleLanguage.parse(uri, current);
            text = current;
            return;
        }
        if (current.equals(text)) {
            return;
        }
        TextChange change = TextChange.between(text, current);
        resource.update(change.offset(), change.replacedLength(), change.text());
        text = current;
    }

    /**
     * The scenario (or another file the rules link into) changed on disk: forget the loaded copy and relink the rules
     * against the new one when next read.
     */
    public void dependencyChanged() {
        lock.lock();
        try {
            if (resource == null) {
                return;
            }
            List<Resource> others = new ArrayList<>(resource.getResourceSet().getResources());
            others.remove(resource);
            for (Resource other : others) {
                other.unload();
                resource.getResourceSet().getResources().remove(other);
            }
            try {
                resource.reparse(text);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        } finally {
            lock.unlock();
        }
    }
}
