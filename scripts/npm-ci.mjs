// `npm ci`, without building what the site never runs. firebase-tools (the Auth emulator) pulls in
// re2 through superstatic, its hosting server, as an optional dependency that superstatic does
// without; its install script tries to download a prebuilt binary (no network for that here: it
// hangs for minutes) and then compiles it from C++ sources (about five minutes of CPU). So the
// install runs with scripts off, then runs the install scripts of the packages that need them.
// package.json's allowScripts says the same for npm 12, which enforces it.
// Usage: node scripts/npm-ci.mjs   (ensure-deps.mjs, .ci/run and scripts/test-node24.sh call it)
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

const RUN_SCRIPTS = ["esbuild", "protobufjs", "@firebase/util"];
const SKIP_SCRIPTS = ["re2"];

execSync("npm ci --no-audit --no-fund --ignore-scripts", { stdio: "inherit" });

// A dependency added later with an install script of its own must be placed in one list or the other.
const { packages } = JSON.parse(readFileSync("node_modules/.package-lock.json", "utf8"));
const withScripts = new Set(
  Object.entries(packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length)),
);
const unknown = [...withScripts].filter((name) => !RUN_SCRIPTS.includes(name) && !SKIP_SCRIPTS.includes(name));
if (unknown.length) {
  throw new Error(`These dependencies have install scripts that scripts/npm-ci.mjs neither runs nor skips: ${unknown.join(", ")}`);
}
execSync(`npm rebuild ${RUN_SCRIPTS.filter((name) => withScripts.has(name)).join(" ")}`, { stdio: "inherit" });
