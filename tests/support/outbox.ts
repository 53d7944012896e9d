// A throwaway mail outbox for tests of sending: without SMTP_URL the mailer writes each message as
// an .eml file to MAIL_OUTBOX_DIR, so each test gets a fresh folder there, and these read it back.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * For every test of the enclosing describe block: SMTP_URL (and each of `unset`) removed, a fresh
 * folder as MAIL_OUTBOX_DIR (or a folder `under` it, which the mailer must create), console.info
 * quiet; after each, the spies restored, the variables as they were, and the folder gone.
 */
export function testOutbox({ unset = [], under = [] }: { unset?: string[]; under?: string[] } = {}) {
  let root = "";
  const saved = Object.fromEntries(["SMTP_URL", "MAIL_OUTBOX_DIR", ...unset].map((key) => [key, process.env[key]]));

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "afc-outbox-"));
    delete process.env.SMTP_URL;
    for (const key of unset) delete process.env[key];
    process.env.MAIL_OUTBOX_DIR = path.join(root, ...under);
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await rm(root, { recursive: true, force: true });
  });

  const dir = () => path.join(root, ...under);
  return {
    /** The names of the files written so far. */
    files: () => readdir(dir()),
    /** The files written for `reference` as `kind`: named `<timestamp>-<reference>-<kind>.eml`. */
    named: async (reference: string, kind: string) => (await readdir(dir())).filter((file) => file.endsWith(`-${reference}-${kind}.eml`)),
    /** One written file's raw message. */
    read: (file: string) => readFile(path.join(dir(), file), "utf8"),
    /** Makes the outbox a file, so that writing any message fails. */
    block: async () => {
      const blocker = path.join(root, "not-a-folder");
      await writeFile(blocker, "x");
      process.env.MAIL_OUTBOX_DIR = blocker;
    },
  };
}
