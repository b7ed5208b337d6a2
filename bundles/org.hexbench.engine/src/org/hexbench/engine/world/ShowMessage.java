package org.hexbench.engine.world;

/**
 * HCL instruction ShowMessage (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Event: a message for a
 * faction (-1: everybody), e.g. a combat report.
 *
 * @param faction a faction index (-1 for none)
 * @param text the message text
 */
public record ShowMessage(int faction, String text) implements MessageEvent {
}
