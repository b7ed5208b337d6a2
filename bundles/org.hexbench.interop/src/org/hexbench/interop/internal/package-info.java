/**
 * Internals of the map interchange: building the skeleton of an imported scenario, safe XML reading with line
 * numbers, and decoding Tiled layer data. Not API.
 */
package org.hexbench.interop.internal;
