#!/usr/bin/env bash
# Installs what is missing, builds L-MARS Desktop (Release) and starts the desktop application.
# Arguments go to lmars-cli instead, e.g.  ./scripts/run.sh ask "Can my landlord keep my deposit in California?"
set -euo pipefail
# Builds in the repository but runs from the caller's folder, so relative paths in the arguments
# ("library add memo.md") mean what they say.
root="$(cd "$(dirname "$0")/.." && pwd)"

(cd "$root" && ./scripts/install-deps.sh && cmake --preset release >/dev/null && cmake --build --preset release)

if [ $# -gt 0 ]; then
  exec "$root/build/release/app/lmars-cli" "$@"
fi
gui="$root/build/release/app/lmars"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display: starting lmars under xvfb-run (use ./build/release/app/lmars-cli for a terminal client)." >&2
  exec xvfb-run -a -s "-screen 0 1440x900x24" env QTWEBENGINE_CHROMIUM_FLAGS="${QTWEBENGINE_CHROMIUM_FLAGS:---no-sandbox --disable-gpu}" "$gui"
fi
if [ "$(id -u)" -eq 0 ]; then
  # Chromium refuses its sandbox as root.
  export QTWEBENGINE_CHROMIUM_FLAGS="${QTWEBENGINE_CHROMIUM_FLAGS:---no-sandbox}"
fi
exec "$gui"
