// The synthetic orders of `npm run seed:orders` (scripts/seed-orders.ts), built in memory with no
// I/O: valid full-box carts from the seed catalogue priced with the cart's own maths, obviously
// invented UK customers (every email @example.com, every phone number in Ofcom's drama range
// 07700 900xxx), and a life for each order (paid, packed, dispatched with a well-formed tracking
// number, delivered, cancelled, refunded) that follows lib/orders/lifecycle.ts, with its timeline
// events, refunds and staff activity. Ids, idempotency keys and access keys come from node:crypto.
import { randomFillSync, randomUUID } from "node:crypto";
import { BOX_CAPACITIES } from "@/lib/constants";
import { boxTypeForContainer, cartAmounts, cartValidity, lineAmounts } from "@/lib/cart";
import type { BoxType, CartAmounts, CartItem, PostalAddress } from "@/lib/cart/types";
import { SEED_PRODUCTS, packSku } from "@/lib/catalogue/seed-data";
import type { SeedProduct } from "@/lib/catalogue/types";
import type { TimelineEventType } from "@/lib/admin/contract";
import type { OrderStatus, PaymentMethod } from "@/lib/checkout/contract";
import { CARRIER_DETAILS, type CarrierId, checkTrackingNumber, s10CheckDigit } from "@/lib/orders/carriers";
import { fullRefundRequest, planRefund, type PriorRefund, type RefundRequest } from "@/lib/orders/refunds";

// ---------------------------------------------------------------------------------------------
// Randomness
// ---------------------------------------------------------------------------------------------

const random = Math.random;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const chance = (p: number) => random() < p;
/** One of `choices` by weight: [[value, weight], …]. */
function weighted<T>(choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1][0];
}
const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join("");
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const alnum = (n: number) => Array.from({ length: n }, () => ALNUM[int(0, ALNUM.length - 1)]).join("");
/** Cryptographically random bytes, drawn from a 64 KB pool refilled by node:crypto (one call per pool, not per id). */
const POOL = Buffer.alloc(65_536);
let poolUsed = POOL.length;
function secureBytes(n: number): Buffer {
  if (poolUsed + n > POOL.length) {
    randomFillSync(POOL);
    poolUsed = 0;
  }
  poolUsed += n;
  return Buffer.from(POOL.subarray(poolUsed - n, poolUsed));
}
const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const base62 = (n: number) => {
  let out = "";
  for (const byte of secureBytes(n)) out += BASE62[byte % 62];
  return out;
};

const HOUR = 3_600_000;
const MINUTE = 60_000;

// ---------------------------------------------------------------------------------------------
// People and places (small built-in lists; every person is invented)
// ---------------------------------------------------------------------------------------------

const FIRST_NAMES = [
  "Olivia", "Amelia", "Isla", "Ava", "Mia", "Ivy", "Lily", "Isabella", "Rosie", "Sophia", "Grace", "Freya", "Evie", "Poppy", "Ella",
  "Charlotte", "Harper", "Florence", "Sienna", "Aisha", "Priya", "Zara", "Niamh", "Siobhan", "Megan", "Rhiannon", "Eilidh", "Hannah",
  "Noah", "Oliver", "George", "Arthur", "Muhammad", "Leo", "Harry", "Oscar", "Archie", "Henry", "Theodore", "Freddie", "Jack", "Charlie",
  "Thomas", "James", "William", "Alfie", "Rory", "Callum", "Dylan", "Rhys", "Owen", "Ewan", "Finlay", "Arjun", "Rohan", "Kwame", "Tomasz",
] as const;
const LAST_NAMES = [
  "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson", "Wright", "Thompson", "Evans",
  "Walker", "White", "Roberts", "Green", "Hall", "Thomas", "Clarke", "Jackson", "Wood", "Harris", "Edwards", "Turner", "Martin", "Cooper",
  "Hill", "Ward", "Hughes", "Moore", "Clark", "King", "Harrison", "Lewis", "Baker", "Lee", "Allen", "Morris", "Khan", "Scott", "Watson",
  "Davis", "Parker", "Begum", "Campbell", "Macdonald", "Stewart", "Murray", "Kelly", "O'Neill", "Byrne", "Ahmed", "Nowak", "Okafor",
] as const;
const STREETS = [
  "High Street", "Station Road", "Church Lane", "Main Street", "Park Road", "Victoria Road", "Green Lane", "Manor Road", "Church Street",
  "Park Avenue", "Queens Road", "The Avenue", "London Road", "Mill Lane", "Kings Road", "York Road", "Grange Road", "North Street",
  "Albert Road", "Springfield Road", "Chestnut Close", "Orchard Way", "Meadow View", "Willow Drive", "Highfield Road", "New Street",
  "Windsor Road", "Alexandra Road", "Clarence Street", "Castle Street", "Bridge Street", "Market Place", "Elm Grove", "Beech Avenue",
] as const;
const FLAT_PREFIXES = ["Flat", "Apartment"] as const;

/**
 * Towns, how many of the orders go there (weight), their county (where one is usually written) and
 * their postcode districts: each [area, first, last] gives the outward codes area+first … area+last
 * ("LS1" … "LS29"). About 650 outward codes, so a postcode search finds tens to hundreds of orders.
 */
const TOWNS: readonly { city: string; county?: string; weight: number; districts: readonly (readonly [string, number, number])[] }[] = [
  { city: "London", weight: 24, districts: [["SW", 1, 20], ["SE", 1, 28], ["E", 1, 20], ["N", 1, 22], ["NW", 1, 11], ["W", 2, 14], ["EC", 1, 4], ["WC", 1, 2]] },
  { city: "Manchester", weight: 6, districts: [["M", 1, 40]] },
  { city: "Birmingham", county: "West Midlands", weight: 6, districts: [["B", 1, 48]] },
  { city: "Leeds", county: "West Yorkshire", weight: 4, districts: [["LS", 1, 29]] },
  { city: "Glasgow", weight: 4, districts: [["G", 1, 53]] },
  { city: "Bristol", weight: 3, districts: [["BS", 1, 16]] },
  { city: "Liverpool", county: "Merseyside", weight: 3, districts: [["L", 1, 38]] },
  { city: "Sheffield", county: "South Yorkshire", weight: 3, districts: [["S", 1, 14]] },
  { city: "Edinburgh", weight: 3, districts: [["EH", 1, 17]] },
  { city: "Newcastle upon Tyne", county: "Tyne and Wear", weight: 2, districts: [["NE", 1, 15]] },
  { city: "Nottingham", county: "Nottinghamshire", weight: 2, districts: [["NG", 1, 16]] },
  { city: "Leicester", county: "Leicestershire", weight: 2, districts: [["LE", 1, 9]] },
  { city: "Cardiff", weight: 2, districts: [["CF", 3, 24]] },
  { city: "Belfast", weight: 2, districts: [["BT", 1, 17]] },
  { city: "Southampton", county: "Hampshire", weight: 2, districts: [["SO", 14, 19]] },
  { city: "Brighton", county: "East Sussex", weight: 2, districts: [["BN", 1, 3]] },
  { city: "Oxford", county: "Oxfordshire", weight: 1, districts: [["OX", 1, 4]] },
  { city: "Cambridge", county: "Cambridgeshire", weight: 1, districts: [["CB", 1, 5]] },
  { city: "York", county: "North Yorkshire", weight: 1, districts: [["YO", 1, 32]] },
  { city: "Norwich", county: "Norfolk", weight: 1, districts: [["NR", 1, 14]] },
  { city: "Exeter", county: "Devon", weight: 1, districts: [["EX", 1, 6]] },
  { city: "Plymouth", county: "Devon", weight: 1, districts: [["PL", 1, 9]] },
  { city: "Bath", county: "Somerset", weight: 1, districts: [["BA", 1, 2]] },
  { city: "Reading", county: "Berkshire", weight: 1, districts: [["RG", 1, 6]] },
  { city: "Swansea", weight: 1, districts: [["SA", 1, 9]] },
  { city: "Aberdeen", weight: 1, districts: [["AB", 10, 25]] },
  { city: "Cheltenham", county: "Gloucestershire", weight: 1, districts: [["GL", 50, 53]] },
  { city: "Harrogate", county: "North Yorkshire", weight: 1, districts: [["HG", 1, 3]] },
];
const TOWN_WEIGHTS = TOWNS.map((town) => [town, town.weight] as const);

/** An outward code of the town: a district picked in proportion to how many each area has. */
function outwardOf(town: (typeof TOWNS)[number]): string {
  const [area, first, last] = weighted(town.districts.map((district) => [district, district[2] - district[1] + 1] as const));
  return `${area}${int(first, last)}`;
}
/** Letters of an inward code (never C, I, K, M, O or V). */
const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

function postcode(outward: string): string {
  const letter = () => INWARD_LETTERS[int(0, INWARD_LETTERS.length - 1)];
  return `${outward} ${int(1, 9)}${letter()}${letter()}`;
}

/** A mobile number from Ofcom's range for drama (07700 900000–900999): never anyone's real phone. */
const phone = () => `07700 900${digits(3)}`;

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  address: PostalAddress;
}

function emailFor(firstName: string, lastName: string): string {
  const first = firstName.toLowerCase();
  const last = lastName.toLowerCase().replace(/[^a-z]/g, "");
  const local = weighted<string>([
    [`${first}.${last}`, 4],
    [`${first}${last}`, 2],
    [`${first[0]}${last}`, 2],
    [`${first}_${last}`, 1],
  ]);
  return `${local}${int(1, 9999)}@example.com`;
}

function newPerson(): Person {
  const firstName = pick(FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const town = weighted(TOWN_WEIGHTS);
  const flat = chance(0.25);
  const address: PostalAddress = {
    firstName,
    lastName,
    line1: flat ? `${pick(FLAT_PREFIXES)} ${int(1, 40)}` : `${int(1, 240)} ${pick(STREETS)}`,
    ...(flat ? { line2: `${int(1, 240)} ${pick(STREETS)}` } : {}),
    city: town.city,
    ...(town.county ? { county: town.county } : {}),
    postcode: postcode(outwardOf(town)),
    country: "GB",
    ...(chance(0.7) ? { phone: phone() } : {}),
  };
  return { firstName, lastName, email: emailFor(firstName, lastName), address };
}

/** A signed-in customer: a Firebase-like uid (28 characters) and the same person on every order. */
interface Member extends Person {
  uid: string;
}

/** The invented staff who act on the seeded orders (timeline actors and the activity log). */
export const SEED_STAFF = [
  { uid: "seed-staff-packer-1", email: "packing.bench.1@example.com" },
  { uid: "seed-staff-packer-2", email: "packing.bench.2@example.com" },
  { uid: "seed-staff-manager", email: "shop.manager@example.com" },
] as const;
type Staff = (typeof SEED_STAFF)[number];

// ---------------------------------------------------------------------------------------------
// Carts: full boxes from the seed catalogue, priced with lib/cart
// ---------------------------------------------------------------------------------------------

const PRODUCTS_BY_BOX: Record<BoxType, SeedProduct[]> = { boxType_330: [], boxType_500: [], boxType_750: [] };
for (const product of SEED_PRODUCTS) PRODUCTS_BY_BOX[boxTypeForContainer(product.sizeMl)].push(product);
const BOX_TYPE_WEIGHTS: readonly (readonly [BoxType, number])[] = [
  ["boxType_330", 40],
  ["boxType_500", 25],
  ["boxType_750", 35],
];

/** Bottles or cans of one box type in an order: whole boxes (a half box of 6 is whole for wine). */
function unitsFor(type: BoxType, minimum: number): number {
  const capacity = BOX_CAPACITIES[type];
  let units: number =
    type === "boxType_750"
      ? weighted([
          [6, 30],
          [12, 45],
          [18, 10],
          [24, 15],
        ])
      : capacity * weighted([
          [1, 75],
          [2, 20],
          [3, 5],
        ]);
  // Every line holds a multiple of 6 units (6 divides every box), so k lines need at least 6k.
  const step = type === "boxType_750" ? 6 : capacity;
  while (units < minimum) units += step;
  return units;
}

/** `total` split into `parts` positive multiples of 6. */
function splitUnits(total: number, parts: number): number[] {
  const sixes = total / 6;
  const cuts = new Set<number>();
  while (cuts.size < parts - 1) cuts.add(int(1, sixes - 1));
  const edges = [0, ...[...cuts].sort((a, b) => a - b), sixes];
  return edges.slice(1).map((edge, i) => (edge - edges[i]) * 6);
}

/**
 * One line of `units` bottles or cans of `product`, a pack that divides it (usually) or singles,
 * as the server stores a line once it has priced it (lib/server/cart/carts.ts canonicalLine).
 */
function lineOf(product: SeedProduct, units: number, addedAt: string): CartItem {
  const packs = product.packs.filter((pack) => units % pack.quantity === 0);
  const pack = packs.length && chance(0.65) ? pick(packs) : null;
  const multipackQuantity = pack ? pack.quantity : 1;
  const quantity = units / multipackQuantity;
  const unitGross = pack ? pack.pricePence : product.pricePence;
  const id = randomUUID();
  const sizes = (count: number) => JSON.stringify({ [String(product.sizeMl)]: count });
  return {
    id,
    quantity,
    productName: product.name,
    itemPrice: { gross: unitGross, isVatable: product.isVatable },
    linePrice: lineAmounts(unitGross, quantity, product.isVatable),
    lastUpdated: addedAt,
    dateAdded: addedAt,
    multipackQuantity,
    metadata: {
      productSKU: product.sku,
      multipackSKU: pack ? packSku(product.sku, pack.kind, pack.quantity) : null,
      boxType: boxTypeForContainer(product.sizeMl),
      containerSizes: sizes(multipackQuantity),
      containerSizesWithQuantity: sizes(units),
      itemUUID: id,
    },
  };
}

/** A basket that can check out: 1–6 lines, every box full. */
function basket(addedAt: string): { items: CartItem[]; boxes: Record<BoxType, number> } {
  const lineCount = weighted([
    [1, 20],
    [2, 30],
    [3, 25],
    [4, 13],
    [5, 7],
    [6, 5],
  ]);
  const typeCount = Math.min(lineCount, lineCount === 1 ? 1 : weighted([
    [1, 70],
    [2, 25],
    [3, 5],
  ]));
  const types: BoxType[] = [];
  while (types.length < typeCount) {
    const type = weighted(BOX_TYPE_WEIGHTS);
    if (!types.includes(type)) types.push(type);
  }
  const linesPerType = types.map(() => 1);
  for (let extra = lineCount - typeCount; extra > 0; extra--) linesPerType[int(0, types.length - 1)]++;
  const items: CartItem[] = [];
  types.forEach((type, t) => {
    const lines = linesPerType[t];
    const chosen = new Set<SeedProduct>();
    while (chosen.size < lines) chosen.add(pick(PRODUCTS_BY_BOX[type]));
    const parts = splitUnits(unitsFor(type, 6 * lines), lines);
    [...chosen].forEach((product, i) => items.push(lineOf(product, parts[i], addedAt)));
  });
  const validity = cartValidity(items);
  if (!validity.valid) throw new Error(`seed basket is not full boxes: ${JSON.stringify(validity)}`);
  return { items, boxes: validity.boxes };
}

// ---------------------------------------------------------------------------------------------
// Tracking numbers in each carrier's format (lib/orders/carriers.ts)
// ---------------------------------------------------------------------------------------------

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
function trackingNumber(carrier: CarrierId): string {
  let raw: string;
  switch (carrier) {
    case "royalMail": {
      const serial = digits(8);
      const letter = () => LETTERS[int(0, LETTERS.length - 1)];
      raw = `${letter()}${letter()}${serial}${s10CheckDigit(serial)}GB`;
      break;
    }
    case "dpd":
      raw = `1550${digits(10)}`;
      break;
    case "evri":
      raw = chance(0.7) ? `H${alnum(15)}` : digits(16);
      break;
    case "dhl":
      raw = chance(0.6) ? `JJD${digits(18)}` : digits(10);
      break;
  }
  const checked = checkTrackingNumber(carrier, raw);
  if (!checked.ok) throw new Error(`seed tracking number ${raw}: ${checked.message}`);
  return checked.trackingNumber;
}

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

/** An `orders` row as Drizzle inserts it (number and postcode_key are generated by the database). */
export interface SeedOrderRow {
  id: string;
  customer: string | null;
  guestId: string | null;
  email: string;
  cartId: string;
  idempotencyKey: string;
  accessKey: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  stripeSessionId: string | null;
  stripePaymentIntent: string | null;
  shippingMethod: string;
  items: CartItem[];
  boxes: Record<BoxType, number>;
  amounts: CartAmounts;
  deliveryAddress: PostalAddress;
  billingAddress: PostalAddress;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  packedAt: Date | null;
  dispatchedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  carrier: CarrierId | null;
  trackingNumber: string | null;
  refundedPence: number;
}

export interface SeedEventRow {
  orderId: string;
  type: TimelineEventType;
  actorUid: string | null;
  actorEmail: string | null;
  summary: string;
  data: Record<string, unknown> | null;
  createdAt: Date;
}

export interface SeedRefundRow {
  id: string;
  orderId: string;
  status: "succeeded";
  amountPence: number;
  lines: { lineId: string; quantity: number; amountPence: number }[];
  shippingPence: number;
  restock: boolean;
  reason: string | null;
  statusBefore: OrderStatus;
  stripeRefundId: string | null;
  createdByUid: string;
  createdByEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A staff action of the activity log, keyed to its order (its reference is known once inserted). */
export interface SeedActivity {
  orderId: string;
  actorUid: string;
  actorEmail: string;
  action: "order.pack" | "order.dispatch" | "order.deliver" | "order.cancel" | "order.refund";
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdAt: Date;
}

export interface SeedOrder {
  order: SeedOrderRow;
  events: SeedEventRow[];
  refunds: SeedRefundRow[];
  activity: SeedActivity[];
}

const CARRIER_WEIGHTS: readonly (readonly [CarrierId, number])[] = [
  ["royalMail", 45],
  ["dpd", 25],
  ["evri", 20],
  ["dhl", 10],
];
const CANCEL_REASONS = ["Customer asked to cancel", "Ordered twice by mistake", "Delivery address is wrong", "Customer changed their mind"];
const REFUND_REASONS = ["Bottle arrived broken", "Leaking can", "Wrong product sent", "Customer returned unopened", "Damaged in transit"];
const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/**
 * Makes orders for one run. `members` signed-in customers order again and again (about 35 % of
 * orders); everyone else checks out as a guest.
 */
export function orderFactory({ expectedOrders, now = Date.now() }: { expectedOrders: number; now?: number }) {
  const members: Member[] = Array.from({ length: Math.max(1, Math.round((expectedOrders * 0.35) / 3)) }, () => ({
    ...newPerson(),
    uid: base62(28),
  }));

  return function seedOrder(createdAt: Date): SeedOrder {
    const created = createdAt.getTime();
    const member = chance(0.35) ? pick(members) : null;
    const person = member ?? newPerson();
    const deliveryAddress: PostalAddress = member && chance(0.2) ? { ...newPerson().address, firstName: person.firstName, lastName: person.lastName } : person.address;
    const billingAddress = chance(0.88) ? deliveryAddress : { ...newPerson().address, firstName: person.firstName, lastName: person.lastName };
    const { items, boxes } = basket(new Date(created - int(2, 90) * MINUTE).toISOString());
    const shippingMethod = chance(0.85) ? "standard" : "next-day";
    const amounts = cartAmounts(items, shippingMethod);
    const total = amounts.totalPrice.gross;
    const paymentMethod: PaymentMethod = chance(0.7) ? "stripe" : "payOnDelivery";
    const id = randomUUID();
    const stripe = paymentMethod === "stripe";

    const order: SeedOrderRow = {
      id,
      customer: member?.uid ?? null,
      guestId: member ? null : randomUUID(),
      email: person.email,
      cartId: randomUUID(),
      idempotencyKey: randomUUID(),
      accessKey: secureBytes(32).toString("base64url"),
      status: stripe ? "awaitingPayment" : "placed",
      paymentMethod,
      stripeSessionId: stripe ? `cs_test_${base62(58)}` : null,
      stripePaymentIntent: null,
      shippingMethod,
      items,
      boxes,
      amounts,
      deliveryAddress,
      billingAddress,
      createdAt,
      updatedAt: createdAt,
      paidAt: null,
      packedAt: null,
      dispatchedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      carrier: null,
      trackingNumber: null,
      refundedPence: 0,
    };
    const events: SeedEventRow[] = [];
    const refunds: SeedRefundRow[] = [];
    const activity: SeedActivity[] = [];
    const event = (type: TimelineEventType, at: number, summary: string, actor: Staff | null = null, data: Record<string, unknown> | null = null) => {
      events.push({ orderId: id, type, actorUid: actor?.uid ?? null, actorEmail: actor?.email ?? null, summary, data, createdAt: new Date(at) });
      order.updatedAt = new Date(Math.max(order.updatedAt.getTime(), at));
    };
    const act = (actor: Staff, action: SeedActivity["action"], at: number, before: Record<string, unknown>, after: Record<string, unknown>) =>
      activity.push({ orderId: id, actorUid: actor.uid, actorEmail: actor.email, action, before, after, createdAt: new Date(at) });
    const paid = () => order.paidAt !== null;

    /** Pays back `request` (as the server's refund does): a refund row, the order's refunded pence and events. */
    const refund = (
      request: RefundRequest,
      at: number,
      actor: Staff,
      reason: string,
      restock: boolean,
      { statusBefore = order.status, email = true }: { statusBefore?: OrderStatus; email?: boolean } = {},
    ) => {
      const prior: PriorRefund[] = refunds.map((r) => ({ lines: r.lines, shippingPence: r.shippingPence }));
      const plan = planRefund(items, amounts, prior, request);
      if (!plan.ok) throw new Error(`seed refund: ${plan.message}`);
      const amountPence = plan.total.gross;
      const refundId = randomUUID();
      refunds.push({
        id: refundId,
        orderId: id,
        status: "succeeded",
        amountPence,
        lines: plan.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity, amountPence: line.amount.gross })),
        shippingPence: plan.shipping.gross,
        restock,
        reason,
        statusBefore,
        stripeRefundId: stripe ? `re_${base62(24)}` : null,
        createdByUid: actor.uid,
        createdByEmail: actor.email,
        createdAt: new Date(at),
        updatedAt: new Date(at + (stripe ? int(2, 40) * 1000 : 0)),
      });
      order.refundedPence += amountPence;
      if (order.status !== "cancelled") order.status = order.refundedPence === total ? "refunded" : statusBefore;
      const how = stripe ? "to the card" : "paid back by hand";
      event("refundRequested", at, `Refund of ${money(amountPence)} requested: ${reason}`, actor, { refundId, amountPence, restock });
      event("refunded", at + (stripe ? int(2, 40) * 1000 : 1000), `Refunded ${money(amountPence)} ${how}`, null, { refundId, amountPence });
      if (email) event("emailSent", at + int(60, 120) * 1000, `Refund email sent to ${order.email}`);
      act(actor, "order.refund", at, { status: statusBefore, refundedPence: order.refundedPence - amountPence }, { status: order.status, refundedPence: order.refundedPence, amountPence });
    };

    event("placed", created, "Order placed");
    event("emailSent", created + int(5, 30) * 1000, `Order confirmation sent to ${order.email}`);

    // Card payment: most arrive within minutes; a few never do (the checkout was abandoned).
    if (stripe) {
      if (chance(0.04)) {
        const expiresAt = created + 24 * HOUR;
        if (expiresAt <= now) {
          order.status = "cancelled";
          order.cancelledAt = new Date(expiresAt);
          event("cancelled", expiresAt, "Cancelled: the card payment did not arrive within 24 hours");
        }
        return { order, events, refunds, activity };
      }
      const paidAt = created + int(20, 600) * 1000;
      order.status = "paid";
      order.paidAt = new Date(paidAt);
      order.stripePaymentIntent = `pi_${base62(24)}`;
      event("paid", paidAt, "Card payment received", null, { paymentIntent: order.stripePaymentIntent });
    }

    // The natural course: packed within the working day, dispatched the same day, delivered in 1–3 days.
    const packAt = created + int(40, 18 * 60) * MINUTE;
    const dispatchAt = packAt + int(30, 8 * 60) * MINUTE;
    const deliverAt = dispatchAt + int(16 * 60, 72 * 60) * MINUTE;
    const packer = pick(SEED_STAFF.slice(0, 2));

    // About 2 % are cancelled before they are packed (a paid card order is refunded in full).
    if (chance(0.02)) {
      const cancelAt = created + int(5, Math.max(6, Math.floor((packAt - created) / MINUTE) - 1)) * MINUTE;
      if (cancelAt <= now) {
        const manager = SEED_STAFF[2];
        const reason = pick(CANCEL_REASONS);
        const before = order.status;
        order.status = "cancelled";
        order.cancelledAt = new Date(cancelAt);
        event("cancelled", cancelAt, `Cancelled: ${reason}`, manager, { reason });
        act(manager, "order.cancel", cancelAt, { status: before }, { status: "cancelled", reason });
        // A paid card order is refunded in full, its units back on the shelf; one email says both.
        if (paid()) refund(fullRefundRequest(items, []), cancelAt + 1_000, manager, reason, true, { statusBefore: before, email: false });
        event("emailSent", cancelAt + int(60, 120) * 1000, `Cancellation email sent to ${order.email}`);
        return { order, events, refunds, activity };
      }
    }

    if (packAt > now) return { order, events, refunds, activity };
    order.status = "packed";
    order.packedAt = new Date(packAt);
    event("packed", packAt, "Packed", packer);
    act(packer, "order.pack", packAt, { status: stripe ? "paid" : "placed" }, { status: "packed" });

    if (dispatchAt > now) return { order, events, refunds, activity };
    const carrier = weighted(CARRIER_WEIGHTS);
    const tracking = trackingNumber(carrier);
    order.status = "dispatched";
    order.dispatchedAt = new Date(dispatchAt);
    order.carrier = carrier;
    order.trackingNumber = tracking;
    event("dispatched", dispatchAt, `Dispatched with ${CARRIER_DETAILS[carrier].name}, ${tracking}`, packer, { carrier, trackingNumber: tracking });
    event("emailSent", dispatchAt + int(60, 120) * 1000, `Dispatch email with tracking sent to ${order.email}`);
    act(packer, "order.dispatch", dispatchAt, { status: "packed" }, { status: "dispatched", carrier, trackingNumber: tracking });

    if (deliverAt > now) return { order, events, refunds, activity };
    const deliverer = pick(SEED_STAFF);
    order.status = "delivered";
    order.deliveredAt = new Date(deliverAt);
    if (!stripe) order.paidAt = new Date(deliverAt);
    event("delivered", deliverAt, stripe ? "Delivered" : "Delivered and paid on delivery", deliverer);
    act(deliverer, "order.deliver", deliverAt, { status: "dispatched", paid: stripe }, { status: "delivered", paid: true });

    // About 3 % of delivered orders are refunded later: a few in full, most by a line or two.
    if (chance(0.03)) {
      const refundAt = deliverAt + int(6, 10 * 24) * HOUR;
      if (refundAt <= now) {
        const manager = SEED_STAFF[2];
        const reason = pick(REFUND_REASONS);
        if (chance(0.35)) {
          refund(fullRefundRequest(items, []), refundAt, manager, reason, chance(0.5));
        } else {
          const line = pick(items);
          refund({ lines: [{ lineId: line.id, quantity: int(1, line.quantity) }], includeShipping: false }, refundAt, manager, reason, chance(0.3));
        }
      }
    }
    return { order, events, refunds, activity };
  };
}

/**
 * `count` order times over the last `days` days, oldest first (so order numbers rise with time),
 * busier in the evening and a little busier lately, never in the future.
 */
export function orderTimes(count: number, days: number, now = Date.now()): Date[] {
  const span = days * 24 * HOUR;
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    // A slight upward trend: 60 % spread evenly, 40 % weighted towards the last few weeks.
    const age = span * (chance(0.6) ? random() : 1 - Math.sqrt(random()));
    let at = now - Math.max(1_000, age);
    // Few orders in the small hours: most of those move to the evening (UTC is close enough to UK time here).
    if (new Date(at).getUTCHours() < 7 && chance(0.7)) at += at + 12 * HOUR < now ? 12 * HOUR : -12 * HOUR;
    times[i] = Math.max(now - span, at);
  }
  times.sort();
  return Array.from(times, (t) => new Date(t));
}
