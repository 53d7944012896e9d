#!/usr/bin/env bash
# Runs a command with Node 24 LTS first on PATH: the Node most newcomers have, beside the Node 20 of
# these machines. The binary comes only from the npm registry (the node-linux-<arch>@24 package),
# fetched once into .tools/node24; npm and npx are the installed ones, run by Node 24.
#   bash scripts/with-node24.sh -- <command…>
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
NODE24="$ROOT/.tools/node24"

if [ ! -x "$NODE24/bin/node" ]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No node-linux package for $(uname -m)" >&2; exit 1 ;;
  esac
  echo "Fetching Node 24 from the npm registry (node-linux-$arch@24)…"
  download="$(mktemp -d)"
  (cd "$download" && npm pack --silent "node-linux-$arch@24" >/dev/null)
  mkdir -p "$NODE24"
  tar xzf "$download"/node-linux-*.tgz -C "$NODE24" --strip-components=1
  rm -rf "$download"
fi

[ "${1:-}" = "--" ] && shift
# Native addons (node-gyp) build against Node 24's own headers, shipped in the same package.
export PATH="$NODE24/bin:$PATH" npm_config_nodedir="$NODE24"
exec "$@"
