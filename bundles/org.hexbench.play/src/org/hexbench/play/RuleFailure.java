package org.hexbench.play;

/**
 * Words for a failure of the rules (a rule error such as an exhausted step budget, a bug in Java rules, recursion
 * too deep), so that a person reads one line that says what happened instead of a stack trace. The game itself is
 * unchanged after such a failure: the engine rolled the failed step back.
 */
final class RuleFailure {

    private RuleFailure() {
    }

    /**
     * @param failure what the rules threw
     * @return one line naming the cause
     */
    static String describe(Throwable failure) {
        if (failure instanceof StackOverflowError) {
            return "the rules recursed too deep";
        }
        String message = failure.getMessage();
        return message == null || message.isBlank() ? failure.getClass().getSimpleName() : message;
    }
}
