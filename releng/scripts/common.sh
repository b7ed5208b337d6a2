# Shared by ./hexbench, ./run-tests and .ci/run: picks a JDK >= 21 and provides the Maven wrapper call.
# Source it; it defines functions only and changes nothing until they are called.

HEXBENCH_ROOT="${HEXBENCH_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"
HEXBENCH_MIN_JAVA=21

# Prints the feature version (e.g. 21, 25) of the java binary in JDK folder $1, or nothing.
hexbench_java_version() {
  local java="$1/bin/java"
  [ -x "$java" ] && [ -x "$1/bin/javac" ] || return 1
  "$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p' | head -n 1
}

# Sets JAVA_HOME to a JDK >= 21: JAVA_HOME when it is one, else the newest in the usual JDK folders.
hexbench_select_jdk() {
  local v
  if [ -n "${JAVA_HOME:-}" ]; then
    v=$(hexbench_java_version "$JAVA_HOME")
    if [ -n "$v" ] && [ "$v" -ge "$HEXBENCH_MIN_JAVA" ] 2>/dev/null; then export JAVA_HOME; return 0; fi
    echo "hexbench: JAVA_HOME=$JAVA_HOME is not a JDK >= $HEXBENCH_MIN_JAVA (found '${v:-none}'); searching the usual folders" >&2
  fi
  local best="" bestv=0 d
  for d in /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/*; do
    [ -d "$d" ] || continue
    v=$(hexbench_java_version "$d") || continue
    [ -n "$v" ] || continue
    if [ "$v" -ge "$HEXBENCH_MIN_JAVA" ] 2>/dev/null && [ "$v" -gt "$bestv" ]; then best="$d"; bestv="$v"; fi
  done
  if [ -z "$best" ] && command -v javac >/dev/null 2>&1; then
    d=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
    v=$(hexbench_java_version "$d")
    if [ -n "$v" ] && [ "$v" -ge "$HEXBENCH_MIN_JAVA" ] 2>/dev/null; then best="$d"; fi
  fi
  if [ -z "$best" ]; then
    cat >&2 <<MSG
hexbench: no JDK >= $HEXBENCH_MIN_JAVA found.
  Looked at JAVA_HOME, /usr/lib/jvm, /usr/java, /opt/java, /opt/jdk*, ~/.sdkman and ~/.jdks.
  The Eclipse Platform bundles Hexbench builds on require Java 21 or newer. Install one, e.g.
  'apt-get install openjdk-21-jdk' (or Temurin 21/25), or point JAVA_HOME at it.
MSG
    return 1
  fi
  export JAVA_HOME="$best"
}

# Runs the Maven wrapper from the repository root with the selected JDK.
hexbench_mvn() {
  (cd "$HEXBENCH_ROOT" && ./mvnw "$@")
}

# Makes sure the packages the SWT user interface needs are there: Xvfb (only when there is no display) and GTK 3.
# Installs them with apt-get when missing and running as root; otherwise says what to install.
hexbench_ensure_ui_packages() {
  local need_xvfb="$1" missing=()
  if [ "$need_xvfb" = yes ] && ! command -v Xvfb >/dev/null 2>&1; then missing+=(xvfb); fi
  if ! ldconfig -p 2>/dev/null | grep -q 'libgtk-3\.so\.0'; then missing+=(libgtk-3-0 fonts-dejavu-core); fi
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "hexbench: installing ${missing[*]} (needed for the SWT user interface)" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}") >&2 || {
      echo "hexbench: apt-get could not install ${missing[*]}" >&2; return 1; }
  else
    echo "hexbench: missing ${missing[*]}; install them (e.g. sudo apt-get install ${missing[*]}) and try again" >&2
    return 1
  fi
}
