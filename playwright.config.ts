import { defineConfig, devices } from "@playwright/test";
import { E2E_REVALIDATE_SECRET } from "./e2e/e2e-env";

// Browser tests against the production build, in Debian's Chromium (Playwright's own browser
// download is not available here). scripts/test-suite.sh builds first and runs this beside the
// test Auth emulator; E2E_PGLITE_DATA_DIR gives the server a fresh database.
const PORT = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://localhost:${PORT}`;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions } },
    {
      name: "mobile",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions },
    },
  ],
  webServer: {
    command: `node scripts/next-start.mjs -p ${PORT}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PGLITE_DATA_DIR: process.env.E2E_PGLITE_DATA_DIR || ".data/e2e",
      // The local demo runs the production build against the Auth emulator on purpose.
      ALLOW_AUTH_EMULATOR_IN_PRODUCTION: "true",
      // The journeys shop the demo catalogue (lib/demo-data.ts).
      DEMO_DATA: "true",
      CATALOGUE_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      // Next directly, without npm start's API queue (scripts/front.mjs): the queue has its own
      // tests (tests/front.test.ts, the attack suite's burst). With it, the one clean-clone run
      // took 22 min here against 18 without (an extra hop for every asset, on two cores).
      FRONT_CONCURRENCY: "0",
    },
  },
});
