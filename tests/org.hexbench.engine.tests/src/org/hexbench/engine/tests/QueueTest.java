package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.command.Automate;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Rename;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.StateHash;
import org.hexbench.scenario.map.LayoutFormatException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Command queuing (Hexkit User's Guide §6.4.3 Command Queuing): rules queue commands that run after the current one,
 * first in, first out, each validated when it runs and recorded as a history entry of its own, so replays need no
 * rules. The test rules queue from an Automate text: "rename A B" queues Rename A then Rename B, "move N" queues a
 * Move to site N, "again" queues the same Automate once more (endless queuing).
 */
class QueueTest {

    /** Default rules whose Automate hook queues commands instead of inlining them. */
    private static final class QueuingRules extends DefaultRules {
        @Override
        public void automate(RuleContext context, List<Entity> entities, String text) {
            List<Integer> ids = entities.stream().map(Entity::id).toList();
            String[] words = text.split(" ");
            switch (words[0]) {
                case "rename" -> {
                    for (int i = 1; i < words.length; i++) {
                        context.queue(new Rename(ids, words[i]));
                    }
                }
                case "move" -> context.queue(new Move(ids, Integer.parseInt(words[1])));
                case "again" -> context.queue(new Automate(ids, text));
                default -> super.automate(context, entities, text);
            }
        }
    }

    private Game game;
    private Entity cavalry;

    @BeforeEach
    void start() throws LayoutFormatException {
        game = new Game(new Catalog(Riverford.scenario()), new QueuingRules(), 5);
        assertTrue(game.execute(new BeginTurn()).accepted());
        cavalry = Riverford.unitOfClass(game.world(), 0, "cavalry", true);
    }

    private List<HistoryEntry> entriesAfter(int before) {
        List<HistoryEntry> all = game.history().entries();
        return all.subList(before, all.size());
    }

    @Test
    void queuedCommandsRunAfterTheCurrentOneInOrderEachAsAnEntry() {
        int before = game.history().entries().size();
        assertTrue(game.execute(new Automate(List.of(cavalry.id()), "rename Scout Veteran")).accepted());
        List<HistoryEntry> entries = entriesAfter(before);
        assertEquals(3, entries.size(), "the Automate, then the two queued renames");
        assertTrue(entries.get(0).command().startsWith("Automate"));
        assertEquals(0, entries.get(0).program().size(), "queuing changes nothing by itself");
        assertTrue(entries.get(1).command().startsWith("Rename") && entries.get(1).command().endsWith("Scout"));
        assertTrue(entries.get(2).command().endsWith("Veteran"));
        assertEquals("Veteran", cavalry.name(), "first in, first out: the last rename wins");
        assertEquals(game.stateHash(), StateHash.hex(new Replay(game.catalog(), game.history().entries()).finish()),
                "the queued programs replay without the rules");
    }

    @Test
    void aQueuedCommandIsCheckedWhenItRunsAndSkippedWithAMessageWhenStale() {
        int target = game.finder().moveTargets(List.of(cavalry))[0];
        assertTrue(game.execute(new Move(List.of(cavalry.id()), target)).accepted());
        long state = StateHash.of(game.world());
        int before = game.history().entries().size();
        assertTrue(game.execute(new Automate(List.of(cavalry.id()), "move " + Riverford.site(0, 0))).accepted());
        assertEquals(state, StateHash.of(game.world()), "the unit has moved already: the queued move changes nothing");
        HistoryEntry skipped = entriesAfter(before).get(1);
        var message = (ShowMessage) skipped.program().instructions().get(0);
        assertTrue(message.text().startsWith("Queued Move") && message.text().contains("skipped"), message.text());
    }

    @Test
    void endlessQueuingStopsAtTheLimitWithAMessage() {
        int before = game.history().entries().size();
        assertTrue(game.execute(new Automate(List.of(cavalry.id()), "again")).accepted());
        List<HistoryEntry> entries = entriesAfter(before);
        assertEquals(1 + Game.QUEUE_LIMIT + 1, entries.size(), "the command, the limit of queued ones, the stop");
        var message = (ShowMessage) entries.get(entries.size() - 1).program().instructions().get(0);
        assertTrue(message.text().startsWith("Queued commands stopped after " + Game.QUEUE_LIMIT), message.text());
    }

    @Test
    void turnCommandsCannotBeQueued() {
        RuleContext context = game.context(0);
        assertThrows(IllegalArgumentException.class, () -> context.queue(new EndTurn()));
        assertThrows(IllegalArgumentException.class, () -> context.queue(new BeginTurn()));
        assertEquals(List.of(), context.queuedCommands());
    }
}
