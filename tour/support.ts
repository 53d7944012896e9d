import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { waitForHydration } from "../e2e/support";

/** Saves a screenshot as .data/tour/<project>/<name>.png once the page has gone quiet. */
export async function snap(page: Page, name: string, project: string, fullPage = true): Promise<void> {
  const dir = `.data/tour/${project}`;
  mkdirSync(dir, { recursive: true });
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
