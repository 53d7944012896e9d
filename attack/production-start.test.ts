import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEmulatorUser, makeEmulatorStaff } from "../e2e/emulator";
// @ts-expect-error plain ESM script without types
import { freePorts, startNext, stopChild } from "../scripts/cluster-lib.mjs";
// @ts-expect-error plain ESM script without types
import { npmStartCommand } from "../scripts/next-start.mjs";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { ABOUT_PAGES, CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { bearer, send, uniqueEmail } from "./support";

// `npm start` is the production start (issue 34.10): it refuses the Auth emulator whatever the
// opt-in says, and without it a token the emulator would take (unsigned, for a real staff uid,
// with the staff claim) is worth nothing. Run against the production build like the rest.

const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = path.resolve(".data", `attack-production-${Date.now()}-${dataDirs.length}`);
  dataDirs.push(dir);
  return dir;
};
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An ID token as the emulator issues them: alg "none", no signature, any claims. */
function unsignedToken(uid: string, claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const project = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || "demo-alcohol-free";
  return `${part({ alg: "none", typ: "JWT" })}.${part({
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email: "staff@example.com",
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: "password" },
    ...claims,
  })}.`;
}

describe("the production start (npm start)", () => {
  it("with the Auth emulator configured, even with ALLOW_AUTH_EMULATOR_IN_PRODUCTION=true → refuses to start, never serves", async () => {
    const [port] = await freePorts(5300, 1);
    const [command, args] = npmStartCommand(port, "127.0.0.1");
    const child = spawn(command, args, {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PRODUCTION_START: "true",
        ALLOW_AUTH_EMULATOR_IN_PRODUCTION: "true",
        FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || "127.0.0.1:9199",
        PGLITE_DATA_DIR: freshDataDir(),
        FRONT_CONCURRENCY: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", (exitCode) => resolve(exitCode)));
    expect(code).toBe(1);
    expect(output).toContain("Refusing to start: the Firebase Auth emulator");
  });

  it("without the emulator, an unsigned token for a real staff uid with the staff claim → 401 on the staff API, reads and writes", async () => {
    const email = uniqueEmail("production-staff");
    const staff = await createEmulatorUser(email, "Attack2026drinks");
    await makeEmulatorStaff(staff.uid);
    const forged = unsignedToken(staff.uid, { staff: true, email });
    const [port] = await freePorts(5310, 1);
    const child = await startNext({
      port,
      name: "production start",
      front: true,
      env: { PRODUCTION_START: "true", FIREBASE_AUTH_EMULATOR_HOST: "", NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "", PGLITE_DATA_DIR: freshDataDir() },
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      const answers = await Promise.all([
        send(`${base}/api/admin/orders`, { method: "GET", headers: bearer(forged) }),
        send(`${base}/api/admin/discounts`, { body: { code: "FORGED100", kind: "percentage", value: 100 }, headers: bearer(forged) }),
        send(`${base}/api/admin/orders`, { method: "GET", headers: { cookie: `afcfbtoken=${forged}` } }),
      ]);
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(401);
        expect(answer.body.data).toBeUndefined();
      }
    } finally {
      await stopChild(child);
    }
  });

  it("without DEMO_DATA, on a fresh database → an empty shop: every shop and content route answers without a 5xx, the aisles say the range is on its way and WATCH its videos", async () => {
    const [port] = await freePorts(5320, 1);
    // The build in .next was made with the demo data (scripts/test-suite.sh): its prerendered shop
    // pages hold the demo catalogue until the start-up expiry (scripts/next-start.mjs) replaces them.
    const child = await startNext({
      port,
      name: "empty production start",
      front: true,
      env: { PRODUCTION_START: "true", DEMO_DATA: "", FIREBASE_AUTH_EMULATOR_HOST: "", NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "", PGLITE_DATA_DIR: freshDataDir() },
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      const aisles = [...CATEGORY_TREE.map((category) => category.slug), ...Object.keys(ABOUT_PAGES)].map((slug) => `/shop/${slug}`);
      const routes = ["/", "/shop", ...aisles, "/shop/all-alcohol-free-wines?sort=price-asc", "/shop/search?q=gin", "/shop/alcohol-free-explained", "/sitemap.xml", "/talk", "/listen", "/podcasts", "/read", "/watch", "/music", "/learn"];
      const failures: string[] = [];
      for (const route of routes) {
        const answer = await fetch(`${base}${route}`);
        if (answer.status >= 500 || answer.status === 404) failures.push(`${route}: ${answer.status}`);
      }
      expect(failures).toEqual([]);

      const shop = await (await fetch(`${base}/shop`)).text();
      expect(shop).toContain("Our range is on its way");
      expect(shop).not.toContain('data-testid="demo-data-notice"');
      expect(shop).not.toContain(SEED_PRODUCTS[0].name);
      expect(await (await fetch(`${base}/shop/alcohol-free-red-wines`)).text()).toContain("Our range is on its way");
      expect((await fetch(`${base}/shop/products/${SEED_PRODUCTS[0].slug}`)).status).toBe(404);
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain("/shop/products/");
      // WATCH's videos live in the database and are imported only as demo data.
      const watch = await (await fetch(`${base}/watch`)).text();
      expect(watch).toContain("Our first videos are on their way");
      expect(watch).not.toContain("Garden spritz in three minutes");
      // LISTEN's playlists too.
      const music = await (await fetch(`${base}/music`)).text();
      expect(music).toContain("Our first playlists are on their way");
      expect(music).not.toContain("Kitchen disco");
      // LEARN's courses too: /learn lists none, and a course's page still answers under its site-map name.
      const learn = await (await fetch(`${base}/learn`)).text();
      expect(learn).toContain("Our first courses are on their way");
      expect(learn).not.toContain("A gentle, week-by-week start to your first month");
      const course = await fetch(`${base}/learn/sobriety_launchpad`);
      expect(course.status).toBe(200);
      expect(await course.text()).toContain("This course is being written. Its first lessons are on their way.");
    } finally {
      await stopChild(child);
    }
  });
});
