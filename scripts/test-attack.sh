#!/usr/bin/env bash
# The attack and fault suite (npm run test:attack; npm test runs it too): attack/*.test.ts with
# vitest against the production build, beside the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, which
# `npm run test:attack` starts and scripts/test-suite.sh already has):
#   1. on embedded PGlite, one instance (attack/single.test.ts, attack/in-process.test.ts);
#   2. on the cluster (attack/cluster.test.ts): a throwaway PostgreSQL server (scripts/with-postgres.sh),
#      Redis, two instances and haproxy (scripts/cluster-lib.mjs; Debian packages installed when missing).
# The build in .next is used (every instance runs that one build); without one, it is made first.
set -euo pipefail
cd "$(dirname "$0")/.."
# The attacks shop the demo catalogue (lib/demo-data.ts); attack/empty-start.test.ts starts without it.
export DEMO_DATA="${DEMO_DATA:-true}"

if [ -z "${FIREBASE_AUTH_EMULATOR_HOST:-}" ]; then
  exec node scripts/with-auth-emulator.mjs --config firebase.test.json -- bash scripts/test-attack.sh
fi

node -e 'import("./scripts/cluster-lib.mjs").then((m) => { m.ensureClusterTools(); m.ensureClusterBuild(); })'

echo "── Attack suite on embedded PGlite"
npx vitest run -c vitest.attack.config.ts attack/single.test.ts attack/in-process.test.ts attack/admin.test.ts attack/admin-discounts.test.ts attack/production-start.test.ts

echo "── Attack suite on the cluster (PostgreSQL, Redis, two instances, haproxy)"
bash scripts/with-postgres.sh -- npx vitest run -c vitest.attack.config.ts attack/cluster.test.ts
