#!/usr/bin/env bash
# The project as a newcomer with Node 24 LTS meets it: a copy of the working tree (committed and new
# files; no node_modules, build output or data), installed with `npm ci` and checked under Node 24:
# content build, type check, vitest (unit and integration, beside the Auth emulator) and the
# production build. The copy lives outside the repository, so nothing here sees its files twice.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
COPY="$(mktemp -d "${TMPDIR:-/tmp}/afc-node24.XXXXXX")"
cd "$ROOT"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  [ -e "$file" ] && printf '%s\0' "$file"
done | xargs -0 cp --parents -t "$COPY"

cd "$COPY"
bash "$ROOT/scripts/with-node24.sh" -- bash -euo pipefail -c '
  echo "Node $(node --version), npm $(npm --version)"
  node scripts/npm-ci.mjs
  npx tsx scripts/build-content.ts
  npx tsc --noEmit -p .
  node scripts/with-auth-emulator.mjs --config firebase.test.json -- npx vitest run
  npx next build
'
cd "$ROOT"
rm -rf "$COPY"
echo "Node 24: install, type check, vitest and build passed."
