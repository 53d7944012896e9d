// The address book API (api-routes/addresses.ts) and the account-page session helper
// (lib/server/auth/session.ts) against a real database (PGlite, or PostgreSQL under
// scripts/with-postgres.sh) and real Firebase Auth emulator tokens (run vitest inside
// `firebase emulators:exec --only auth`); in CI the emulator's absence fails the run.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import {
  handleCreateAddress,
  handleDeleteAddress,
  handleListAddresses,
  handleUpdateAddress,
} from "@/api-routes/addresses";
import { MAX_ADDRESSES_PER_CUSTOMER, POSTCODE_MESSAGE, type SavedAddress } from "@/lib/address/schema";
import { getDb } from "@/lib/server/platform/db";
import { getAdminAuth } from "@/lib/server/auth/firebase-admin";
import { addresses } from "@/lib/server/schema";
import { requireAccountUser } from "@/lib/server/auth/session";
import { expectError as expectApiError, freshIp } from "../support/api-asserts";
import { signUpEmulatorUser } from "../support/handlers";
import { dropFreshDatabase, engineName, openFreshDatabase } from "./test-db";

// next/headers and next/navigation only work inside a Next request: stand-ins that behave alike.
const nextStubs = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (nextStubs.cookies.has(name) ? { name, value: nextStubs.cookies.get(name)! } : undefined) }),
}));
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { redirectTo: url });
  },
}));

beforeAll(openFreshDatabase);
afterAll(dropFreshDatabase);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads JSON answers field by field; the assertions check the shapes
interface User {
  uid: string;
  token: string;
  email: string;
}
type Auth = User | { header?: string; cookie?: string } | null;

const home = { firstName: "Ada", lastName: "Lovelace", line1: "10 Downing Street", city: "London", postcode: "sw1a2aa" };
const work = { firstName: "Ada", lastName: "Lovelace", line1: "1 Horse Guards Road", line2: "Floor 2", city: "London", county: "Greater London", postcode: "SW1A 2HQ", phone: "020 7946 0000" };

function authHeaders(auth: Auth, ip: string): Record<string, string> {
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (!auth) return headers;
  if ("token" in auth) headers.authorization = `Bearer ${auth.token}`;
  else {
    if (auth.header !== undefined) headers.authorization = auth.header;
    if (auth.cookie !== undefined) headers.cookie = `afcctid=abc; afcfbtoken=${encodeURIComponent(auth.cookie)}`;
  }
  return headers;
}


async function call(
  method: string,
  path: string,
  auth: Auth,
  body?: unknown,
  options: { ip?: string; id?: string } = {},
): Promise<{ status: number; headers: Headers; body: Json }> {
  const request = new Request(`http://localhost/api/account/addresses${path}`, {
    method,
    headers: { ...authHeaders(auth, options.ip ?? freshIp()), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const context = { params: Promise.resolve({ id: options.id ?? path.slice(1) }) };
  const response =
    method === "GET"
      ? await handleListAddresses(request)
      : method === "POST"
        ? await handleCreateAddress(request)
        : method === "PATCH"
          ? await handleUpdateAddress(request, context)
          : await handleDeleteAddress(request, context);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

const list = (auth: Auth, ip?: string) => call("GET", "", auth, undefined, { ip });
const create = (auth: Auth, body: unknown, ip?: string) => call("POST", "", auth, body, { ip });
const update = (auth: Auth, id: string, body: unknown) => call("PATCH", `/${id}`, auth, body);
const remove = (auth: Auth, id: string) => call("DELETE", `/${id}`, auth);

/** A form's 400 also names the failing fields. */
const expectError = (result: { status: number; body: Json }, status: number, code: string) =>
  expectApiError(result, status, code, code === "invalidBody" && result.body.fields ? ["fields"] : []);

const defaults = (all: SavedAddress[]) => ({
  delivery: all.filter((a) => a.isDefaultDelivery).map((a) => a.id),
  billing: all.filter((a) => a.isDefaultBilling).map((a) => a.id),
});

async function storedRows(customer: string) {
  const db = await getDb();
  return db.select().from(addresses).where(eq(addresses.customer, customer));
}

describe(`address book API on ${engineName()}`, () => {
  // npm test always runs vitest beside the Auth emulator: without it the signed-in tests below would
  // skip silently, so its absence is a failure here, on every machine.
  it("runs the signed-in tests (the Firebase Auth emulator must be running)", () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST, "run vitest inside `firebase emulators:exec --only auth`").toBeTruthy();
  });

  it("refuses a request without any token (401) before reading the body", async () => {
    expectError(await list(null), 401, "unauthorised");
    expectError(await create(null, home), 401, "unauthorised");
    expectError(await update(null, uuidv4(), { city: "Leeds" }), 401, "unauthorised");
    expectError(await remove(null, uuidv4()), 401, "unauthorised");
    expectError(await create(null, "not json"), 401, "unauthorised");
  });

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("with Firebase Auth emulator users", () => {
    const signUp = (): Promise<User> => signUpEmulatorUser("shopper");

    /** A token whose signature is fine but whose expiry is past: the emulator signs nothing, so forge an unsigned one. */
    function expiredToken(user: User): string {
      const [header, payload] = user.token.split(".");
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
      const past = Math.floor(Date.now() / 1000) - 7200;
      const forged = Buffer.from(JSON.stringify({ ...claims, iat: past - 3600, auth_time: past - 3600, exp: past })).toString("base64url");
      return `${header}.${forged}.`;
    }

    describe("identity", () => {
      it("refuses garbage tokens, wrong schemes and empty cookies (401)", async () => {
        for (const auth of [
          { header: "Bearer not-a-token" },
          { header: "Bearer " },
          { header: "Basic dXNlcjpwYXNz" },
          { header: `Bearer ${"x".repeat(9000)}` },
          { cookie: "garbage" },
          { cookie: "" },
        ]) {
          expectError(await list(auth), 401, "unauthorised");
        }
      });

      it("refuses an expired token (401)", async () => {
        const user = await signUp();
        expectError(await list({ header: `Bearer ${expiredToken(user)}` }), 401, "unauthorised");
        expectError(await list({ cookie: expiredToken(user) }), 401, "unauthorised");
      });

      it("refuses the token of a deleted user (401), header or cookie", async () => {
        const user = await signUp();
        expect((await create(user, home)).status).toBe(201);
        await getAdminAuth().deleteUser(user.uid);
        expectError(await list(user), 401, "unauthorised");
        expectError(await list({ cookie: user.token }), 401, "unauthorised");
        expectError(await create(user, work), 401, "unauthorised");
        expect(await storedRows(user.uid)).toHaveLength(1);
      });

      it("accepts the afcfbtoken cookie, and a bad Authorization header is not rescued by a good cookie", async () => {
        const user = await signUp();
        const created = await create({ cookie: user.token }, home);
        expect(created.status).toBe(201);
        expect(created.body.data.address.postcode).toBe("SW1A 2AA");
        const listed = await list({ cookie: user.token });
        expect(listed.status).toBe(200);
        expect(listed.body.data.addresses).toHaveLength(1);
        expectError(await list({ header: "Bearer not-a-token", cookie: user.token }), 401, "unauthorised");
      });

      it("ignores an owner named in the body", async () => {
        const user = await signUp();
        const victim = await signUp();
        const created = await create(user, { ...home, customer: victim.uid, userId: victim.uid, id: uuidv4() });
        expect(created.status).toBe(201);
        expect(await storedRows(victim.uid)).toHaveLength(0);
        expect(await storedRows(user.uid)).toHaveLength(1);
        expect(created.body.data.address.id).toBe((await storedRows(user.uid))[0].id);
      });
    });

    describe("address book", () => {
      it("creates, lists, edits and deletes, normalising the postcode", async () => {
        const user = await signUp();
        expect((await list(user)).body).toEqual({ data: { addresses: [] } });

        const created = await create(user, home);
        expect(created.status).toBe(201);
        expect(created.headers.get("cache-control")).toBe("no-store");
        const address = created.body.data.address as SavedAddress;
        expect(address).toMatchObject({
          firstName: "Ada",
          lastName: "Lovelace",
          line1: "10 Downing Street",
          line2: null,
          city: "London",
          county: null,
          postcode: "SW1A 2AA",
          country: "GB",
          phone: null,
          isDefaultDelivery: true,
          isDefaultBilling: true,
        });
        expect(address.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(Object.keys(address).sort()).toEqual(
          ["city", "country", "county", "createdAt", "firstName", "id", "isDefaultBilling", "isDefaultDelivery", "lastName", "line1", "line2", "phone", "postcode", "updatedAt"].sort(),
        );
        expect(created.body.data.addresses).toEqual([address]);

        const edited = await update(user, address.id, { line2: "Flat 1", postcode: "sw1a 1aa", phone: "+44 7700 900000", firstName: "  Augusta " });
        expect(edited.status, JSON.stringify(edited.body)).toBe(200);
        expect(edited.body.data.address).toMatchObject({ id: address.id, firstName: "Augusta", line1: "10 Downing Street", line2: "Flat 1", postcode: "SW1A 1AA", phone: "+44 7700 900000" });
        expect(Date.parse(edited.body.data.address.updatedAt)).toBeGreaterThanOrEqual(Date.parse(address.updatedAt));

        const cleared = await update(user, address.id, { line2: null, phone: "" });
        expect(cleared.body.data.address).toMatchObject({ line2: null, phone: null, firstName: "Augusta" });

        const [row] = await storedRows(user.uid);
        expect(row).toMatchObject({ customer: user.uid, postcode: "SW1A 1AA", line2: null, firstName: "Augusta" });

        const deleted = await remove(user, address.id);
        expect(deleted.status).toBe(200);
        expect(deleted.body).toEqual({ data: { addresses: [] } });
        expect(await storedRows(user.uid)).toHaveLength(0);
        expectError(await remove(user, address.id), 404, "notFound");
      });

      it.each(["SW1A", "NOT A POSTCODE", "12345", "QW1 1AA", "SW1A 1CA", "SW1A 1AAA", "", "   "])("refuses the postcode %j with a field message (400)", async (postcode) => {
        const user = await signUp();
        const result = await create(user, { ...home, postcode });
        expectError(result, 400, "invalidBody");
        expect(result.body.fields.postcode).toBe(postcode.trim() ? POSTCODE_MESSAGE : "Enter a postcode");
        expect(result.body.message).toContain("postcode:");
        expect(await storedRows(user.uid)).toHaveLength(0);
      });

      it("names each missing or bad field (400)", async () => {
        const user = await signUp();
        const missing = await create(user, { postcode: "SW1A 1AA" });
        expectError(missing, 400, "invalidBody");
        expect(Object.keys(missing.body.fields).sort()).toEqual(["city", "firstName", "lastName", "line1"]);
        expect(missing.body.fields.firstName).toBe("Enter your first name");

        const bad = await create(user, { ...home, lastName: " ", phone: "call me", country: "FR", line1: "x".repeat(500) });
        expectError(bad, 400, "invalidBody");
        expect(Object.keys(bad.body.fields).sort()).toEqual(["country", "lastName", "line1", "phone"]);

        expectError(await create(user, "{not json"), 400, "invalidBody");
        expectError(await create(user, [home]), 400, "invalidBody");
        expectError(await create(user, { ...home, line2: "y".repeat(5000) }), 413, "bodyTooLarge");

        const { body } = await create(user, home);
        const id = body.data.address.id as string;
        const badEdit = await update(user, id, { postcode: "nope", city: "" });
        expectError(badEdit, 400, "invalidBody");
        expect(badEdit.body.fields).toEqual({ postcode: POSTCODE_MESSAGE, city: "Enter your town or city" });
        expect((await storedRows(user.uid))[0]).toMatchObject({ postcode: "SW1A 2AA", city: "London" });
      });

      it("keeps another user's address out of reach (404) and untouched", async () => {
        const owner = await signUp();
        const intruder = await signUp();
        const { body } = await create(owner, home);
        const id = body.data.address.id as string;

        expect((await list(intruder)).body.data.addresses).toEqual([]);
        expectError(await update(intruder, id, { city: "Leeds" }), 404, "notFound");
        expectError(await update(intruder, id, { isDefaultDelivery: true }), 404, "notFound");
        expectError(await remove(intruder, id), 404, "notFound");
        expectError(await update(owner, uuidv4(), { city: "Leeds" }), 404, "notFound");
        expectError(await update(owner, "not-a-uuid", { city: "Leeds" }), 404, "notFound");
        expectError(await remove(owner, "1; DROP TABLE addresses"), 404, "notFound");

        const [row] = await storedRows(owner.uid);
        expect(row).toMatchObject({ id, city: "London", isDefaultDelivery: true, isDefaultBilling: true });
        expect(await storedRows(intruder.uid)).toHaveLength(0);
      });

      it("moves the defaults: first address takes both, one of each kind, deletion hands them on", async () => {
        const user = await signUp();
        const a = (await create(user, home)).body.data.address as SavedAddress;
        const bResult = await create(user, work);
        const b = bResult.body.data.address as SavedAddress;
        expect(b).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: false, line2: "Floor 2", county: "Greater London" });
        expect(defaults(bResult.body.data.addresses)).toEqual({ delivery: [a.id], billing: [a.id] });

        // Creating with a default flag takes that default.
        const c = (await create(user, { ...home, line1: "3 Whitehall", isDefaultBilling: true })).body.data;
        expect(defaults(c.addresses)).toEqual({ delivery: [a.id], billing: [c.address.id] });

        // PATCH moves the delivery default to b.
        const moved = await update(user, b.id, { isDefaultDelivery: true });
        expect(moved.status).toBe(200);
        expect(defaults(moved.body.data.addresses)).toEqual({ delivery: [b.id], billing: [c.address.id] });

        // Both at once, and again (idempotent).
        for (let i = 0; i < 2; i += 1) {
          const both = await update(user, a.id, { isDefaultDelivery: true, isDefaultBilling: true });
          expect(defaults(both.body.data.addresses)).toEqual({ delivery: [a.id], billing: [a.id] });
        }

        // Un-defaulting the current default is refused: choose another one instead.
        expectError(await update(user, a.id, { isDefaultDelivery: false }), 409, "defaultRequired");
        // false on an address that is not the default is a harmless no-op.
        expect((await update(user, b.id, { isDefaultBilling: false })).status).toBe(200);

        // Deleting the default hands both defaults to the most recently updated remaining address.
        await update(user, b.id, { city: "Westminster" });
        const afterDelete = await remove(user, a.id);
        expect(afterDelete.status).toBe(200);
        expect(defaults(afterDelete.body.data.addresses)).toEqual({ delivery: [b.id], billing: [b.id] });

        const rows = await storedRows(user.uid);
        expect(rows).toHaveLength(2);
        expect(rows.filter((r) => r.isDefaultDelivery)).toHaveLength(1);
        expect(rows.filter((r) => r.isDefaultBilling)).toHaveLength(1);
      });

      it("keeps one default of each kind under concurrent writes", async () => {
        const user = await signUp();
        const ids: string[] = [];
        for (let i = 0; i < 3; i += 1) ids.push((await create(user, { ...home, line1: `${i + 1} Whitehall` })).body.data.address.id);
        const results = await Promise.all([
          ...ids.map((id) => update(user, id, { isDefaultDelivery: true, isDefaultBilling: true })),
          create(user, { ...home, isDefaultDelivery: true }),
          create(user, { ...home, isDefaultBilling: true }),
        ]);
        for (const result of results) expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
        const rows = await storedRows(user.uid);
        expect(rows).toHaveLength(5);
        expect(rows.filter((r) => r.isDefaultDelivery)).toHaveLength(1);
        expect(rows.filter((r) => r.isDefaultBilling)).toHaveLength(1);
      });

      it("the database refuses a second default even past the application", async () => {
        const user = await signUp();
        await create(user, home);
        const db = await getDb();
        await expect(
          db.insert(addresses).values({ customer: user.uid, firstName: "X", lastName: "Y", line1: "Z", city: "C", postcode: "M1 1AE", isDefaultDelivery: true }),
        ).rejects.toThrow();
      });

      it(`caps an address book at ${MAX_ADDRESSES_PER_CUSTOMER} addresses (409)`, async () => {
        const user = await signUp();
        const db = await getDb();
        await db.insert(addresses).values(
          Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER }, (_, i) => ({ customer: user.uid, firstName: "A", lastName: "B", line1: `${i} Road`, city: "Leeds", postcode: "LS1 1AA" })),
        );
        expectError(await create(user, home), 409, "addressLimit");
      });
    });

    describe("rate limits (429)", () => {
      afterEach(() => {
        delete process.env.ACCOUNT_API_RATE_LIMIT_IP;
        delete process.env.ACCOUNT_API_RATE_LIMIT_USER;
      });

      it("limits one client address, even without a valid token", async () => {
        process.env.ACCOUNT_API_RATE_LIMIT_IP = "3";
        const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
        for (let i = 0; i < 3; i += 1) expectError(await list({ header: "Bearer not-a-token" }, ip), 401, "unauthorised");
        expectError(await list({ header: "Bearer not-a-token" }, ip), 429, "tooManyRequests");
        const user = await signUp();
        expectError(await list(user, ip), 429, "tooManyRequests");
        expect((await list(user)).status).toBe(200); // another address is not affected
      });

      it("limits one user across client addresses", async () => {
        process.env.ACCOUNT_API_RATE_LIMIT_USER = "3";
        const user = await signUp();
        const other = await signUp();
        for (let i = 0; i < 3; i += 1) expect((await list(user)).status).toBe(200);
        expectError(await list(user), 429, "tooManyRequests");
        expectError(await create(user, home), 429, "tooManyRequests");
        expect(await storedRows(user.uid)).toHaveLength(0);
        expect((await list(other)).status).toBe(200);
      });
    });

    describe("requireAccountUser (server-rendered account pages)", () => {
      afterEach(() => nextStubs.cookies.clear());

      async function redirectOf(nextPath: string): Promise<string> {
        try {
          await requireAccountUser(nextPath);
        } catch (error) {
          return (error as { redirectTo?: string }).redirectTo ?? "no redirect";
        }
        return "returned";
      }

      it("returns the verified user from the afcfbtoken cookie", async () => {
        const user = await signUp();
        nextStubs.cookies.set("afcfbtoken", user.token);
        expect(await requireAccountUser("/account/shop/addresses")).toEqual({ uid: user.uid, email: user.email, name: null, picture: null });
      });

      it("redirects to sign-in with next when the cookie is missing, garbage, expired or for a deleted user", async () => {
        expect(await redirectOf("/account/shop/addresses")).toBe("/account/signin?next=%2Faccount%2Fshop%2Faddresses");
        nextStubs.cookies.set("afcfbtoken", "garbage");
        expect(await redirectOf("/account/shop/orders?x=1")).toBe("/account/signin?next=%2Faccount%2Fshop%2Forders%3Fx%3D1");
        const user = await signUp();
        nextStubs.cookies.set("afcfbtoken", expiredToken(user));
        expect(await redirectOf("/account")).toBe("/account/signin?next=%2Faccount");
        nextStubs.cookies.set("afcfbtoken", user.token);
        await getAdminAuth().deleteUser(user.uid);
        expect(await redirectOf("/account")).toBe("/account/signin?next=%2Faccount");
      });

      it("never puts an off-site next into the redirect", async () => {
        expect(await redirectOf("//evil.com")).toBe("/account/signin?next=%2Faccount");
        expect(await redirectOf("https://evil.com/x")).toBe("/account/signin?next=%2Faccount");
      });
    });
  });
});

