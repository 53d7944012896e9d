// Runs a command beside the Firebase Auth emulator (firebase-tools, no account or network needed):
// the emulator starts first, the command gets FIREBASE_AUTH_EMULATOR_HOST, and when the command
// ends, or Ctrl-C stops both, the emulator shuts down. Usage:
//   node scripts/with-auth-emulator.mjs [--config firebase.test.json] -- <command…>
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const split = args.indexOf("--");
const options = split === -1 ? [] : args.slice(0, split);
const command = split === -1 ? args : args.slice(split + 1);
const configIndex = options.indexOf("--config");
const config = configIndex === -1 ? "firebase.json" : options[configIndex + 1];
const projectId = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || "demo-alcohol-free";
const { host, port } = JSON.parse(readFileSync(config, "utf8")).emulators.auth;

const quoted = command.map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replace(/'/g, "'\\''")}'`)).join(" ");
const child = spawn(
  "npx",
  ["firebase", "emulators:exec", "--only", "auth", "--project", projectId, "--config", config, quoted],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      CI: "true", // keeps firebase-tools from prompting
      NO_UPDATE_NOTIFIER: "1",
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || `${host}:${port}`,
    },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
