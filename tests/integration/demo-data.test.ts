// The demo data is a setting (lib/demo-data.ts, issue 36 part 5): without DEMO_DATA a database
// starts with the shop's aisles and nothing invented; with it, the demo seed never overwrites or
// withdraws what staff have edited or created. On PGlite and on a PostgreSQL server.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { SEED_CATEGORIES } from "@/content/talk";
import { seedCatalogue } from "@/lib/server/catalogue/seed";
import { getDb } from "@/lib/server/platform/db";
import { categories, contentAuthors, learnCourses, learnLessons, meta, products, stories, talkCategories, talkPosts, talkThreads } from "@/lib/server/schema";
import { podcastShows } from "@/lib/server/podcasts/tables";
import { dropFreshDatabase, engineName, useEmptyDatabase } from "./test-db";

const demoSetting = process.env.DEMO_DATA;
afterEach(() => {
  process.env.DEMO_DATA = demoSetting;
});
afterAll(dropFreshDatabase);

describe(`demo data on ${engineName()}`, () => {
  it("without DEMO_DATA: the aisles are there, and no product, conversation, podcast, story, writer, course or lesson", async () => {
    delete process.env.DEMO_DATA;
    await useEmptyDatabase();
    const db = await getDb();
    const [[{ n: aisles }], [{ n: forums }], [{ n: drinks }], [{ n: threadCount }], [{ n: postCount }], [{ n: shows }], [{ n: storyCount }], [{ n: writers }], [{ n: courseCount }], [{ n: lessonCount }]] = await Promise.all([
      db.select({ n: count() }).from(categories),
      db.select({ n: count() }).from(talkCategories),
      db.select({ n: count() }).from(products),
      db.select({ n: count() }).from(talkThreads),
      db.select({ n: count() }).from(talkPosts),
      db.select({ n: count() }).from(podcastShows),
      db.select({ n: count() }).from(stories),
      db.select({ n: count() }).from(contentAuthors),
      db.select({ n: count() }).from(learnCourses),
      db.select({ n: count() }).from(learnLessons),
    ]);
    expect({ aisles, forums, drinks, threadCount, postCount, shows, storyCount, writers, courseCount, lessonCount }).toEqual({
      aisles: CATEGORY_TREE.length,
      forums: SEED_CATEGORIES.length,
      drinks: 0,
      threadCount: 0,
      postCount: 0,
      shows: 0,
      storyCount: 0,
      writers: 0,
      courseCount: 0,
      lessonCount: 0,
    });
  });

  it("with DEMO_DATA: a later demo seed leaves a product staff edited, and one staff created, as staff left them", async () => {
    process.env.DEMO_DATA = "true";
    await useEmptyDatabase();
    const db = await getDb();
    expect((await db.select({ n: count() }).from(products))[0].n).toBe(SEED_PRODUCTS.length);

    const edited = SEED_PRODUCTS[0];
    await db.update(products).set({ description: "Staff wrote this.", name: "Staff's name", staffEditedAt: new Date() }).where(eq(products.sku, edited.sku));
    const [template] = await db.select().from(products).where(eq(products.sku, SEED_PRODUCTS[1].sku));
    const { id: _id, searchDocument: _document, searchName: _name, ...copy } = template;
    await db.insert(products).values({ ...copy, sku: "STAFF-MADE-001", slug: "staff-made-drink", active: true, staffEditedAt: new Date() });

    await db.delete(meta); // as if the demo seed had changed since
    expect(await seedCatalogue(db)).toBe("seeded");

    const [after] = await db.select().from(products).where(eq(products.sku, edited.sku));
    expect({ name: after.name, description: after.description }).toEqual({ name: "Staff's name", description: "Staff wrote this." });
    const [created] = await db.select().from(products).where(eq(products.sku, "STAFF-MADE-001"));
    expect(created.active).toBe(true);
    // The seed still rewrites the products nobody has touched.
    const [untouched] = await db.select().from(products).where(eq(products.sku, SEED_PRODUCTS[2].sku));
    expect(untouched.description).toBe(SEED_PRODUCTS[2].description);
  });
});
