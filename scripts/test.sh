#!/usr/bin/env bash
# Every test, on a fresh machine: installs what is missing (dependencies, Debian's Chromium), then
# runs the type check, ESLint, vitest (unit and integration on PGlite, with the Auth emulator) and
# Playwright against the production build, all beside a test-only Auth emulator (port 9199, so a
# running `npm run dev` is not disturbed).
set -euo pipefail
cd "$(dirname "$0")/.."

node scripts/ensure-deps.mjs

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
fi

exec node scripts/with-auth-emulator.mjs --config firebase.test.json -- bash scripts/test-suite.sh
