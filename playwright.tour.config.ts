import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The screenshot tour (npm run tour): the site's main journeys at both sizes, saved as full-page
// PNGs under .data/tour/<desktop|mobile>/ for people to look at. Not a test suite: it asserts only
// enough to know each screen is the right one. Same server, browser and emulator as the e2e suite.
export default defineConfig({
  ...base,
  testDir: "tour",
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  reporter: [["list"]],
});
