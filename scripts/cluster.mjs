#!/usr/bin/env node
// `npm run cluster`: the site as several instances on this machine. package.json runs this beside
// the Auth emulator (scripts/with-auth-emulator.mjs) and a PostgreSQL server
// (scripts/with-postgres.sh, which sets DATABASE_URL); this starts Redis, two production instances
// and haproxy in front (scripts/cluster-lib.mjs), prints where, and stops everything on Ctrl-C.
// Options (env): CLUSTER_PORT (first port tried for haproxy, default 4100), CLUSTER_INSTANCES (2).
import { ensureClusterBuild, ensureClusterTools, startCluster } from "./cluster-lib.mjs";

const log = (message) => console.log(`[cluster] ${message}`);

ensureClusterTools();
const deploymentId = ensureClusterBuild(log);
const cluster = await startCluster({
  databaseUrl: process.env.DATABASE_URL,
  instances: Number(process.env.CLUSTER_INSTANCES || 2),
  basePort: Number(process.env.CLUSTER_PORT || 4100),
  log,
});
log(`build ${deploymentId || "(one build, no deployment id)"}; instances: ${cluster.apps.map((app) => app.url).join(", ")}; Redis: ${cluster.redis.url}`);
log(`open ${cluster.url} — Ctrl-C stops PostgreSQL, Redis, the instances and haproxy together`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log("stopping…");
    await cluster.stop();
    process.exit(0);
  });
}
setInterval(() => {}, 1 << 30);
