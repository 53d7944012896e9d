// Vitest global setup for the integration project: one database migrated and seeded once per run,
// which each test file copies (tests/integration/test-db.ts). Migrating and seeding took 9 to 28 s
// per file on CI's two cores; a copy opens in under a second. Built fresh every run, so a new
// migration or seed change is always in it, and removed at the end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { closeDb, getDb } from "@/lib/server/platform/db";
import { createDatabase, dropDatabase, type DatabaseTemplate } from "./template-db";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const saved = { DATABASE_URL: process.env.DATABASE_URL, PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR };
  let template: DatabaseTemplate;
  if (serverUrl) {
    const url = await createDatabase(serverUrl, `afc_tpl_${process.pid}`);
    process.env.DATABASE_URL = url;
    template = { engine: "postgres", serverUrl, name: `afc_tpl_${process.pid}` };
  } else {
    const dir = mkdtempSync(join(tmpdir(), "afc-tpl-"));
    process.env.PGLITE_DATA_DIR = dir;
    template = { engine: "pglite", dir };
  }
  try {
    await getDb();
  } finally {
    await closeDb();
    restore(saved);
  }
  project.provide("databaseTemplate", template);
  return async () => {
    if (template.engine === "postgres") await dropDatabase(template.serverUrl, template.name);
    else rmSync(template.dir, { recursive: true, force: true });
  };
}

function restore(saved: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}
