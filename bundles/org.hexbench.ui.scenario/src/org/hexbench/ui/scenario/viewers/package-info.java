/**
 * Small JFace adapters over EMF.Edit item providers, written here because emf.edit.ui is not on Maven Central (see
 * the platform notes): a tree content provider over {@link org.eclipse.emf.edit.provider.ITreeItemContentProvider},
 * a label provider over {@link org.eclipse.emf.edit.provider.IItemLabelProvider} with the item providers' icons, and
 * property sources over {@link org.eclipse.emf.edit.provider.IItemPropertySource} with cell editors for text,
 * numbers, booleans, enums and references. Every edit they make is an EMF command on the element's editing domain
 * (every change goes through the command stack).
 */
package org.hexbench.ui.scenario.viewers;
