#!/usr/bin/env bash
# Installs the Debian packages the tests start for real: Chromium (browser tests), redis-server
# (the scale-out cache and limits) and PostgreSQL (the shared market store). Runs before
# `npm test` (npm's pretest) and so from .ci/run too. As root it installs what is missing
# (apt-get update first); otherwise it names exactly what to install and fails.
set -euo pipefail

missing=()
[ -x "${PLAYWRIGHT_CHROMIUM_EXECUTABLE:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need these Debian packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

echo "Installing Debian packages the tests need: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends "${missing[@]}"
# The packages' own services are not used: tests start their own servers on free loopback ports.
