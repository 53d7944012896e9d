#!/usr/bin/env bash
# Rebuilds LISTEN's shipped podcasts from scripts/podcasts/*.json (see scripts/make-podcasts.mjs).
# Installs Debian's ffmpeg and espeak-ng first when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
exec node scripts/make-podcasts.mjs "$@"
