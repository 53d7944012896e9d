// Drizzle schema for the site's PostgreSQL database (PGlite locally, Postgres when DATABASE_URL
// is set): the index of every domain's tables (lib/server/<domain>/tables.ts). drizzle.config.ts
// and the queries read it from here. After changing a table, run `drizzle-kit generate` and commit
// the new file under drizzle/.
export * from "./analytics/tables";
export * from "./catalogue/tables";
export * from "./platform/tables";
export * from "./cart/tables";
export * from "./address/tables";
export * from "./orders/tables";
export * from "./podcasts/tables";
export * from "./learn/tables";
export * from "./talk/tables";
export * from "./admin/tables";
export * from "./discounts/tables";
export * from "./favourites/tables";
export * from "./reviews/tables";
export * from "./stock-alerts/tables";
export * from "./privacy/tables";
export * from "./media/tables";
export * from "./content/tables";
export * from "./returns/tables";
export * from "./support/tables";
export * from "./damage/tables";
export * from "./watch/tables";
export * from "./music/tables";
