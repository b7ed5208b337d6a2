package org.hexbench.ui.play.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.ui.play.GameMapView;
import org.hexbench.ui.play.PlayViews;

/**
 * The Game Map's keyboard commands (Next Unit, Zoom In, Zoom Out, Actual Size), bound in the Play context
 * ({@code org.hexbench.ui.play.context}, active while a Play view is): the kind is the handler's data in
 * plugin.xml, e.g. {@code class="org.hexbench.ui.play.internal.MapViewHandler:zoomIn"}.
 */
public final class MapViewHandler extends AbstractHandler implements IExecutableExtension {

    private String kind = "";

    @Override
    public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
        kind = data instanceof String s ? s : "";
    }

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        if (window == null || window.getActivePage() == null
                || !(window.getActivePage().findView(PlayViews.MAP) instanceof GameMapView map)) {
            return null;
        }
        switch (kind) {
            case "nextUnit" -> map.nextUnit();
            case "zoomIn" -> map.zoomStep(1);
            case "zoomOut" -> map.zoomStep(-1);
            case "zoomReset" -> map.setZoom(1.0);
            default -> throw new IllegalStateException("unknown map command " + kind);
        }
        return null;
    }
}
