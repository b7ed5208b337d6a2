package org.hexbench.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.world.Entity;

/**
 * What a game map does with the mouse, without drawing anything (Hexkit User's Guide §2.3 The Game Map, §2.7
 * Commands): a click selects a site and the person's units on it; the selected units' move targets and attack
 * targets (the turn system's) are highlighted; hovering over a move target previews the A* path; a right click on a
 * target orders Move or Attack with the selected units (Attack when the site is an attack target, else Move). A
 * graphical map view binds its selection, highlight sets and path overlay to this. Not thread-safe: use it on one
 * thread (the display thread).
 */
public final class MapInteraction {

    /**
     * What the map highlights.
     *
     * @param selectedSite the selected site, or -1
     * @param selectedUnits the selected units (the person's units on the selected site)
     * @param moveTargets the sites the selected units can move to, ascending
     * @param attackTargets the sites they can attack, ascending
     * @param path the previewed path to the hovered site (source first), empty for none
     * @param placeTargets while an entity is being placed ({@link #beginPlacing}), the sites the rules let it be
     *        placed on, ascending; else empty
     */
    public record Highlights(int selectedSite, List<Integer> selectedUnits, int[] moveTargets, int[] attackTargets,
            int[] path, int[] placeTargets) {
    }

    private final GameSession session;
    private int selectedSite = -1;
    private List<Integer> selectedUnits = List.of();
    private boolean narrowed;
    private int placing = -1;
    private String previewKey = "";
    private Optional<CombatPreview> preview = Optional.empty();
    private int[] placeTargets = new int[0];
    private int hoveredSite = -1;
    private final List<Runnable> watchers = new java.util.concurrent.CopyOnWriteArrayList<>();

    /**
     * @param session the game the map shows
     */
    public MapInteraction(GameSession session) {
        this.session = session;
    }

    /**
     * @param watcher told after every change of selection or hovered site
     */
    public void watch(Runnable watcher) {
        watchers.add(watcher);
    }

    /**
     * @param watcher a watcher added before
     */
    public void unwatch(Runnable watcher) {
        watchers.remove(watcher);
    }

    private void changed() {
        for (Runnable w : watchers) {
            w.run();
        }
    }

    /** @return the session */
    public GameSession session() {
        return session;
    }

    /**
     * Selects a site (left click): its stack, and of it the units of the faction a person moves now.
     *
     * @param site a site index, or -1 to clear the selection
     */
    public void select(int site) {
        narrowed = false;
        selectedSite = site;
        hoveredSite = -1;
        int faction = session.humanFaction();
        selectedUnits = site < 0 ? List.of() : session.read(g -> {
            List<Integer> ids = new ArrayList<>();
            if (site < g.world().siteCount()) {
                for (Entity u : g.world().site(site).units()) {
                    if (faction >= 0 && u.owner() == faction) {
                        ids.add(u.id());
                    }
                }
            }
            return List.copyOf(ids);
        }).orElse(List.of());
        changed();
    }

    /**
     * Follows the game after it changed (units moved, died, or another faction is to move): the selected units
     * become the person's units now on the selected site (of a narrowed selection, those still there, unless none
     * is); watchers hear of it only if that changed them.
     */
    public void refresh() {
        if (selectedSite < 0) {
            return;
        }
        List<Integer> before = selectedUnits;
        boolean wasNarrowed = narrowed;
        int hovered = hoveredSite;
        List<Runnable> quiet = List.copyOf(watchers);
        watchers.clear();
        try {
            select(selectedSite);
        } finally {
            watchers.addAll(quiet);
        }
        if (wasNarrowed) {
            List<Integer> kept = new ArrayList<>(selectedUnits);
            kept.retainAll(before);
            if (!kept.isEmpty()) {
                selectedUnits = List.copyOf(kept);
                narrowed = true;
            }
        }
        hoveredSite = hovered;
        if (!before.equals(selectedUnits)) {
            changed();
        }
    }

    /**
     * Narrows the selected units to some of the selected site's own units (Hexkit: select single units of a stack),
     * so that they move or attack without the others, splitting the stack; the narrowed selection lasts until another
     * site is selected.
     *
     * @param units unit ids; ids not among the site's own units are ignored
     */
    public void selectUnits(List<Integer> units) {
        select(selectedSite);
        List<Integer> own = new ArrayList<>(selectedUnits);
        own.retainAll(units);
        narrowed = own.size() < selectedUnits.size();
        selectedUnits = List.copyOf(own);
        changed();
    }

    /**
     * Selects the next unit of the person to move that can still act (Hexkit's next-unit key): the first unit, by id,
     * after the one selected now (round the faction's units), that has a move target other than its own site or an
     * attack target; the selection is narrowed to it.
     *
     * @return the unit's id, or -1 when none of the person's units can act (the selection is then unchanged)
     */
    public int nextUnit() {
        int faction = session.humanFaction();
        if (faction < 0) {
            return -1;
        }
        int current = selectedUnits.size() == 1 ? selectedUnits.get(0) : -1;
        List<int[]> placed = session.read(g -> g.world().faction(faction).units().stream().filter(Entity::isPlaced)
                .map(u -> new int[] {u.id(), u.site()}).sorted((a, b) -> Integer.compare(a[0], b[0])).toList())
                .orElse(List.of());
        int start = 0;
        for (int i = 0; i < placed.size(); i++) {
            if (placed.get(i)[0] > current) {
                start = i;
                break;
            }
        }
        for (int k = 0; k < placed.size(); k++) {
            int[] unit = placed.get((start + k) % placed.size());
            List<Integer> one = List.of(unit[0]);
            int[] moves = session.moveTargets(one);
            boolean canMove = moves.length > 1 || moves.length == 1 && moves[0] != unit[1];
            if (canMove || session.attackTargets(one).length > 0) {
                select(unit[1]);
                selectUnits(one);
                return unit[0];
            }
        }
        return -1;
    }

    /** @return the selected site, or -1 */
    public int selectedSite() {
        return selectedSite;
    }

    /** @return the selected units */
    public List<Integer> selectedUnits() {
        return selectedUnits;
    }

    /** @return the sites the selected units can be ordered to move to this turn, ascending */
    public int[] moveTargets() {
        return selectedUnits.isEmpty() ? new int[0] : session.moveTargets(selectedUnits);
    }

    /** @return the sites the selected units can be ordered to attack together, ascending */
    public int[] attackTargets() {
        return selectedUnits.isEmpty() ? new int[0] : session.attackTargets(selectedUnits);
    }

    private List<Entity> units(org.hexbench.engine.game.Game g) {
        List<Entity> result = new ArrayList<>();
        for (int id : selectedUnits) {
            Entity e = g.world().entity(id);
            if (e == null || !e.isPlaced()) {
                return List.of();
            }
            result.add(e);
        }
        return result;
    }

    /**
     * Hovers over a site: the path preview follows it.
     *
     * @param site the hovered site, or -1
     */
    public void hover(int site) {
        if (site != hoveredSite) {
            hoveredSite = site;
            changed();
        }
    }

    /** @return the hovered site, or -1 */
    public int hoveredSite() {
        return hoveredSite;
    }

    /**
     * Previews the path the selected units would take to a site (the engine's A*, Hexkit User's Guide ch. 8
     * Pathfinding).
     *
     * @param site a target site
     * @return the path's sites, source first; empty when the site is not a move target
     */
    public int[] pathTo(int site) {
        if (selectedUnits.isEmpty() || Arrays.binarySearch(moveTargets(), site) < 0) {
            return new int[0];
        }
        return session.read(g -> {
            List<Entity> units = units(g);
            return units.isEmpty() ? new int[0] : g.finder().movePath(units, units.get(0).site(), site);
        }).orElse(new int[0]);
    }

    /**
     * The command a right click on a site issues (Hexkit-style): Attack with the selected units when the site is
     * one of their attack targets, else Move when it is a move target.
     *
     * @param site the clicked site
     * @return the command, or empty when the site is neither target
     */
    public Optional<Command> commandFor(int site) {
        if (selectedUnits.isEmpty()) {
            return Optional.empty();
        }
        if (Arrays.binarySearch(attackTargets(), site) >= 0) {
            return Optional.of(new Attack(selectedUnits, site));
        }
        if (Arrays.binarySearch(moveTargets(), site) >= 0) {
            return Optional.of(new Move(selectedUnits, site));
        }
        return Optional.empty();
    }

    /**
     * Issues the right-click command for a site through the session; when a move took the units to the target (in
     * sequential turns; simultaneous directives move nobody until the turn resolves), the selection follows them.
     *
     * @param site the clicked site
     * @return the session's reply, or a rejection saying why the site is no target
     */
    public Reply issue(int site) {
        if (selectedUnits.isEmpty()) {
            return Reply.rejected("select a site with your units first");
        }
        Optional<Command> command = commandFor(site);
        if (command.isEmpty()) {
            return Reply.rejected(session.read(g -> CommandText.site(g.world(), site) + " is neither a move nor an attack"
                    + " target of " + CommandText.names(selectedUnits, CommandText.current(g.world())))
                    .orElse("that site is neither a move nor an attack target of the selected units"));
        }
        Reply reply = session.execute(command.get());
        if (reply.accepted()) {
            int first = selectedUnits.get(0);
            boolean arrived = command.get() instanceof Move
                    && session.read(g -> g.world().entity(first) != null && g.world().entity(first).site() == site)
                            .orElse(false);
            select(arrived ? site : selectedSite);
        }
        return reply;
    }

    /**
     * The expected losses of attacking the hovered site with the selected units (Hexkit User's Guide §2.8.2: shown
     * while hovering over an attack target), estimated by trial ({@link CombatPreview}); kept until the selection,
     * the hovered site or the game changes.
     *
     * @return the estimate; empty when the hovered site is no attack target of the selected units
     */
    public Optional<CombatPreview> combatPreview() {
        if (hoveredSite < 0 || selectedUnits.isEmpty() || Arrays.binarySearch(attackTargets(), hoveredSite) < 0) {
            return Optional.empty();
        }
        int entries = session.read(g -> g.history().size()).orElse(-1);
        String key = selectedUnits + " " + hoveredSite + " " + entries;
        if (!key.equals(previewKey)) {
            preview = session.combatPreview(selectedUnits, hoveredSite);
            previewKey = preview.isPresent() ? key : "";
        }
        return preview;
    }

    /** @return everything the map highlights now */
    public Highlights highlights() {
        return new Highlights(selectedSite, selectedUnits, moveTargets(), attackTargets(),
                hoveredSite < 0 ? new int[0] : pathTo(hoveredSite), placeTargets.clone());
    }

    /**
     * Starts placing one of the person's unplaced entities by clicking the map (Hexkit User's Guide §2.7.8 Place
     * Entities: the sites the rules allow are highlighted; a click on one places it): the place targets are the
     * rules' ({@code Rules.placeTargets}), as the Place command checks them.
     *
     * @param entity an unplaced entity of the faction a person moves now
     * @return how many sites it can be placed on; 0 (and no placing begins) when none, or when it is not the
     *         person's unplaced entity
     */
    public int beginPlacing(int entity) {
        int faction = session.humanFaction();
        int[] targets = faction < 0 ? new int[0] : session.read(g -> {
            Entity e = g.world().entity(entity);
            return e == null || e.isPlaced() || e.owner() != faction ? new int[0]
                    : g.rules().placeTargets(g.world(), faction, e.classIndex()).clone();
        }).orElse(new int[0]);
        Arrays.sort(targets);
        placing = targets.length == 0 ? -1 : entity;
        placeTargets = placing < 0 ? new int[0] : targets;
        changed();
        return targets.length;
    }

    /** @return the entity being placed, or -1 */
    public int placing() {
        return placing;
    }

    /** Stops placing without placing anything. */
    public void cancelPlacing() {
        if (placing >= 0) {
            placing = -1;
            placeTargets = new int[0];
            changed();
        }
    }

    /**
     * Places the entity being placed on a clicked site through the session (the Place command), and stops placing
     * when it was placed; the site is selected then.
     *
     * @param site the clicked site
     * @return the session's reply, or a rejection saying the site is no place target (placing goes on then)
     */
    public Reply place(int site) {
        if (placing < 0) {
            return Reply.rejected("choose Place first, then click a highlighted site");
        }
        if (Arrays.binarySearch(placeTargets, site) < 0) {
            return Reply.rejected(session.read(g -> CommandText.site(g.world(), site)).orElse("that site")
                    + " is not a site the rules let it be placed on: click a green one");
        }
        Reply reply = session.execute(new Place(List.of(placing), site));
        if (reply.accepted()) {
            placing = -1;
            placeTargets = new int[0];
            select(site);
        }
        return reply;
    }
}
