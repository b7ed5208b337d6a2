package org.hexbench.scenario.edit;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.provider.AreaItemProvider;
import org.hexbench.scenario.provider.BoundsItemProvider;
import org.hexbench.scenario.provider.ConditionItemProvider;
import org.hexbench.scenario.provider.EntityTemplateItemProvider;
import org.hexbench.scenario.provider.HomeSiteItemProvider;
import org.hexbench.scenario.provider.LocationItemProvider;
import org.hexbench.scenario.provider.PlaceSitesItemProvider;
import org.hexbench.scenario.provider.ResourceAmountItemProvider;
import org.hexbench.scenario.provider.TerrainStackItemProvider;
import org.hexbench.scenario.provider.VariableModifierItemProvider;
import org.hexbench.scenario.provider.VariableValueItemProvider;
import org.hexbench.scenario.provider.ScenarioItemProviderAdapterFactory;

/**
 * The item provider adapter factory registered in plugin.xml: the generated factory with {@link ItemLabels} labels
 * for the value elements (the generated code stays untouched). Classes with a name, such
 * as unit classes and factions, keep the generated labels, e.g. "Unit class Archer"; one without a name shows its id
 * instead, e.g. "Unit class archer" (Hexkit User's Guide §3.2.4 Identifiers and Names), where the generated label
 * would say only "Unit class". Every property descriptor describes its feature with the feature's documentation in
 * {@code scenario.ecore} ({@link FeatureDocumentation}), which the editors show as tooltips.
 */
public class ScenarioLabelledAdapterFactory extends ScenarioItemProviderAdapterFactory {

    /** Creates the factory. */
    public ScenarioLabelledAdapterFactory() {
        super();
    }

    /**
     * Adapts as the generated factory does, except that an element's label provider labels an element without a name
     * with its id.
     */
    @Override
    public Adapter adapt(Notifier target, Object type) {
        Adapter adapter = super.adapt(target, type);
        if (type == IItemLabelProvider.class && adapter instanceof IItemLabelProvider labels
                && target instanceof Identified) {
            return new IdLabels(adapter, labels);
        }
        if (type == IItemPropertySource.class && adapter instanceof IItemPropertySource properties) {
            return new DocumentedProperties(adapter, properties);
        }
        return adapter;
    }

    /** The property source of an element: the generated descriptors, described by their feature's documentation. */
    private static final class DocumentedProperties extends AdapterImpl implements IItemPropertySource {

        private final Adapter adapter;
        private final IItemPropertySource properties;

        DocumentedProperties(Adapter adapter, IItemPropertySource properties) {
            this.adapter = adapter;
            this.properties = properties;
        }

        @Override
        public boolean isAdapterForType(Object type) {
            return adapter.isAdapterForType(type);
        }

        @Override
        public java.util.List<IItemPropertyDescriptor> getPropertyDescriptors(Object object) {
            return properties.getPropertyDescriptors(object).stream()
                    .map(d -> FeatureDocumentation.documented(object, d)).toList();
        }

        @Override
        public IItemPropertyDescriptor getPropertyDescriptor(Object object, Object propertyId) {
            IItemPropertyDescriptor descriptor = properties.getPropertyDescriptor(object, propertyId);
            return descriptor == null ? null : FeatureDocumentation.documented(object, descriptor);
        }

        @Override
        public Object getEditableValue(Object object) {
            return properties.getEditableValue(object);
        }
    }

    /** The label provider of an element with an id: the generated label, plus the id when the name is empty. */
    private static final class IdLabels extends AdapterImpl implements IItemLabelProvider {

        private final Adapter adapter;
        private final IItemLabelProvider labels;

        IdLabels(Adapter adapter, IItemLabelProvider labels) {
            this.adapter = adapter;
            this.labels = labels;
        }

        @Override
        public boolean isAdapterForType(Object type) {
            return adapter.isAdapterForType(type);
        }

        @Override
        public String getText(Object element) {
            String text = labels.getText(element);
            return element instanceof Identified e && (e.getName() == null || e.getName().isEmpty()) && e.getId() != null
                    ? text + " " + e.getId() : text;
        }

        @Override
        public Object getImage(Object element) {
            return labels.getImage(element);
        }
    }

    /** @return the VariableValue item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createVariableValueAdapter() {
        if (variableValueItemProvider == null) {
            variableValueItemProvider = new VariableValueItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return variableValueItemProvider;
    }

    /** @return the VariableModifier item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createVariableModifierAdapter() {
        if (variableModifierItemProvider == null) {
            variableModifierItemProvider = new VariableModifierItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return variableModifierItemProvider;
    }

    /** @return the ResourceAmount item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createResourceAmountAdapter() {
        if (resourceAmountItemProvider == null) {
            resourceAmountItemProvider = new ResourceAmountItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return resourceAmountItemProvider;
    }

    /** @return the Condition item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createConditionAdapter() {
        if (conditionItemProvider == null) {
            conditionItemProvider = new ConditionItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return conditionItemProvider;
    }

    /** @return the Location item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createLocationAdapter() {
        if (locationItemProvider == null) {
            locationItemProvider = new LocationItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return locationItemProvider;
    }

    /** @return the Bounds item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createBoundsAdapter() {
        if (boundsItemProvider == null) {
            boundsItemProvider = new BoundsItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return boundsItemProvider;
    }

    /** @return the TerrainStack item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createTerrainStackAdapter() {
        if (terrainStackItemProvider == null) {
            terrainStackItemProvider = new TerrainStackItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return terrainStackItemProvider;
    }

    /** @return the EntityTemplate item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createEntityTemplateAdapter() {
        if (entityTemplateItemProvider == null) {
            entityTemplateItemProvider = new EntityTemplateItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return entityTemplateItemProvider;
    }

    /** @return the HomeSite item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createHomeSiteAdapter() {
        if (homeSiteItemProvider == null) {
            homeSiteItemProvider = new HomeSiteItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return homeSiteItemProvider;
    }

    /** @return the PlaceSites item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createPlaceSitesAdapter() {
        if (placeSitesItemProvider == null) {
            placeSitesItemProvider = new PlaceSitesItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return placeSitesItemProvider;
    }

    /** @return the Area item provider with an {@link ItemLabels} label */
    @Override
    public Adapter createAreaAdapter() {
        if (areaItemProvider == null) {
            areaItemProvider = new AreaItemProvider(this) {
                @Override
                public String getText(Object object) {
                    return ItemLabels.text(object);
                }
            };
        }
        return areaItemProvider;
    }
}
