#!/usr/bin/env bash
# The suite itself; scripts/test.sh runs it beside the Auth emulator.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every test runs on the demo data (lib/demo-data.ts), the build's prerendered pages included.
export DEMO_DATA=true

echo "── Content (content/ checked and built by content-collections)"
npx tsx scripts/build-content.ts

echo "── Type check"
npx tsc --noEmit -p .

echo "── Lint (ESLint, zero warnings)"
# Two threads: the React Compiler checks make a one-thread run take over a minute on CI's 2 cores.
npm run --silent lint

echo "── Unit and integration tests (vitest)"
npx vitest run

echo "── Integration tests on a PostgreSQL server"
# The same integration suite against a throwaway PostgreSQL cluster (Debian's, installed when missing).
bash scripts/with-postgres.sh -- npx vitest run tests/integration

echo "── Production build"
npx next build

echo "── Attack and fault suite (scripts/test-attack.sh)"
bash scripts/test-attack.sh

echo "── Bare Next.js page (the yardstick of e2e/js-budget.spec.ts)"
node scripts/bare-next.mjs

echo "── Browser tests (Playwright, Debian Chromium)"
# A fresh embedded database for every run, so tests never see a previous run's data.
export E2E_PGLITE_DATA_DIR=".data/e2e-$(date +%s)"
trap 'rm -rf "$E2E_PGLITE_DATA_DIR"' EXIT
npx playwright test
