#!/usr/bin/env bash
# Makes public/fonts/inter-latin-wght-subset.woff2, the site's only web font, from
# @fontsource-variable/inter's Latin file: the same variable font limited to the weights the CSS
# uses (400–900; Inter's 100–300 cost ~7.5 kB that no page draws) and cut down to the characters
# and OpenType features British English pages use, so the first visit downloads ~23 kB instead of
# 48 kB (docs/performance.md). Keep app/layout.tsx's `weight` in step with the range. Characters
# outside the subset fall back to the system font, glyph by glyph. Run it again only after upgrading
# the font package; the result is committed.
# Needs Debian's python3-fonttools and python3-brotli (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! /usr/bin/python3 -c "import fontTools, brotli" 2>/dev/null; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-fonttools python3-brotli >/dev/null
fi
# The weight axis first, so the subsetter works on the smaller font.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer \
  node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 wght=400:900 \
  --output="$work/inter-400-900.ttf"
# Basic Latin, Latin-1 (£, é, ×, ·, non-breaking space), dashes, curly quotes, bullet, ellipsis,
# the euro and the minus sign; kerning only (no CSS here asks for another OpenType feature, and
# Inter's contextual alternates alone weigh ~6 kB).
/usr/bin/python3 -m fontTools.subset \
  "$work/inter-400-900.ttf" \
  --unicodes="U+0020-007E,U+00A0-00FF,U+2010-2015,U+2018-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212" \
  --layout-features="kern" \
  --flavor=woff2 \
  --output-file=public/fonts/inter-latin-wght-subset.woff2
ls -l public/fonts/inter-latin-wght-subset.woff2
