// Creating and dropping databases on a PostgreSQL server, for the integration tests' fresh
// databases (test-db.ts) and the run's template (db-template.ts).
import pg from "pg";

/** A migrated and seeded database that test files copy: a PGlite data folder or a server database. */
export type DatabaseTemplate = { engine: "pglite"; dir: string } | { engine: "postgres"; serverUrl: string; name: string };

/** Creates `name` on the server (as a copy of `template` when given) and returns its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
