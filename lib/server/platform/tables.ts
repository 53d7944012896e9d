import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Request counters shared by every instance on one PostgreSQL server, in the shape
// rate-limiter-flexible's RateLimiterDrizzle reads and writes (lib/server/platform/rate-limiter.ts).
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/** Small key/value facts about the database itself, such as the seed version applied. */
export const meta = pgTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
