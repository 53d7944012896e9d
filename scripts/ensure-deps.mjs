// Installs the project's dependencies when they are missing or older than package-lock.json, so a
// fresh clone needs no separate install step. Uses only Node's standard library.
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const installed = "node_modules/.package-lock.json";
const stale = !existsSync(installed) || statSync("package-lock.json").mtimeMs > statSync(installed).mtimeMs;
if (stale) {
  console.log("Installing dependencies (npm ci)…");
  execSync("node scripts/npm-ci.mjs", { stdio: "inherit" });
}
