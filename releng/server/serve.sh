#!/bin/sh
# Runs `hexbench serve` of the product in /opt/hexbench (the container's entry point; the options are serve's).
set -e
launcher=$(ls /opt/hexbench/plugins/org.eclipse.equinox.launcher_*.jar | head -n 1)
exec java --sun-misc-unsafe-memory-access=allow ${HEXBENCH_JAVA_OPTIONS:--Xmx1g} -jar "$launcher" \
    -nosplash -application org.hexbench.cli.headless -data @none serve "$@"
