package org.hexbench.testdriver;

import java.awt.AWTException;
import java.awt.Robot;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;

import org.eclipse.swt.graphics.Point;

/**
 * Input that enters through the X server as a person's mouse and keyboard do, for what SWT's {@code Display.post}
 * cannot give on GTK (it puts synthesized key and button events into GTK's own queue and posts no wheel events): the
 * mouse wheel, a drag that GTK's drag and drop recognises, and keys for the window with the X input focus. It uses
 * {@link Robot}, which on X11 sends its events through the XTEST extension, exactly like a device.
 */
final class ServerInput {

    private static ServerInput instance;

    private final Robot robot;

    private ServerInput(Robot robot) {
        this.robot = robot;
    }

    /** @return the input of this process, made on first use */
    static synchronized ServerInput get() {
        if (instance == null) {
            // the robot only sends events: it must not load a second GTK into the process to read pixels
            System.setProperty("awt.robot.gtk", "false");
            try {
                instance = new ServerInput(new Robot());
            } catch (AWTException e) {
                throw new IllegalStateException("the X server offers no test extension (XTEST) for input", e);
            }
        }
        return instance;
    }

    /** Turns the wheel where the pointer is; positive notches scroll down. */
    synchronized void wheel(int notches) {
        robot.mouseWheel(notches);
        robot.delay(50);
    }

    /** Presses the left button at {@code from}, moves to {@code to} in small steps and releases it there. */
    synchronized void drag(Point from, Point to) {
        robot.mouseMove(from.x, from.y);
        robot.delay(150);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.delay(150);
        int steps = 12;
        for (int i = 1; i <= steps; i++) {
            robot.mouseMove(from.x + (to.x - from.x) * i / steps, from.y + (to.y - from.y) * i / steps);
            robot.delay(60);
        }
        robot.delay(300); // GTK decides where the drop goes on the last move
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.delay(150);
    }

    /** Types letters, digits and spaces, with Shift for capitals. */
    synchronized void type(String text) {
        for (char c : text.toCharArray()) {
            if (!Character.isLetterOrDigit(c) && c != ' ') {
                throw new IllegalArgumentException("cannot type '" + c + "' through the X server");
            }
            int key = KeyEvent.getExtendedKeyCodeForChar(Character.toLowerCase(c));
            boolean shift = Character.isUpperCase(c);
            if (shift) {
                robot.keyPress(KeyEvent.VK_SHIFT);
            }
            robot.keyPress(key);
            robot.keyRelease(key);
            if (shift) {
                robot.keyRelease(KeyEvent.VK_SHIFT);
            }
            robot.delay(30);
        }
    }
}
