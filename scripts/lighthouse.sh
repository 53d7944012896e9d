#!/usr/bin/env bash
# Lighthouse performance audit (mobile, Lighthouse's default) of pages on an already running server.
#   bash scripts/lighthouse.sh http://localhost:3300/shop/all-alcohol-free-beers [URL…]
# Uses Debian's Chromium and `npx --yes lighthouse@12.8.2` (deliberately not a project dependency).
# Prints per URL: performance score ×100, FCP, LCP, TBT, CLS, Speed Index. Exits non-zero if an
# audit could not run. Env: LIGHTHOUSE_VERSION, CHROME_PATH, LIGHTHOUSE_KEEP=1 keeps the JSON reports,
# LIGHTHOUSE_EXTRA_HEADERS='{"Cookie":"…"}' sends headers with every request (a cart for checkout:
# scripts/lighthouse-checkout.sh).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/lighthouse.sh URL [URL…]  (the server must already be running)" >&2
  exit 2
fi

LIGHTHOUSE_VERSION="${LIGHTHOUSE_VERSION:-12.8.2}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
CHROME_FLAGS="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync"

if [ ! -x "$CHROME_PATH" ]; then
  echo "Chromium not found at $CHROME_PATH (apt-get install chromium, or set CHROME_PATH)" >&2
  exit 2
fi

tmpdir="$(mktemp -d -t lighthouse.XXXXXX)"
cleanup() {
  if [ "${LIGHTHOUSE_KEEP:-}" = "1" ]; then echo "reports kept in $tmpdir" >&2; else rm -rf "$tmpdir"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

failed=0
index=0
for url in "$@"; do
  index=$((index + 1))
  report="$tmpdir/report-$index.json"
  echo "== $url  (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  if ! npx --yes "lighthouse@$LIGHTHOUSE_VERSION" "$url" \
    --quiet \
    --only-categories=performance \
    --output=json \
    --output-path="$report" \
    --chrome-flags="$CHROME_FLAGS" \
    ${LIGHTHOUSE_EXTRA_HEADERS:+--extra-headers="$LIGHTHOUSE_EXTRA_HEADERS"} >"$tmpdir/log-$index.txt" 2>&1; then
    echo "   lighthouse failed:" >&2
    tail -n 20 "$tmpdir/log-$index.txt" >&2
    failed=1
    continue
  fi
  node - "$report" <<'EOF'
const report = JSON.parse(require("node:fs").readFileSync(process.argv[2], "utf8"));
const audit = (id) => report.audits[id] ?? {};
const ms = (id) => `${Math.round(audit(id).numericValue ?? NaN)} ms`;
const score = report.categories.performance.score;
const rows = [
  ["Performance", score === null ? "n/a" : String(Math.round(score * 100))],
  ["FCP", `${ms("first-contentful-paint")} (${audit("first-contentful-paint").displayValue ?? "?"})`],
  ["LCP", `${ms("largest-contentful-paint")} (${audit("largest-contentful-paint").displayValue ?? "?"})`],
  ["TBT", ms("total-blocking-time")],
  ["CLS", (audit("cumulative-layout-shift").numericValue ?? NaN).toFixed(3)],
  ["Speed Index", `${ms("speed-index")} (${audit("speed-index").displayValue ?? "?"})`],
];
for (const [label, value] of rows) console.log(`   ${label.padEnd(12)} ${value}`);
if (report.runtimeError) console.log(`   runtime error: ${report.runtimeError.code} ${report.runtimeError.message}`);
for (const warning of report.runWarnings ?? []) console.log(`   warning: ${warning}`);
EOF
done
exit "$failed"
