/**
 * Implementation helpers of the tiling bundle, exported with {@code x-internal:=true}: not
 * API, may change without notice.
 */
package org.hexbench.tiling.internal;
