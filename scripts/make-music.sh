#!/usr/bin/env bash
# Rebuilds the tracks of /music/ from scripts/music/tracks.json (see scripts/make-music.mjs).
# Installs Debian's sox and ffmpeg first when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v sox >/dev/null || missing+=(sox)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
exec node scripts/make-music.mjs "$@"
