// A bare Next.js App Router app (one heading, one paragraph), built with this project's own next,
// react and typescript, as the yardstick for speed: `npm run perf` serves it beside the site, and
// the JavaScript budget test (e2e/js-budget.spec.ts) measures its first-load JS. It lives outside
// the project (Next would otherwise take up the project's instrumentation and config as its own),
// in the system's temp folder, with a hard-linked copy of the project's node_modules (Turbopack
// compiles nothing outside the app's folder, so a symlink will not do), so building it needs no
// install; it is rebuilt only when the next or react version changes.
//   node scripts/bare-next.mjs          → builds if needed, prints the app's folder
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BARE_DIR = path.join(tmpdir(), "afc-perf-bare");

const LAYOUT = `export const metadata = { title: "Bare", description: "A bare Next.js page" };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`;
const PAGE = `export default function Page() {
  return (<main><h1>Hello</h1><p>A bare Next.js App Router page with one paragraph of text.</p></main>);
}
`;
const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    lib: ["dom", "dom.iterable", "esnext"],
    strict: true,
    noEmit: true,
    module: "esnext",
    moduleResolution: "bundler",
    jsx: "react-jsx",
    isolatedModules: true,
    skipLibCheck: true,
    plugins: [{ name: "next" }],
  },
  include: ["**/*.ts", "**/*.tsx"],
};

/** Hard links (a second or two) where the file system allows, a real copy where it does not. */
function linkNodeModules(from, to) {
  try {
    execFileSync("cp", ["-al", from, to], { stdio: "ignore" });
  } catch {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
}

function versions() {
  const require = createRequire(path.join(root, "package.json"));
  const version = (name) => require(`${name}/package.json`).version;
  return `${version("next")}/${version("react")}`;
}

/** Builds the bare app unless a build for the installed next/react is there; returns its folder. */
export function ensureBareNext({ quiet = false } = {}) {
  const stamp = path.join(BARE_DIR, ".version");
  const wanted = versions();
  if (existsSync(path.join(BARE_DIR, ".next", "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) {
    return BARE_DIR;
  }
  rmSync(BARE_DIR, { recursive: true, force: true });
  mkdirSync(path.join(BARE_DIR, "app"), { recursive: true });
  linkNodeModules(path.join(root, "node_modules"), path.join(BARE_DIR, "node_modules"));
  writeFileSync(path.join(BARE_DIR, "package.json"), JSON.stringify({ name: "perf-bare", private: true }) + "\n");
  writeFileSync(path.join(BARE_DIR, "tsconfig.json"), JSON.stringify(TSCONFIG, null, 2) + "\n");
  // Its own (empty) config, so Next does not take up the project's next.config.ts above it.
  writeFileSync(path.join(BARE_DIR, "next.config.mjs"), "export default {};\n");
  writeFileSync(path.join(BARE_DIR, "app", "layout.tsx"), LAYOUT);
  writeFileSync(path.join(BARE_DIR, "app", "page.tsx"), PAGE);
  if (!quiet) console.error("Building the bare Next.js page (once per next/react version)…");
  execFileSync(process.execPath, [path.join(BARE_DIR, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: BARE_DIR,
    stdio: quiet ? "ignore" : ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(stamp, wanted);
  return BARE_DIR;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(ensureBareNext());
}
