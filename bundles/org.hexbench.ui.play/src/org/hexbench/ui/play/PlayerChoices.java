package org.hexbench.ui.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.hexbench.ai.ComputerPlayerKind;
import org.hexbench.ai.PlayerOption;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.play.Seat;

/**
 * Who plays each faction (Hexkit User's Guide §2.2 Managing Players: a person or a computer player per faction, and
 * §9.3.4: a computer player's options), asked the same way wherever players are chosen: the New Game dialog, Player
 * Setup, the Balance Report. Each faction gets a radio button for a person (where people may play) and one for every
 * kind the {@link PlayerRegistry} offers, so kinds added to the registry appear without changes here; below them the
 * chosen kind's options, as a check box for an option whose default is {@code true} or {@code false}, a spinner for a
 * whole number, and a text field otherwise, each with the option's description as its tooltip.
 *
 * <p>Test ids: the radio buttons {@code <prefix>.seat.<faction>.<human | kind name>}, the option fields {@code
 * <prefix>.seat.<faction>.<kind name>.<option name>}.
 */
public final class PlayerChoices {

    /** The largest number a whole-number option's spinner offers. */
    public static final int MAX_NUMBER = 1_000_000;

    private static final String HUMAN = "human";

    private final List<String> factions;
    private final List<Faction> rows = new ArrayList<>();

    /** One faction's radio buttons and option fields. */
    private static final class Faction {
        final Map<String, Button> kinds = new LinkedHashMap<>();
        final Map<String, Composite> optionPanels = new LinkedHashMap<>();
        final Map<String, Map<String, Control>> options = new LinkedHashMap<>();
    }

    /**
     * Creates the group.
     *
     * @param parent a composite with a two-column grid layout (the group spans both columns)
     * @param factions the faction names, in faction order
     * @param initial the seat each faction starts with (a person's seat starts on the first computer player where
     *        people may not play)
     * @param humans whether a person may play a faction
     * @param idPrefix the prefix of the controls' test ids
     */
    public PlayerChoices(Composite parent, List<String> factions, List<Seat> initial, boolean humans, String idPrefix) {
        this.factions = List.copyOf(factions);
        Group group = new Group(parent, SWT.NONE);
        group.setText("Players");
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        for (int f = 0; f < factions.size(); f++) {
            Faction row = new Faction();
            rows.add(row);
            Label name = new Label(group, SWT.NONE);
            name.setText(factions.get(f));
            name.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
            Composite right = new Composite(group, SWT.NONE);
            GridLayout rightLayout = new GridLayout(1, false);
            rightLayout.marginHeight = 0;
            right.setLayout(rightLayout);
            Composite radios = new Composite(right, SWT.NONE);
            GridLayout radioLayout = new GridLayout(PlayerRegistry.kinds().size() + (humans ? 1 : 0), false);
            radioLayout.marginWidth = 0;
            radioLayout.marginHeight = 0;
            radios.setLayout(radioLayout);
            String prefix = idPrefix + ".seat." + f;
            if (humans) {
                row.kinds.put(HUMAN, radio(radios, Seat.HUMAN.label(), "A person gives this faction's orders",
                        prefix + "." + HUMAN));
            }
            for (ComputerPlayerKind kind : PlayerRegistry.kinds()) {
                row.kinds.put(kind.name(), radio(radios, kind.label(), kind.description(), prefix + "." + kind.name()));
                if (!kind.options().isEmpty()) {
                    Composite panel = new Composite(right, SWT.NONE);
                    panel.setLayout(new GridLayout(2, false));
                    panel.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
                    Map<String, Control> fields = new LinkedHashMap<>();
                    for (PlayerOption option : kind.options()) {
                        fields.put(option.name(), optionField(panel, option, prefix + "." + kind.name() + "." + option.name()));
                    }
                    row.optionPanels.put(kind.name(), panel);
                    row.options.put(kind.name(), fields);
                }
            }
            Seat seat = initial.get(f);
            String chosen = seat.isComputer() ? seat.player().name() : humans ? HUMAN : PlayerRegistry.names().get(0);
            row.kinds.get(chosen).setSelection(true);
            if (seat.isComputer()) {
                show(row.options.getOrDefault(chosen, Map.of()), PlayerRegistry.complete(seat.player()).options());
            }
            for (Button b : row.kinds.values()) {
                b.addListener(SWT.Selection, e -> showOptions(row, true));
            }
            showOptions(row, false);
        }
    }

    private static Button radio(Composite parent, String text, String tooltip, String id) {
        Button b = new Button(parent, SWT.RADIO);
        b.setText(text);
        b.setToolTipText(tooltip);
        b.setData("org.hexbench.id", id);
        return b;
    }

    /** The field of one option: a check box, a spinner or a text field, chosen by the option's default value. */
    private static Control optionField(Composite panel, PlayerOption option, String id) {
        String value = option.defaultValue().strip();
        Control field;
        if (isBoolean(value)) {
            Button check = new Button(panel, SWT.CHECK);
            check.setText(option.name());
            check.setSelection(Boolean.parseBoolean(value));
            check.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
            field = check;
        } else {
            new Label(panel, SWT.NONE).setText(option.name() + ":");
            Integer number = wholeNumber(value);
            if (number != null) {
                Spinner spinner = new Spinner(panel, SWT.BORDER);
                spinner.setValues(number, Math.min(0, number), MAX_NUMBER, 0, 1, 10);
                GridData data = new GridData(SWT.LEFT, SWT.CENTER, false, false);
                data.widthHint = 100;
                spinner.setLayoutData(data);
                field = spinner;
            } else {
                Text text = new Text(panel, SWT.BORDER);
                text.setText(value);
                GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
                data.widthHint = 100;
                text.setLayoutData(data);
                field = text;
            }
        }
        field.setToolTipText(option.description() + " (default " + option.defaultValue() + ")");
        field.setData("org.hexbench.id", id);
        return field;
    }

    private static boolean isBoolean(String value) {
        return value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false");
    }

    private static Integer wholeNumber(String value) {
        try {
            int n = Integer.parseInt(value);
            return Math.abs(n) <= MAX_NUMBER ? n : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static void show(Map<String, Control> fields, Map<String, String> values) {
        values.forEach((name, value) -> {
            Control field = fields.get(name);
            if (field instanceof Button check) {
                check.setSelection(Boolean.parseBoolean(value.strip()));
            } else if (field instanceof Spinner spinner && wholeNumber(value.strip()) != null) {
                spinner.setSelection(wholeNumber(value.strip()));
            } else if (field instanceof Text text) {
                text.setText(value);
            }
        });
    }

    private static String valueOf(Control field) {
        if (field instanceof Button check) {
            return Boolean.toString(check.getSelection());
        }
        if (field instanceof Spinner spinner) {
            return Integer.toString(spinner.getSelection());
        }
        return ((Text) field).getText().strip();
    }

    /** Shows the option panel of the chosen kind only; grows the shell when it needs more room. */
    private void showOptions(Faction row, boolean resize) {
        String chosen = chosenKind(row);
        for (var panel : row.optionPanels.entrySet()) {
            boolean visible = panel.getKey().equals(chosen);
            panel.getValue().setVisible(visible);
            ((GridData) panel.getValue().getLayoutData()).exclude = !visible;
        }
        if (resize && !row.kinds.isEmpty()) {
            Shell shell = row.kinds.values().iterator().next().getShell();
            shell.layout(true, true);
            org.eclipse.swt.graphics.Point wanted = shell.computeSize(SWT.DEFAULT, SWT.DEFAULT);
            org.eclipse.swt.graphics.Point now = shell.getSize();
            if (wanted.x > now.x || wanted.y > now.y) {
                shell.setSize(Math.max(wanted.x, now.x), Math.max(wanted.y, now.y));
            }
        }
    }

    private static String chosenKind(Faction row) {
        for (var k : row.kinds.entrySet()) {
            if (k.getValue().getSelection()) {
                return k.getKey();
            }
        }
        return row.kinds.keySet().iterator().next();
    }

    /**
     * @return the chosen seat of every faction, in faction order: options left at their defaults are not written, so
     *         a kind with its defaults is the registry's seat of that kind
     * @throws IllegalArgumentException if an option's value is not one its kind takes, naming the faction, the option
     *         and why ({@link #problem()} says it without throwing)
     */
    public List<Seat> seats() {
        List<Seat> seats = new ArrayList<>();
        for (int f = 0; f < rows.size(); f++) {
            Faction row = rows.get(f);
            String kind = chosenKind(row);
            if (kind.equals(HUMAN)) {
                seats.add(Seat.HUMAN);
                continue;
            }
            Map<String, String> options = new LinkedHashMap<>();
            for (PlayerOption option : PlayerRegistry.kind(kind).options()) {
                String value = valueOf(row.options.get(kind).get(option.name()));
                if (!value.equalsIgnoreCase(option.defaultValue().strip())) {
                    options.put(option.name(), value);
                }
            }
            PlayerSpec spec = new PlayerSpec(kind, options);
            try {
                PlayerRegistry.create(spec, 0, f);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(factions.get(f) + ": " + e.getMessage(), e);
            }
            seats.add(Seat.computer(spec));
        }
        return seats;
    }

    /** @return what is wrong with the chosen options, in words, or {@code null} when every choice is valid */
    public String problem() {
        try {
            seats();
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /**
     * @param factions a scenario's factions, in faction order
     * @return their names (the id where a faction has no name), as the choices label them
     */
    public static List<String> namesOf(List<? extends org.hexbench.scenario.Faction> factions) {
        return factions.stream().map(f -> f.getName() != null ? f.getName() : f.getId()).toList();
    }

    /**
     * @param value a stored seat ({@link Seat#settingValue()})
     * @return the seat, or {@code null} if the registry no longer has that player or option
     */
    public static Seat storedSeat(String value) {
        try {
            return Seat.ofSetting(value);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
