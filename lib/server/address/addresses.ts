import "server-only";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import {
  MAX_ADDRESSES_PER_CUSTOMER,
  type CreateAddressInput,
  type SavedAddress,
  type UpdateAddressInput,
} from "@/lib/address/schema";
import { getDb, type Db, type Tx } from "../platform/db";
import { addresses } from "../schema";

// The address book of one signed-in customer. Every query is scoped to the customer: another
// customer's address id is "not found". Defaults: the first address becomes both defaults; making
// an address a default takes that default from the customer's other address; deleting a default
// hands it to the most recently updated remaining address. So a customer with addresses always
// has exactly one default of each kind. Each write runs in one transaction holding a per-customer
// advisory lock, so concurrent writes of one customer queue instead of racing the unique indexes.

type Row = typeof addresses.$inferSelect;

export type AddressFailure =
  | { ok: false; code: "notFound"; message: string }
  | { ok: false; code: "addressLimit"; message: string }
  | { ok: false; code: "defaultRequired"; message: string };

export type AddressOutcome = { ok: true; address?: SavedAddress; addresses: SavedAddress[] } | AddressFailure;

const NOT_FOUND: AddressFailure = { ok: false, code: "notFound", message: "No such address." };

export function toSavedAddress(row: Row): SavedAddress {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    county: row.county,
    postcode: row.postcode,
    country: row.country,
    phone: row.phone,
    isDefaultDelivery: row.isDefaultDelivery,
    isDefaultBilling: row.isDefaultBilling,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function rowsOf(db: Db | Tx, customer: string): Promise<Row[]> {
  return db.select().from(addresses).where(eq(addresses.customer, customer)).orderBy(asc(addresses.createdAt), asc(addresses.id));
}

/** The customer's addresses, oldest first. */
export async function listAddresses(customer: string): Promise<SavedAddress[]> {
  return (await rowsOf(await getDb(), customer)).map(toSavedAddress);
}

/** One write of one customer's address book, serialised with the customer's other writes. */
async function write(customer: string, body: (tx: Tx) => Promise<AddressOutcome>): Promise<AddressOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, customer);
    return body(tx);
  });
}

/** Serialises one customer's address-book writes until the transaction ends (re-entrant). */
async function lockAddressBook(tx: Tx, customer: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`addresses:${customer}`}, 0))`);
}

async function answer(tx: Tx, customer: string, id?: string): Promise<AddressOutcome> {
  const all = (await rowsOf(tx, customer)).map(toSavedAddress);
  return { ok: true, address: id ? all.find((address) => address.id === id) : undefined, addresses: all };
}

/** Takes the given defaults away from the customer's other addresses (before giving them to `keepId`). */
async function clearOtherDefaults(tx: Tx, customer: string, keepId: string | null, delivery: boolean, billing: boolean): Promise<void> {
  const others = (flag: typeof addresses.isDefaultDelivery | typeof addresses.isDefaultBilling) =>
    and(eq(addresses.customer, customer), eq(flag, true), keepId ? ne(addresses.id, keepId) : undefined);
  if (delivery) await tx.update(addresses).set({ isDefaultDelivery: false }).where(others(addresses.isDefaultDelivery));
  if (billing) await tx.update(addresses).set({ isDefaultBilling: false }).where(others(addresses.isDefaultBilling));
}

/** A new address; the customer's first becomes both defaults. */
export function createAddress(customer: string, input: CreateAddressInput): Promise<AddressOutcome> {
  return write(customer, async (tx) => {
    const added = await addAddressInTransaction(tx, customer, input);
    return added.ok ? answer(tx, customer, added.id) : added;
  });
}

/**
 * Adds an address inside the caller's transaction (creating one, or saving a checkout address with
 * the order), holding the customer's address-book lock until that transaction ends.
 */
export async function addAddressInTransaction(tx: Tx, customer: string, input: CreateAddressInput): Promise<{ ok: true; id: string } | AddressFailure> {
  await lockAddressBook(tx, customer);
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.customer, customer));
  if (count >= MAX_ADDRESSES_PER_CUSTOMER) {
    return { ok: false, code: "addressLimit", message: `You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one to add another.` };
  }
  const first = count === 0;
  const isDefaultDelivery = first || input.isDefaultDelivery === true;
  const isDefaultBilling = first || input.isDefaultBilling === true;
  await clearOtherDefaults(tx, customer, null, isDefaultDelivery, isDefaultBilling);
  const [row] = await tx
    .insert(addresses)
    .values({
      customer,
      firstName: input.firstName,
      lastName: input.lastName,
      line1: input.line1,
      line2: input.line2 ?? null,
      city: input.city,
      county: input.county ?? null,
      postcode: input.postcode,
      country: input.country ?? "GB",
      phone: input.phone ?? null,
      isDefaultDelivery,
      isDefaultBilling,
    })
    .returning({ id: addresses.id });
  return { ok: true, id: row.id };
}

/** One of the customer's addresses, or undefined (another customer's id is "not found"). */
export async function findAddressOf(db: Db | Tx, customer: string, id: string): Promise<SavedAddress | undefined> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.customer, customer)));
  return row ? toSavedAddress(row) : undefined;
}

/**
 * Changes the given fields; `isDefaultDelivery`/`isDefaultBilling: true` make it that default.
 * `false` on the current default is refused (choose another address as the default instead).
 */
export function updateAddress(customer: string, id: string, input: UpdateAddressInput): Promise<AddressOutcome> {
  return write(customer, async (tx) => {
    const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.customer, customer))).for("update");
    if (!row) return NOT_FOUND;
    if ((input.isDefaultDelivery === false && row.isDefaultDelivery) || (input.isDefaultBilling === false && row.isDefaultBilling)) {
      return { ok: false, code: "defaultRequired", message: "To change your default address, make another address the default." };
    }
    const makeDelivery = input.isDefaultDelivery === true && !row.isDefaultDelivery;
    const makeBilling = input.isDefaultBilling === true && !row.isDefaultBilling;
    await clearOtherDefaults(tx, customer, id, makeDelivery, makeBilling);
    const { isDefaultDelivery: _delivery, isDefaultBilling: _billing, ...fields } = input;
    const changes: Partial<typeof addresses.$inferInsert> = { updatedAt: new Date() };
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(changes, { [key]: value });
    }
    if (makeDelivery) changes.isDefaultDelivery = true;
    if (makeBilling) changes.isDefaultBilling = true;
    await tx.update(addresses).set(changes).where(and(eq(addresses.id, id), eq(addresses.customer, customer)));
    return answer(tx, customer, id);
  });
}

/** Makes the address the customer's default delivery and/or billing address. */
export function setDefaultAddress(customer: string, id: string, kinds: { delivery?: boolean; billing?: boolean }): Promise<AddressOutcome> {
  return updateAddress(customer, id, { isDefaultDelivery: kinds.delivery ? true : undefined, isDefaultBilling: kinds.billing ? true : undefined });
}

/** Deletes the address; a default it held passes to the most recently updated remaining address. */
export function deleteAddress(customer: string, id: string): Promise<AddressOutcome> {
  return write(customer, async (tx) => {
    const [deleted] = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.customer, customer))).returning();
    if (!deleted) return NOT_FOUND;
    if (deleted.isDefaultDelivery || deleted.isDefaultBilling) {
      const [heir] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.customer, customer))
        .orderBy(desc(addresses.updatedAt), desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (heir) {
        await tx
          .update(addresses)
          .set({
            ...(deleted.isDefaultDelivery ? { isDefaultDelivery: true } : {}),
            ...(deleted.isDefaultBilling ? { isDefaultBilling: true } : {}),
          })
          .where(eq(addresses.id, heir.id));
      }
    }
    return answer(tx, customer);
  });
}
