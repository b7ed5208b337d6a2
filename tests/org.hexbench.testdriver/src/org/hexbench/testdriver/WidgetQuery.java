package org.hexbench.testdriver;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

import org.eclipse.swt.widgets.Widget;

/**
 * What a test looks for: a widget of some type, narrowed by text, tooltip, {@code setData} id or any predicate.
 * Immutable; each {@code with...} returns a narrower query. Matching reads widget state and so runs on the UI
 * thread; {@link UiDriver} takes care of that.
 *
 * @param <W> the widget type searched for
 */
public final class WidgetQuery<W extends Widget> {

    private final Class<W> type;
    private final List<Predicate<W>> tests;
    private final List<String> descriptions;

    private WidgetQuery(Class<W> type, List<Predicate<W>> tests, List<String> descriptions) {
        this.type = type;
        this.tests = tests;
        this.descriptions = descriptions;
    }

    /** Any widget of the given type (subclasses included). */
    public static <W extends Widget> WidgetQuery<W> of(Class<W> type) {
        return new WidgetQuery<>(Objects.requireNonNull(type, "type"), List.of(), List.of());
    }

    /** Narrows to widgets whose visible text, without mnemonic '&' and accelerator, equals {@code text}. */
    public WidgetQuery<W> withText(String text) {
        return where("text '" + text + "'", w -> text.equals(WidgetText.textOf(w)));
    }

    /** Narrows to widgets whose visible text contains {@code part}. */
    public WidgetQuery<W> withTextContaining(String part) {
        return where("text containing '" + part + "'", w -> {
            String text = WidgetText.textOf(w);
            return text != null && text.contains(part);
        });
    }

    /** Narrows to widgets whose tooltip equals {@code tooltip}. */
    public WidgetQuery<W> withTooltip(String tooltip) {
        return where("tooltip '" + tooltip + "'", w -> tooltip.equals(WidgetText.tooltipOf(w)));
    }

    /** Narrows to widgets tagged with {@code widget.setData(UiDriver.ID_KEY, id)}. */
    public WidgetQuery<W> withId(String id) {
        return where("id '" + id + "'", w -> id.equals(w.getData(UiDriver.ID_KEY)));
    }

    /** Narrows by any predicate, described for failure messages. */
    public WidgetQuery<W> where(String description, Predicate<W> test) {
        List<Predicate<W>> moreTests = new ArrayList<>(tests);
        moreTests.add(test);
        List<String> moreDescriptions = new ArrayList<>(descriptions);
        moreDescriptions.add(description);
        return new WidgetQuery<>(type, List.copyOf(moreTests), List.copyOf(moreDescriptions));
    }

    /** The widget type searched for. */
    public Class<W> type() {
        return type;
    }

    /** True when {@code widget} is alive, of the type and passes every test. Call on the UI thread. */
    public boolean matches(Widget widget) {
        if (widget.isDisposed() || !type.isInstance(widget)) {
            return false;
        }
        W candidate = type.cast(widget);
        return tests.stream().allMatch(t -> t.test(candidate));
    }

    /** E.g. "Button with text 'OK' and id 'ok'", for failure messages. */
    @Override
    public String toString() {
        String name = type.getSimpleName();
        return descriptions.isEmpty() ? "any " + name : name + " with " + String.join(" and ", descriptions);
    }
}
