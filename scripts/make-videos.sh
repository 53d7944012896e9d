#!/usr/bin/env bash
# Rebuilds WATCH's clips, posters and captions from scripts/videos/*.json (see scripts/make-videos.mjs).
# Installs Debian's ffmpeg, espeak-ng and rsvg-convert first when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
fc-list | grep -q "DejaVu Sans" || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
exec node scripts/make-videos.mjs "$@"
