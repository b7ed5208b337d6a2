package org.hexbench.xconq.internal;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.hexbench.scenario.AdvanceClass;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.AreaSection;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.CellLayer;
import org.hexbench.scenario.Condition;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.DesignForm;
import org.hexbench.scenario.DesignList;
import org.hexbench.scenario.DesignModule;
import org.hexbench.scenario.DesignProperties;
import org.hexbench.scenario.DesignSection;
import org.hexbench.scenario.DesignTable;
import org.hexbench.scenario.DesignTypeKind;
import org.hexbench.scenario.EntitySection;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.FactionSection;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.ImageSection;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.Master;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.StandardVariables;
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.TurnMode;
import org.hexbench.scenario.TurnSystem;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableSection;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.Vision;
import org.hexbench.scenario.CounterClass;
import org.hexbench.scenario.design.DesignRows;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.template.Elements;
import org.hexbench.scenario.template.ScenarioTemplate;
import org.hexbench.xconq.game.GameArea;
import org.hexbench.xconq.game.GameModule;
import org.hexbench.xconq.game.GameSide;
import org.hexbench.xconq.game.GameTable;
import org.hexbench.xconq.game.GameType;
import org.hexbench.xconq.game.KeptForm;
import org.hexbench.xconq.game.PlacedUnit;
import org.hexbench.xconq.game.PropertyValue;
import org.hexbench.xconq.game.Scorekeeper;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.rules.Scorekeepers;
import org.hexbench.xconq.rules.XconqDesign;
import org.hexbench.xconq.rules.XconqRules;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlSymbol;
import org.hexbench.xconq.gdl.Gdl.GdlType;
import org.hexbench.xconq.gdl.SourcePosition;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * Builds the Hexbench scenario of a loaded Xconq game: the Hexkit sections Hexbench plays (variables, unit and terrain
 * classes, factions, the map with its terrain and units) and the Design section that keeps the rest of the game
 * design, typed. What the mapping approximates or leaves out becomes a warning naming the module it comes from; the
 * Xconq bundle's README lists the rules of the mapping.
 */
public final class ScenarioBuilder {

    /** The id of the terrain class of sites outside a hexagonal Xconq area. */
    public static final String OUTSIDE = "outsideTheWorld";

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;
    private static final String[] FACTION_COLORS = {"#c03028", "#2848c0", "#30a040", "#c0a020", "#8040a0",
        "#20a0a0", "#e07020", "#606060", "#a04060", "#4080c0"};
    private static final String[] TERRAIN_COLORS = {"#a8c878", "#3c7a3c", "#a08050", "#3060c0", "#808080",
        "#e0d090", "#c87850", "#60a0a0", "#d0d0d0", "#90b050"};

    private final XconqGame game;
    private final long seed;
    private final Diagnostics notes;
    private final Scenario scenario = F.createScenario();
    private final VariableSection variables = F.createVariableSection();
    private final EntitySection entities = F.createEntitySection();
    private final FactionSection factionSection = F.createFactionSection();
    private final AreaSection areaSection = F.createAreaSection();
    private final DesignSection design = F.createDesignSection();
    private final Set<String> ids = new HashSet<>();
    private final Map<TypeKind, List<Identified>> classes = new LinkedHashMap<>();
    private final Map<Integer, Faction> factions = new LinkedHashMap<>();
    private final DesignValues values;
    private ResourceClass strength;
    private AttributeClass movement;
    private AttributeClass attackRange;
    private AttributeClass difficulty;
    private CounterClass acp;
    private CounterClass cp;
    private final Set<String> summed = new HashSet<>();
    private List<String> methods;
    private TerrainClass outside;
    private Faction independent;
    private XconqGrid grid;
    private GameArea area;
    private int[] cellTerrain;
    private TerrainSynthesis synthesis;
    private int suppliedUnits;
    private final List<CountryPlacement.Placement> synthesized = new ArrayList<>();
    private int addedSides;
    private final Random random;

    /**
     * Prepares the scenario of a game.
     *
     * @param game the loaded game, without errors
     * @param seed the seed of everything the import draws at random (generated terrain, units placed at random)
     * @param notes where the import's warnings go
     */
    public ScenarioBuilder(XconqGame game, long seed, Diagnostics notes) {
        this.game = game;
        this.seed = seed;
        this.notes = notes;
        this.random = new Random(seed ^ 0x5DEECE66DL);
        this.values = new DesignValues(this::element);
        for (TypeKind k : TypeKind.values()) {
            classes.put(k, new ArrayList<>());
        }
    }

    private Identified element(GdlType t) {
        List<Identified> list = classes.get(t.kind());
        return t.index() < list.size() ? list.get(t.index()) : null;
    }

    private SourcePosition moduleStart(GameModule module) {
        return new SourcePosition(module.file(), 1, 1);
    }

    /**
     * Builds the scenario.
     *
     * @return the scenario, in no resource
     */
    public Scenario build() {
        master();
        scenario.getSections().addAll(List.of(F.createImageSection(), variables, entities, factionSection,
                areaSection, design));
        scenario.setImages((ImageSection) scenario.getSections().get(0));
        scenario.setVariables(variables);
        scenario.setEntities(entities);
        scenario.setFactions(factionSection);
        scenario.setAreas(areaSection);
        scenario.setDesign(design);
        standardVariables();
        materials();
        terrains();
        units();
        advances();
        terrainOfCells();
        synthesizedUnits();
        sides();
        buildableUnits();
        map();
        conditions();
        designSection();
        scores();
        summary();
        return scenario;
    }

    // ------------------------------------------------------------------------------------------------ ids

    private String unique(String wanted) {
        String base = idOf(wanted);
        String id = base;
        for (int i = 2; !ids.add(id); i++) {
            id = base + i;
        }
        return id;
    }

    /**
     * Makes an XML id from a GDL symbol: ASCII letters, digits, {@code -}, {@code _} and {@code .}, accents dropped,
     * other characters as {@code -}, and a leading {@code x} when it would not start with a letter.
     *
     * @param symbol the symbol
     * @return the id
     */
    public static String idOf(String symbol) {
        String plain = Normalizer.normalize(symbol, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        StringBuilder b = new StringBuilder();
        for (char c : plain.toCharArray()) {
            boolean ok = c < 128 && (Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.');
            b.append(ok ? c : '-');
        }
        String id = b.toString();
        if (id.isEmpty() || !(Character.isLetter(id.charAt(0)) || id.charAt(0) == '_')) {
            id = "x" + id;
        }
        return id;
    }

    // ------------------------------------------------------------------------------------------------ master

    private void master() {
        GameModule main = game.mainModule();
        Master master = F.createMaster();
        master.setTitle(main.title());
        master.setVersion(main.properties().text("version").orElse(""));
        List<String> blurb = main.strings("blurb");
        master.setDescription(String.join(" ", blurb));
        master.setRuleSet(XconqRules.RULE_SET);
        TurnSystem turns = F.createTurnSystem();
        turns.setMode(TurnMode.SEQUENTIAL);
        int last = game.global("last-turn").orElse(0);
        boolean extra = game.global("extra-turn-chance").orElse(0) > 0;
        turns.setTurnLimit(extra ? 0 : Math.max(0, last));
        if (extra && last > 0) {
            notes.warning(moduleStart(main), "the game ends after turn " + last + " (last-turn), unless"
                    + " extra-turn-chance gives more turns; the rules end it, so the scenario sets no turn limit");
        }
        master.setTurns(turns);
        vision(master, main);
        scenario.setMaster(master);
        if (game.global("use-side-priority").orElse(0) == 0) {
            notes.warning(moduleStart(main), "Xconq plays this game with all sides moving at the same time (the"
                    + " sequential variant or use-side-priority is off); Hexbench plays it in sequential turns, one"
                    + " faction after the other");
        }
    }

    /**
     * Xconq's vision (GDL reference, Vision; Variants: see-all, world-seen): unless {@code see-all} is true, every side
     * sees only what its units see, within their {@code vision-range}, and remembers what it saw (Xconq keeps a side's
     * view of cells and units out of sight): Hexbench's full fog of war. {@code terrain-seen} (the world-seen variant)
     * makes every cell's terrain known from the start. Cells do not see in Xconq, so the terrain classes see nothing.
     */
    private void vision(Master master, GameModule main) {
        if (game.global("see-all").orElse(0) != 0) {
            return;
        }
        Vision vision = F.createVision();
        vision.setFog(FogOfWar.FOG);
        vision.setTerrainKnown(game.global("terrain-seen").orElse(0) != 0);
        master.setVision(vision);
        notes.warning(moduleStart(main), "sides see only what their units see (see-all is off): Hexbench's full fog"
                + " of war, each unit type within its vision-range" + (vision.isTerrainKnown()
                        ? ", every cell's terrain known from the start (terrain-seen)" : "")
                + "; line of sight is not blocked (vision-bend, eye-height and thickness are not applied), and the"
                + " see-chance tables, see-always, see-occupants and spying are not supported yet");
    }

    // ------------------------------------------------------------------------------------------------ variables

    private void standardVariables() {
        int maxHp = 1;
        for (GameType u : game.types(TypeKind.UNIT)) {
            maxHp = Math.max(maxHp, u.number("hp-max").orElse(1));
        }
        strength = variable(F.createResourceClass(), "hp", "Hit points", 0, Math.max(100, maxHp));
        strength.setLimited(true);
        movement = variable(F.createAttributeClass(), "movement", "Movement", 0, 1000);
        attackRange = variable(F.createAttributeClass(), "attackRange", "Attack range", 0, 1000);
        difficulty = variable(F.createAttributeClass(), "difficulty", "Difficulty", 0, 100);
        variables.getResources().add(strength);
        variables.getAttributes().addAll(List.of(movement, attackRange, difficulty));
        acp = variable(F.createCounterClass(), XconqDesign.ACP, "Action points", -100_000, 100_000);
        variables.getCounters().add(acp);
        cp = variable(F.createCounterClass(), XconqDesign.CP, "Completion points", 0, 100_000);
        variables.getCounters().add(cp);
        StandardVariables standard = F.createStandardVariables();
        standard.setStrength(strength);
        standard.setMovement(movement);
        standard.setAttackRange(attackRange);
        standard.setDifficulty(difficulty);
        entities.setStandardVariables(standard);
    }

    private <V extends VariableClass> V variable(V v, String id, String name, int min, int max) {
        v.setId(unique(id));
        v.setName(name);
        v.setMinimum(min);
        v.setMaximum(max);
        v.setAbsoluteMaximum(Math.max(v.getAbsoluteMaximum(), max));
        return v;
    }

    private void materials() {
        for (GameType m : game.types(TypeKind.MATERIAL)) {
            ResourceClass r = variable(F.createResourceClass(), m.symbol(), m.displayName(), 0, 100_000_000);
            variables.getResources().add(r);
            classes.get(TypeKind.MATERIAL).add(r);
        }
    }

    private static VariableValue value(VariableClass v, int value) {
        return Elements.value(v, value);
    }

    // ------------------------------------------------------------------------------------------------ classes

    private static String help(GameType t) {
        List<String> parts = new ArrayList<>();
        t.properties().text("help").ifPresent(parts::add);
        t.properties().value("notes").ifPresent(v -> parts.add(strings(v)));
        return String.join("\n\n", parts);
    }

    private static String strings(Gdl v) {
        if (v instanceof GdlString s) {
            return s.value();
        }
        if (v instanceof GdlList l) {
            List<String> out = new ArrayList<>();
            for (Gdl i : l.items()) {
                out.add(strings(i));
            }
            return String.join(" ", out).strip();
        }
        return "";
    }

    private void terrains() {
        int spare = 0;
        for (GameType t : game.types(TypeKind.TERRAIN)) {
            TerrainClass c = F.createTerrainClass();
            c.setId(unique(t.symbol()));
            c.setName(t.displayName());
            c.setDescription(help(t));
            c.setBackground(TerrainSynthesis.isCell(t));
            ScenarioTemplate.TerrainLook look = ScenarioTemplate.lookOf(t.displayName());
            if (look == null) {
                look = t.properties().text("image-name").map(ScenarioTemplate::lookOf).orElse(null);
            }
            String own = t.properties().text("color").map(ColorNames::first).orElse(null);
            String color = own != null ? own : look != null ? look.color()
                    : TERRAIN_COLORS[spare++ % TERRAIN_COLORS.length];
            String glyph = t.properties().text("char").filter(s -> s.length() == 1).orElse("");
            c.setSymbol(Elements.symbol(c.isBackground() ? SymbolShape.FILL : SymbolShape.DISC, color, glyph));
            c.getVariables().add(value(difficulty, 1));
            c.setVisionRange(-1); // Xconq's cells see nothing: only units do (GDL reference, Vision)
            entities.getTerrains().add(c);
            classes.get(TypeKind.TERRAIN).add(c);
        }
    }

    private void units() {
        Optional<GameTable> hit = game.table("hit-chance");
        Optional<GameTable> fire = game.table("fire-hit-chance");
        Optional<GameTable> capture = game.table("capture-chance");
        for (GameType u : game.types(TypeKind.UNIT)) {
            UnitClass c = F.createUnitClass();
            c.setId(unique(u.symbol()));
            c.setName(u.displayName());
            c.setDescription(help(u));
            String glyph = u.properties().text("char").filter(s -> s.length() == 1 && s.charAt(0) > ' ')
                    .orElse(u.symbol().substring(0, 1).toUpperCase(Locale.ROOT));
            c.setSymbol(Elements.symbol(SymbolShape.COUNTER, "#ffffff", glyph));
            int hp = Math.max(1, u.number("hp-max").orElse(1));
            int moves = moves(u);
            int range = 0;
            if (hit.isPresent() && anyPositive(hit.get(), u.index())
                    || capture.isPresent() && anyPositive(capture.get(), u.index())) {
                range = 1;
            }
            if (fire.isPresent() && anyPositive(fire.get(), u.index())) {
                range = Math.max(range, Math.max(1, u.number("range").orElse(1)));
            }
            c.getVariables().add(value(strength, hp));
            c.getVariables().add(value(movement, Math.min(moves, 1000)));
            c.getVariables().add(value(acp, Math.max(0, u.number("acp-per-turn").orElse(0))));
            c.getVariables().add(value(cp, Math.max(1, u.number(XconqDesign.CP).orElse(1))));
            initialSupply(u).forEach((m, amount) -> c.getVariables().add(value(m, amount)));
            c.getVariables().add(value(attackRange, Math.min(range, 1000)));
            c.setCanMove(moves > 0);
            c.setCanAttack(range > 0);
            c.setCanCapture(false);
            c.setVisionRange(Math.max(-1, Math.min(1000, u.number("vision-range").orElse(1))));
            entities.getUnits().add(c);
            classes.get(TypeKind.UNIT).add(c);
        }
        if (suppliedUnits > 0) {
            notes.warning(game.table("unit-initial-supply").orElseThrow().position(), "units start with their"
                    + " unit-initial-supply, up to their unit-storage-x (make-initial-materials): " + suppliedUnits
                    + " amounts of unit types; terrain-initial-supply is not applied, since Hexbench's sites hold no"
                    + " materials");
        }
        if (!game.types(TypeKind.UNIT).isEmpty()) {
            notes.warning(game.types(TypeKind.UNIT).get(0).position(), "the game plays by Hexbench's Xconq rules"
                    + " (action points, movement costs, stacking, transports, combat, capture, production and"
                    + " consumption, building, scorekeepers from the module's tables), in sequential turns; a unit attacks a cell (one"
                    + " defender there at a time), and occupants stand on their transport's cell");
        }
    }

    private static int moves(GameType u) {
        int acp = u.number("acp-per-turn").orElse(0);
        int toMove = u.number("acp-to-move").orElse(1);
        int speed = u.number("speed").orElse(100);
        if (acp <= 0 || toMove <= 0 || speed <= 0) {
            return 0;
        }
        return (int) Math.min(1000, (long) acp * speed / 100 / toMove);
    }

    /**
     * The materials a unit of a type starts with (GDL reference, Making Initial Supply: {@code unit-initial-supply}
     * up to {@code unit-storage-x}, when the synthesis methods fill units; otherwise none), for every material it
     * stores, makes or uses.
     */
    private Map<ResourceClass, Integer> initialSupply(GameType u) {
        if (methods == null) {
            methods = new GameSynthesisSource(game).methodList();
        }
        boolean fill = methods.contains("make-initial-materials") || methods.contains("init-supplies");
        Map<ResourceClass, Integer> out = new LinkedHashMap<>();
        for (GameType m : game.types(TypeKind.MATERIAL)) {
            int storage = cell("unit-storage-x", u.index(), m.index());
            int supply = fill ? Math.min(cell("unit-initial-supply", u.index(), m.index()), storage) : 0;
            if (storage > 0 || cell("base-production", u.index(), m.index()) != 0
                    || cell("base-consumption", u.index(), m.index()) != 0) {
                out.put((ResourceClass) classes.get(TypeKind.MATERIAL).get(m.index()), Math.max(0, supply));
                if (supply > 0) {
                    suppliedUnits++;
                }
            }
        }
        return out;
    }

    private int cell(String table, int row, int column) {
        return game.table(table).flatMap(t -> row < t.rows() && column < t.columns() ? t.value(row, column)
                : t.fill()).orElse(0);
    }

    private static boolean anyPositive(GameTable t, int row) {
        if (row >= t.rows()) {
            return t.fill().orElse(0) > 0;
        }
        for (int c = 0; c < t.columns(); c++) {
            if (t.dice(row, c).isPresent() || t.value(row, c).orElse(0) > 0) {
                return true;
            }
        }
        return false;
    }

    private void advances() {
        for (GameType a : game.types(TypeKind.ADVANCE)) {
            AdvanceClass c = F.createAdvanceClass();
            c.setId(unique(a.symbol()));
            c.setName(a.displayName());
            design.getAdvances().add(c);
            classes.get(TypeKind.ADVANCE).add(c);
        }
    }

    // ------------------------------------------------------------------------------------------------ factions

    private void sides() {
        for (GameSide side : game.sides()) {
            Faction f = faction(side.symbol() != null ? side.symbol() : "side" + side.id(), side.displayName(),
                    side.properties().text("color").map(ColorNames::first).orElse(null));
            factions.put(side.id(), f);
        }
        if (game.units().stream().anyMatch(u -> u.side() == 0) || synthesized.stream().anyMatch(p -> p.side() < 0)) {
            independent = faction("independent", game.independents().text("name").filter(s -> !s.isBlank())
                    .orElse("Independent"), "#a0a0a0");
            factions.put(0, independent);
            notes.warning(moduleStart(game.mainModule()), "the independent units belong to the faction '"
                    + independent.getName() + "', which Hexbench plays like any other faction (in Xconq they do"
                    + " not act on their own)");
        }
        for (int added = 1; added <= addedSides; added++) {
            int n = game.sides().size() + added;
            Faction f = faction("side" + n, "Side " + n, null);
            factions.put(-n, f);
        }
        if (addedSides > 0) {
            notes.warning(moduleStart(game.mainModule()), "the module defines " + game.sides().size() + " sides;"
                    + " Xconq makes sides for the players when a game starts, so the import adds " + addedSides
                    + " faction(s) named 'Side N'");
        }
    }

    /**
     * Every faction may order (Build) the unit types some unit type can create (GDL reference, Unit Creation Actions:
     * {@code acp-to-create} above 0 and, where given, the later reference's {@code can-create}; or {@code
     * create-as-build} with {@code acp-to-build} and {@code cp-per-build} above 0 and, where given, {@code
     * can-build}): whether one of its units can create it now is the rules' concern.
     */
    /**
     * The scorekeepers (GDL reference, Scorekeeper Forms), as Xconq's rules read them from the Design section: a
     * faction counter for each that keeps a numeric score, starting at its {@code initial}; one warning per
     * scorekeeper whose forms are not all applied, and one for {@code last-side-wins} bodies whose {@code
     * applies-to} differs from the rules' (every side but the independent units).
     */
    private void scores() {
        Scorekeepers keepers = new Scorekeepers(design);
        summed.addAll(keepers.summedProperties());
        for (Scorekeepers.Keeper k : keepers.keepers()) {
            SourcePosition at = game.scorekeepers().stream().filter(s -> s.id() == k.id()).findFirst()
                    .map(Scorekeeper::position).orElse(moduleStart(game.mainModule()));
            if (k.keepsScore()) {
                CounterClass score = variable(F.createCounterClass(), k.scoreId(), k.title().isEmpty()
                        ? "Score" : k.title(), -1_000_000, 1_000_000);
                variables.getCounters().add(score);
                for (Faction f : factionSection.getFactions()) {
                    f.getVariables().add(value(score, k.initial()));
                }
            }
            if (k.lastSideWins() && !k.appliesTo().isEmpty()) {
                notes.warning(at, "scorekeeper " + k.id() + ": last-side-wins applies to every side but the"
                        + " independent units; its applies-to is not applied");
            }
        }
        for (String problem : keepers.unsupported()) {
            notes.warning(game.scorekeepers().isEmpty() ? moduleStart(game.mainModule())
                    : game.scorekeepers().get(0).position(), problem);
        }
        if (keepers.keepers().stream().anyMatch(k -> !k.lastSideWins())) {
            notes.warning(game.scorekeepers().get(0).position(), "the scorekeepers run at the start or the end of"
                    + " each turn (when) for each side they apply to; a game that ends (end, or after last-turn)"
                    + " is won by the side with the highest score where scores are kept, else it is a draw");
        }
    }

    private void buildableUnits() {
        List<GameType> types = game.types(TypeKind.UNIT);
        List<UnitClass> creatable = new ArrayList<>();
        for (GameType b : types) {
            for (GameType a : types) {
                if (creates(a.index(), b.index())) {
                    creatable.add((UnitClass) classes.get(TypeKind.UNIT).get(b.index()));
                    break;
                }
            }
        }
        for (Faction f : factionSection.getFactions()) {
            f.getBuildableUnits().addAll(creatable);
        }
        if (!creatable.isEmpty()) {
            notes.warning(moduleStart(game.mainModule()), creatable.size() + " unit types can be created (Build"
                    + " orders one, placing it on a creator's cell creates it incomplete, and build actions complete it"
                    + " at the start of its side's turns); tooling up, research and tech levels are not applied");
        }
    }

    private boolean creates(int a, int b) {
        boolean asBuild = cell("create-as-build", a, b) != 0;
        if (asBuild) {
            return cell("acp-to-build", a, b) > 0 && cellOr("cp-per-build", a, b, 1) > 0
                    && (game.table("can-build").isEmpty() || cell("can-build", a, b) != 0);
        }
        return cell("acp-to-create", a, b) > 0
                && (game.table("can-create").isEmpty() || cell("can-create", a, b) != 0);
    }

    private int cellOr(String table, int row, int column, int otherwise) {
        return game.table(table).isPresent() ? cell(table, row, column) : otherwise;
    }

    private Faction faction(String id, String name, String color) {
        Faction f = F.createFaction();
        f.setId(unique(id));
        f.setName(name);
        f.setColor(color != null ? color
                : FACTION_COLORS[factionSection.getFactions().size() % FACTION_COLORS.length]);
        factionSection.getFactions().add(f);
        return f;
    }

    private void conditions() {
        Optional<Scorekeeper> lastSide = game.scorekeepers().stream().filter(Scorekeeper::isLastSideWins)
                .findFirst();
        Set<Faction> withUnits = new HashSet<>();
        for (Area a : areaSection.getMap().getAreas()) {
            if (!a.getUnits().isEmpty() && a.getUnitOwner() != null) {
                withUnits.add(a.getUnitOwner());
            }
        }
        for (Faction f : factionSection.getFactions()) {
            if (withUnits.contains(f)) {
                Condition c = F.createCondition();
                c.setKind(ConditionKind.DEFEAT);
                c.setParameter(ConditionParameter.UNITS);
                c.setThreshold(0);
                f.getConditions().add(c);
            }
        }
        notes.warning(lastSide.map(Scorekeeper::position).orElse(moduleStart(game.mainModule())),
                "every faction with units is defeated when it has none left, and a side wins when no other side"
                        + " but the independent units is left (Xconq's last-side-wins, the scorekeeper most modules"
                        + " use" + (lastSide.isPresent() ? "" : "; this game has none") + ")");
    }

    // ------------------------------------------------------------------------------------------------ map

    /** The terrain type of every Xconq cell: the module's layer, else the synthesis; -1 outside the area. */
    private void terrainOfCells() {
        area = game.area().orElse(null);
        boolean given = area != null && area.terrain().isPresent();
        if (area == null) {
            area = defaultArea();
        }
        grid = new XconqGrid(area);
        int w = area.width();
        cellTerrain = new int[w * area.height()];
        if (given) {
            org.hexbench.xconq.game.CellLayer layer = area.terrain().get();
            int missing = 0;
            for (int y = 0; y < area.height(); y++) {
                for (int x = 0; x < w; x++) {
                    if (!area.inArea(x, y)) {
                        cellTerrain[y * w + x] = -1;
                    } else if (layer.isGiven(x, y)) {
                        cellTerrain[y * w + x] = layer.value(x, y);
                    } else {
                        cellTerrain[y * w + x] = 0;
                        missing++;
                    }
                }
            }
            if (missing > 0) {
                notes.warning(layer.position(), missing + " cells of the area have no terrain in the layer data;"
                        + " they get the first terrain type, as in Xconq");
            }
        } else {
            synthesis = new TerrainSynthesis(game, area, seed);
            cellTerrain = synthesis.terrain();
            notes.warning(moduleStart(game.mainModule()), "the module gives no terrain; Xconq generates the map"
                    + " when a game starts, so the import made one with " + synthesis.method() + ", seed " + seed
                    + ": the module's proportions of terrain, not the map Xconq would draw");
        }
    }

    /**
     * The units Xconq's synthesis methods would add when a game starts: the countries' {@code start-with} units and
     * the independent units, when the module's synthesis methods name them (GDL reference, Synthesis Methods).
     */
    private void synthesizedUnits() {
        List<String> methods = new GameSynthesisSource(game).methodList();
        int sides = game.sides().size();
        int wanted = Math.max(2, Math.min(8, game.global("sides-min").orElse(2)));
        addedSides = sides == 0 ? wanted : Math.max(0, 2 - sides - (game.units().stream()
                .anyMatch(u -> u.side() == 0) ? 1 : 0));
        CountryPlacement placement = new CountryPlacement(game, area, cellTerrain, seed);
        int typeCount = game.types(TypeKind.UNIT).size();
        if (methods.contains("make-countries")) {
            int[][] missing = new int[sides + addedSides][typeCount];
            for (int i = 0; i < missing.length; i++) {
                for (GameType u : game.types(TypeKind.UNIT)) {
                    missing[i][u.index()] = Math.max(0, u.number("start-with").orElse(0));
                }
            }
            for (PlacedUnit unit : game.units()) {
                int index = unit.side() == 0 ? -1 : game.sides().indexOf(game.side(unit.side()).orElse(null));
                if (index >= 0) {
                    missing[index][unit.type().index()] = Math.max(0, missing[index][unit.type().index()] - 1);
                }
            }
            List<CountryPlacement.Placement> countries = placement.countries(missing);
            synthesized.addAll(countries);
            if (!countries.isEmpty()) {
                notes.warning(moduleStart(game.mainModule()), "Xconq gives the sides their start-with units when a"
                        + " game starts (make-countries); the import placed " + countries.size() + " units in"
                        + " countries of its own, seed " + seed + ", not where Xconq would");
            }
        }
        if (methods.contains("make-independent-units")) {
            int[] existing = new int[typeCount];
            game.units().stream().filter(u -> u.side() == 0).forEach(u -> existing[u.type().index()]++);
            List<CountryPlacement.Placement> independents = placement.independents(existing);
            synthesized.addAll(independents);
            if (!independents.isEmpty()) {
                notes.warning(moduleStart(game.mainModule()), "Xconq scatters independent units by"
                        + " independent-density when a game starts (make-independent-units); the import placed "
                        + independents.size() + " at random, seed " + seed);
            }
        }
    }

    private void map() {
        GameMap map = grid.newMap();
        areaSection.setMap(map);
        int w = area.width();
        int[] terrain = cellTerrain;
        List<TerrainClass> terrainClasses = new ArrayList<>();
        classes.get(TypeKind.TERRAIN).forEach(c -> terrainClasses.add((TerrainClass) c));
        Map<List<Integer>, Integer> palette = new LinkedHashMap<>();
        int[] cells = new int[grid.width() * grid.height()];
        List<List<Integer>> foreground = riversAndRoads();
        for (int r = 0; r < grid.height(); r++) {
            for (int c = 0; c < grid.width(); c++) {
                int x = grid.cellX(c, r);
                int y = grid.cellY(r);
                int t = area.inArea(x, y) && x >= 0 && x < w ? terrain[y * w + x] : -1;
                List<Integer> key = new ArrayList<>();
                key.add(t);
                if (t >= 0 && foreground != null) {
                    key.addAll(foreground.get(r * grid.width() + c));
                }
                Integer entry = palette.get(key);
                if (entry == null) {
                    entry = palette.size();
                    palette.put(key, entry);
                    TerrainStack stack = F.createTerrainStack();
                    stack.getTerrains().add(t < 0 ? outside() : terrainClasses.get(t));
                    for (int k = 1; k < key.size(); k++) {
                        stack.getTerrains().add(terrainClasses.get(key.get(k)));
                    }
                    map.getPalette().add(stack);
                }
                cells[r * grid.width() + c] = entry;
            }
        }
        TerrainLayout.store(map, cells);
        placeUnits(map);
    }

    /**
     * The rivers and roads of a synthesized map (GDL reference, Synthesis Methods: Making Rivers, Making Roads), as
     * the foreground terrains of each site: the synthesis runs again with the units now placed (the same seed gives
     * the same terrain), so that roads join them. Null when the module gave its terrain.
     */
    private List<List<Integer>> riversAndRoads() {
        if (synthesis == null) {
            return null;
        }
        org.hexbench.xconq.synthesis.SynthesisSettings s = synthesis.settings();
        if (s.riverTerrain() < 0 && s.roads().terrain() < 0) {
            return null;
        }
        List<Integer> classesOf = new ArrayList<>();
        List<Integer> sitesOf = new ArrayList<>();
        for (PlacedUnit unit : game.units()) {
            if (unit.x() >= 0 && unit.y() >= 0 && area.inArea(unit.x(), unit.y())) {
                classesOf.add(unit.type().index());
                sitesOf.add(synthesis.site(unit.x(), unit.y()));
            }
        }
        for (CountryPlacement.Placement p : synthesized) {
            classesOf.add(p.type().index());
            sitesOf.add(synthesis.site(p.x(), p.y()));
        }
        org.hexbench.xconq.synthesis.SynthesizedMap made = synthesis.synthesize(
                classesOf.stream().mapToInt(Integer::intValue).toArray(),
                sitesOf.stream().mapToInt(Integer::intValue).toArray());
        List<List<Integer>> out = new ArrayList<>();
        int rivers = 0;
        int roads = 0;
        for (int site = 0; site < made.terrain().length; site++) {
            List<Integer> extra = new ArrayList<>(2);
            if (made.river()[site] >= 0) {
                extra.add(s.riverTerrain());
                rivers++;
            }
            if (made.road()[site]) {
                extra.add(s.roads().terrain());
                roads++;
            }
            out.add(extra);
        }
        if (rivers + roads > 0) {
            notes.warning(moduleStart(game.mainModule()), "the import made rivers (make-rivers) on " + rivers
                    + " sites and roads (make-roads) on " + roads + " sites, seed " + seed + ", as foreground"
                    + " terrains of the sites: Hexbench's map has no borders or connections between sites");
        }
        return out;
    }

    private TerrainClass outside() {
        if (outside == null) {
            outside = F.createTerrainClass();
            ids.remove(OUTSIDE);
            outside.setId(unique(OUTSIDE));
            outside.setName("Outside the world");
            outside.setDescription("Sites of the map's rectangle that lie outside Xconq's hexagonal area.");
            outside.setBackground(true);
            outside.setSymbol(Elements.symbol(SymbolShape.FILL, "#303030", ""));
            outside.getVariables().add(value(difficulty, 0));
            entities.getTerrains().add(outside);
            notes.warning(moduleStart(game.mainModule()), "Xconq's area of " + area.width() + " x "
                    + area.height() + " cells is a hexagon; it lies in a map of " + grid.width() + " x "
                    + grid.height() + " sites whose other sites are the impassable terrain 'Outside the world'");
        }
        return outside;
    }

    private GameArea defaultArea() {
        return GameArea.ofSize(60, 30, game.world().number("circumference").orElse(360) == 60);
    }

    private void placeUnits(GameMap map) {
        Map<String, Area> byKey = new LinkedHashMap<>();
        Map<PlacedUnit, int[]> sites = new HashMap<>();
        int random = 0;
        int later = 0;
        for (PlacedUnit unit : game.units()) {
            if (appearsLater(unit)) {
                factions.get(unit.side()).getStartingEntities().add(template(unit));
                later++;
                continue;
            }
            int[] site = siteOf(unit, sites, new HashSet<>());
            if (site == null) {
                site = randomSite();
                random++;
            }
            sites.put(unit, site);
        }
        if (random > 0) {
            notes.warning(game.units().get(0).position(), random + " units have no position in Xconq's area"
                    + " (Xconq places them at random); the import placed them at random sites of the area, seed "
                    + seed);
        }
        if (later > 0) {
            notes.warning(game.units().stream().filter(ScenarioBuilder::appearsLater).findFirst().get().position(),
                    later + " units appear during the game in Xconq (a negative completeness and an appear turn);"
                            + " Hexbench gives them to their faction to place from the start, and keeps the turn"
                            + " and place in their design properties");
        }
        for (PlacedUnit unit : game.units()) {
            int[] site = sites.get(unit);
            if (site == null) {
                continue;
            }
            areaAt(byKey, map, site[0], site[1], factions.get(unit.side())).getUnits().add(template(unit));
        }
        for (CountryPlacement.Placement p : synthesized) {
            Faction owner = p.side() < 0 ? independent : p.side() < game.sides().size()
                    ? factions.get(game.sides().get(p.side()).id())
                    : factions.get(-(p.side() + 1));
            EntityTemplate t = Elements.template((UnitClass) classes.get(TypeKind.UNIT).get(p.type().index()));
            areaAt(byKey, map, grid.column(p.x(), p.y()), grid.row(p.y()), owner).getUnits().add(t);
        }
    }

    /** The area of one site whose units one faction owns, made on first use. */
    private static Area areaAt(Map<String, Area> byKey, GameMap map, int column, int row, Faction owner) {
        return byKey.computeIfAbsent(column + "," + row + "," + owner.getId(), k -> {
            Area area = F.createArea();
            Location l = F.createLocation();
            l.setX(column);
            l.setY(row);
            area.getSites().add(l);
            area.setUnitOwner(owner);
            map.getAreas().add(area);
            return area;
        });
    }

    /**
     * Whether a unit appears during the game: a negative {@code cp} with an {@code appear} turn, its position the
     * negatives of where it appears (GDL reference, Unit Properties: cp, appear).
     */
    private static boolean appearsLater(PlacedUnit unit) {
        return unit.properties().has("appear") && unit.properties().number("cp").orElse(0) < 0;
    }

    /** The site of a unit: its own cell, or its transport's; null when it has none in the area. */
    private int[] siteOf(PlacedUnit unit, Map<PlacedUnit, int[]> known, Set<PlacedUnit> seen) {
        if (known.containsKey(unit)) {
            return known.get(unit);
        }
        Optional<PlacedUnit> transport = transport(unit);
        if (transport.isPresent() && seen.add(unit)) {
            int[] site = siteOf(transport.get(), known, seen);
            if (site != null) {
                return site;
            }
        }
        if (unit.x() >= 0 && unit.y() >= 0 && area.inArea(unit.x(), unit.y())) {
            return new int[] {grid.column(unit.x(), unit.y()), grid.row(unit.y())};
        }
        return null;
    }

    private Optional<PlacedUnit> transport(PlacedUnit unit) {
        Optional<Gdl> in = unit.properties().value("in");
        if (in.isEmpty()) {
            return Optional.empty();
        }
        Gdl v = in.get();
        for (PlacedUnit other : game.units()) {
            if (other != unit && (v instanceof GdlNumber n && other.properties().number("#").filter(i -> i == n.value())
                    .isPresent() || v instanceof GdlString s && other.name().filter(s.value()::equals).isPresent())) {
                return Optional.of(other);
            }
        }
        return Optional.empty();
    }

    private int[] randomSite() {
        List<int[]> candidates = new ArrayList<>();
        for (int r = 1; r < grid.height() - 1; r++) {
            for (int c = 0; c < grid.width(); c++) {
                if (grid.inArea(c, r)) {
                    candidates.add(new int[] {c, r});
                }
            }
        }
        if (candidates.isEmpty()) {
            return new int[] {0, 0};
        }
        return candidates.get(random.nextInt(candidates.size()));
    }

    private EntityTemplate template(PlacedUnit unit) {
        EntityTemplate t = Elements.template((UnitClass) classes.get(TypeKind.UNIT).get(unit.type().index()));
        unit.name().ifPresent(t::setName);
        unit.properties().number("hp").ifPresent(hp -> {
            if (hp != unit.type().number("hp-max").orElse(1)) {
                t.getVariables().add(value(strength, Math.max(0, Math.min(hp, strength.getMaximum()))));
            }
        });
        unit.properties().value("m").ifPresent(m -> materialValues(m).forEach((index, amount) -> t
                .getVariables().add(value((ResourceClass) classes.get(TypeKind.MATERIAL).get(index),
                        Math.max(0, amount)))));
        for (PropertyValue p : unit.properties().all()) {
            t.getDesignProperties().add(values.property(p.name(), p.value()));
        }
        return t;
    }

    /** A material value list ({@code (m n1 n2 ...)} or {@code (m (food 5) ...)}, GDL reference, Conventions Used). */
    private Map<Integer, Integer> materialValues(Gdl m) {
        Map<Integer, Integer> out = new LinkedHashMap<>();
        List<Gdl> items = m instanceof GdlList l ? l.items() : List.of(m);
        int next = 0;
        int count = game.types(TypeKind.MATERIAL).size();
        for (Gdl item : items) {
            if (item instanceof GdlNumber n && next < count) {
                out.put(next++, n.value());
            } else if (item instanceof GdlList pair && pair.size() >= 2 && pair.get(1) instanceof GdlNumber n) {
                Gdl key = pair.get(0);
                Optional<GameType> type = key instanceof GdlType t && t.kind() == TypeKind.MATERIAL
                        ? Optional.of(game.types(TypeKind.MATERIAL).get(t.index()))
                        : key instanceof GdlSymbol s ? game.type(TypeKind.MATERIAL, s.name()) : Optional.empty();
                type.ifPresent(t -> out.put(t.index(), n.value()));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------------ design

    private void designSection() {
        design.setModule(module());
        for (TypeKind kind : TypeKind.values()) {
            for (GameType t : game.types(kind)) {
                if (t.properties().size() > 0) {
                    design.getProperties().add(properties(classes.get(kind).get(t.index()), t.properties().all()));
                }
            }
        }
        for (GameSide side : game.sides()) {
            if (side.properties().size() > 0) {
                design.getProperties().add(properties(factions.get(side.id()), side.properties().all()));
            }
        }
        if (independent != null && game.independents().size() > 0) {
            design.getProperties().add(properties(independent, game.independents().all()));
        }
        for (PropertyValue g : game.globals().all()) {
            design.getGlobals().add(values.property(g.name(), g.value()));
        }
        for (GameTable t : game.tables()) {
            table(t);
        }
        layers();
        for (Scorekeeper s : game.scorekeepers()) {
            List<Gdl> items = new ArrayList<>();
            items.add(new GdlSymbol("scorekeeper", s.position()));
            items.add(new GdlNumber(s.id(), s.position()));
            for (PropertyValue p : s.properties().all()) {
                items.add(new GdlList(List.of(new GdlSymbol(p.name(), p.position()), p.value()), p.position()));
            }
            form(s.position().file(), new GdlList(items, s.position()));
        }
        for (KeptForm f : game.keptForms()) {
            form(f.module(), f.form());
        }
    }

    private void form(String module, GdlList list) {
        DesignForm f = F.createDesignForm();
        f.setModule(module);
        f.setForm((DesignList) values.of(list));
        design.getForms().add(f);
    }

    private DesignProperties properties(Identified subject, Iterable<PropertyValue> all) {
        DesignProperties p = F.createDesignProperties();
        p.setSubject(subject);
        for (PropertyValue v : all) {
            p.getProperties().add(values.property(v.name(), v.value()));
        }
        return p;
    }

    private DesignModule module() {
        GameModule main = game.mainModule();
        DesignModule m = F.createDesignModule();
        m.setName(main.name());
        main.properties().text("title").ifPresent(m::setTitle);
        m.setBlurb(String.join(" ", main.strings("blurb")));
        main.properties().text("version").ifPresent(m::setVersion);
        main.properties().text("base-module").ifPresent(m::setBaseModule);
        m.getNotes().addAll(main.strings("notes"));
        m.getDesignNotes().addAll(main.strings("design-notes"));
        m.getInstructions().addAll(main.strings("instructions"));
        for (GameModule loaded : game.modules()) {
            m.getFiles().add(loaded.file());
        }
        game.variantChoices().forEach((name, value) -> m.getVariants().add(values.property(name,
                new GdlString(value, new SourcePosition(main.file(), 1, 1)))));
        Set<String> typed = Set.of("title", "blurb", "version", "base-module", "notes", "design-notes",
                "instructions", "variants");
        for (PropertyValue p : main.properties().all()) {
            if (!typed.contains(p.name())) {
                m.getProperties().add(values.property(p.name(), p.value()));
            }
        }
        return m;
    }

    private static DesignTypeKind kind(TypeKind k) {
        return switch (k) {
            case UNIT -> DesignTypeKind.UNIT;
            case TERRAIN -> DesignTypeKind.TERRAIN;
            case MATERIAL -> DesignTypeKind.MATERIAL;
            case ADVANCE -> DesignTypeKind.ADVANCE;
        };
    }

    private void table(GameTable t) {
        if (t.rowKind() == null || t.columnKind() == null) {
            List<Gdl> items = new ArrayList<>();
            items.add(new GdlSymbol("table", t.position()));
            items.add(new GdlSymbol(t.name(), t.position()));
            t.fill().ifPresent(v -> items.add(new GdlNumber(v, t.position())));
            form(t.position().file(), new GdlList(items, t.position()));
            return;
        }
        DesignTable d = F.createDesignTable();
        d.setName(t.name());
        d.setRowKind(kind(t.rowKind()));
        d.setColumnKind(kind(t.columnKind()));
        d.getRowTypes().addAll(classes.get(t.rowKind()));
        d.getColumnTypes().addAll(classes.get(t.columnKind()));
        DesignRows.Writer row = new DesignRows.Writer();
        Integer fill = t.fill().orElse(null);
        for (int r = 0; r < t.rows(); r++) {
            for (int c = 0; c < t.columns(); c++) {
                if (!t.isSet(r, c)) {
                    if (fill != null) {
                        row.number(fill);
                    } else {
                        row.none();
                    }
                } else if (t.dice(r, c).isPresent()) {
                    Gdl.GdlDice x = t.dice(r, c).get();
                    row.dice(x.count(), x.sides(), x.offset());
                } else {
                    row.number(t.value(r, c).get());
                }
            }
            d.getRows().add(row.toString());
        }
        design.getTables().add(d);
    }

    private void layers() {
        for (org.hexbench.xconq.game.CellLayer layer : area.layers()) {
            if (layer.property().equals("terrain")) {
                continue;
            }
            CellLayer d = F.createCellLayer();
            d.setName(layer.property());
            layer.subject().ifPresent(s -> d.setSubject(classes.get(s.kind()).get(s.index())));
            layer.legend().ifPresent(l -> d.setLegend(values.of(l)));
            DesignRows.Writer row = new DesignRows.Writer();
            for (int r = 0; r < grid.height(); r++) {
                for (int c = 0; c < grid.width(); c++) {
                    int x = grid.cellX(c, r);
                    int y = grid.cellY(r);
                    if (area.inArea(x, y) && x >= 0 && x < area.width() && layer.isGiven(x, y)) {
                        row.number(layer.value(x, y));
                    } else {
                        row.none();
                    }
                }
                d.getRows().add(row.toString());
            }
            design.getLayers().add(d);
        }
    }

    // ------------------------------------------------------------------------------------------------ summary

    /** One warning per module and kind of thing the Design section keeps but Hexbench's rules do not apply yet. */
    private void summary() {
        for (GameModule module : game.modules()) {
            SourcePosition at = moduleStart(module);
            Set<String> tables = new TreeSet<>();
            for (GameTable t : game.tables()) {
                if (t.position().file().equals(module.file()) && !XconqRules.APPLIED_TABLES.contains(t.name())) {
                    tables.add(t.name());
                }
            }
            if (!tables.isEmpty()) {
                notes.warning(at, tables.size() + " tables are kept in the Design section but not supported yet by"
                        + " Hexbench's Xconq rules: " + String.join(", ", tables));
            }
            Set<String> properties = new TreeSet<>();
            for (TypeKind k : TypeKind.values()) {
                for (GameType t : game.types(k)) {
                    for (PropertyValue p : t.properties().all()) {
                        if (p.position().file().equals(module.file()) && !MAPPED.contains(p.name())
                                && !XconqRules.APPLIED_PROPERTIES.contains(p.name()) && !summed.contains(p.name())) {
                            properties.add(p.name());
                        }
                    }
                }
            }
            if (!properties.isEmpty()) {
                notes.warning(at, properties.size() + " type properties are kept in the Design section but not"
                        + " supported yet by Hexbench's Xconq rules: " + String.join(", ", properties));
            }
            Set<String> globals = new TreeSet<>();
            for (PropertyValue g : game.globals().all()) {
                if (g.position().file().equals(module.file()) && !APPLIED_GLOBALS.contains(g.name())
                        && !SynthesisSource.GLOBALS.contains(g.name())) {
                    globals.add(g.name());
                }
            }
            if (!globals.isEmpty()) {
                notes.warning(at, globals.size() + " global variables are kept in the Design section and not"
                        + " applied yet: " + String.join(", ", globals));
            }
            Map<String, Integer> kept = new LinkedHashMap<>();
            for (KeptForm f : game.keptForms()) {
                if (f.module().equals(module.name())) {
                    kept.merge(f.kind(), 1, Integer::sum);
                }
            }
            if (!kept.isEmpty()) {
                List<String> parts = new ArrayList<>();
                kept.forEach((k, n) -> parts.add(n + " " + k));
                notes.warning(at, "kept as written in the Design section, not applied: " + String.join(", ", parts)
                        + " form(s)");
            }
            if (module.imageFamilies() > 0) {
                notes.warning(at, module.imageFamilies() + " image families and colours (imf, palette, color"
                        + " forms) are left out: Hexbench does not read Xconq's images; classes get symbols");
            }
        }
        Set<String> layerNames = new LinkedHashSet<>();
        for (org.hexbench.xconq.game.CellLayer layer : area.layers()) {
            if (!layer.property().equals("terrain")) {
                layerNames.add(layer.key());
            }
        }
        if (!layerNames.isEmpty()) {
            notes.warning(area.layers().iterator().next().position(), "the layers " + String.join(", ", layerNames)
                    + " are kept in the Design section; Hexbench's maps neither show nor use them yet");
        }
        long transported = game.units().stream().filter(u -> u.properties().has("in")).count();
        if (transported > 0) {
            notes.warning(game.units().stream().filter(u -> u.properties().has("in")).findFirst().get().position(),
                    transported + " units start inside other units (the 'in' property); they stand on their"
                            + " transport's site, where Xconq's rules count them as its occupants when the terrain"
                            + " cannot hold them");
        }
    }

    /** Type properties the mapping turns into Hexbench settings. */
    /** Global variables the import applies itself (GDL reference, Global Variables): the turn limit, the sides. */
    private static final Set<String> APPLIED_GLOBALS = Set.of("last-turn", "extra-turn-chance", "sides-min",
            "use-side-priority", "see-all", "terrain-seen");

    private static final Set<String> MAPPED = Set.of("name", "long-name", "help", "char", "hp-max", "acp-per-turn",
            "acp-to-move", "speed", "range", "image-name", "notes", "subtype", "color", "vision-range");
}
