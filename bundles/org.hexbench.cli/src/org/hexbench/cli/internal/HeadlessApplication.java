package org.hexbench.cli.internal;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.hexbench.cli.HexbenchCommandLine;
import org.hexbench.cli.HexbenchVersion;
import org.hexbench.cli.Terminal;
import org.osgi.framework.FrameworkUtil;

/**
 * The Equinox application {@code org.hexbench.cli.headless}: runs {@link HexbenchCommandLine} on the
 * application arguments and returns its exit code, which the launcher passes to the process.
 */
public final class HeadlessApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        context.applicationRunning();
        String[] arguments = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        HexbenchVersion version = HexbenchVersion.parse(
                FrameworkUtil.getBundle(HeadlessApplication.class).getVersion().toString());
        Terminal terminal = Terminal.system();
        int code = HexbenchCommandLine.standard(terminal, version).run(arguments == null ? new String[0] : arguments);
        terminal.out().flush();
        terminal.err().flush();
        return Integer.valueOf(code);
    }

    @Override
    public void stop() {
        // Subcommands run to completion on the calling thread; there is nothing to interrupt.
    }
}
