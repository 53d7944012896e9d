import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SEED_ANCHOR, SEED_MEMBERS, SEED_STAFF, SEED_THREADS, SEED_TIMELINES, seedPostDates, type SeedMember } from "@/content/talk";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";

// TALK's seed is content a UK company publishes (issue 26, items 1 and 9). What a machine can check:
// invented members never review or name a product the shop sells (DMCC Act 2024: no fake consumer
// reviews; product facts come from the staff account, labelled as staff); no member is named like a
// staff author; members write differently; threads don't all end with the opener saying thanks; and
// every "day 16", "two weeks in" or "four months" agrees with the date the post carries.

interface Post {
  thread: string;
  member: SeedMember;
  body: string;
  at: Date;
  opener: boolean;
}

const posts: Post[] = SEED_THREADS.flatMap((thread, index) => {
  const dates = seedPostDates(thread, index);
  return [
    { thread: thread.key, member: thread.author, body: `${thread.title}\n${thread.body}`, at: dates[0], opener: true },
    ...thread.replies.map(([member, body], reply) => ({ thread: thread.key, member, body, at: dates[reply + 1], opener: false })),
  ];
});
const isStaff = (member: SeedMember) => SEED_STAFF.includes(member);
const memberPosts = posts.filter((post) => !isStaff(post.member));
const words = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").split(/\s+/).filter(Boolean).length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A score, a star rating or a "Review:" heading: a verdict, which members must not give. */
const VERDICTS = [
  /\b\d{1,2}(?:\.\d)?\s*\/\s*(?:5|10|100)\b/,
  /\bout of (?:5|10|five|ten)\b/i,
  /[★☆⭐]/u,
  /\b(?:\d(?:\.\d)?|one|two|three|four|five)[- ]stars?\b/i,
  /(?:^|\n)\s*(?:\*\*)?review\b/i,
  /\b(?:best|worst)\b[^.!?\n]{0,40}\bI(?:'ve| have)\b[^.!?\n]{0,10}\b(?:tried|had|tasted)\b/i,
  /\b(?:my )?(?:ranking|rated|rating)\b/i,
];

describe("TALK's seed: no invented reviews (item 26.1)", () => {
  it("labels every staff account as staff", () => {
    expect(SEED_STAFF.length).toBeGreaterThan(0);
    for (const member of SEED_STAFF) expect(SEED_MEMBERS[member]).toMatch(/\bstaff\b/i);
  });

  it("has no score, star rating or review heading in a member's post or thread title", () => {
    const found = memberPosts.flatMap((post) => VERDICTS.filter((pattern) => pattern.test(post.body)).map((pattern) => `${post.thread} (${post.member}): ${pattern}`));
    expect(found).toEqual([]);
  });

  it("has members neither link nor name a product or brand the shop sells", () => {
    const brands = [...new Set(SEED_PRODUCTS.map((product) => product.brand))];
    const names = [...new Set(SEED_PRODUCTS.map((product) => `${product.brand} ${product.name}`))];
    const found = memberPosts.flatMap((post) => [
      ...(/\/shop\/products\//.test(post.body) ? [`${post.thread} (${post.member}): links a product`] : []),
      ...[...brands, ...names].filter((name) => new RegExp(`\\b${escape(name)}\\b`, "i").test(post.body)).map((name) => `${post.thread} (${post.member}): names ${name}`),
    ]);
    expect(found).toEqual([]);
  });

  it("links staff posts only to products that exist", () => {
    const slugs = new Set(SEED_PRODUCTS.map((product) => product.slug));
    const links = posts.filter((post) => isStaff(post.member)).flatMap((post) => [...post.body.matchAll(/\/shop\/products\/([a-z0-9-]+)/g)].map((match) => match[1]));
    expect(links.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it("quotes, in a staff post about one product, only that product's ABV (the product is the one source)", () => {
    const bySlug = new Map(SEED_PRODUCTS.map((product) => [product.slug, product]));
    const wrong = posts
      .filter((post) => isStaff(post.member))
      .flatMap((post) => {
        const linked = [...new Set([...post.body.matchAll(/\/shop\/products\/([a-z0-9-]+)/g)].map((match) => match[1]))];
        if (linked.length !== 1) return [];
        const abv = bySlug.get(linked[0])?.abv;
        return [...post.body.matchAll(/\*\*ABV:\*\*\s*(\d+(?:\.\d+)?)\s*%/g)].filter((match) => Number(match[1]) !== abv).map((match) => `${post.thread}: ${match[0]} but ${linked[0]} is ${abv}%`);
      });
    expect(wrong).toEqual([]);
  });
});

describe("TALK's seed: a community of different people (item 26.9)", () => {
  it("names no member like a staff author (content/authors)", () => {
    const dir = join(process.cwd(), "content/authors");
    const authorNames = readdirSync(dir)
      .filter((file) => file.endsWith(".md"))
      .map((file) => /^name:\s*"?([^"\n]+)"?\s*$/m.exec(readFileSync(join(dir, file), "utf8"))?.[1] ?? "");
    expect(authorNames.length).toBeGreaterThan(0);
    const authorWords = new Set(authorNames.flatMap((name) => name.toLowerCase().split(/[^\p{L}]+/u)).filter((word) => word.length > 1));
    const clashes = Object.entries(SEED_MEMBERS).flatMap(([key, name]) =>
      // "ChrisP" and "stu_c" are words too: split on case changes as well as on anything not a letter.
      name
        .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => authorWords.has(word))
        .map((word) => `${key} "${name}" shares "${word}"`),
    );
    expect(clashes).toEqual([]);
  });

  it("has members whose typical post lengths differ at least threefold", () => {
    const byMember = new Map<SeedMember, number[]>();
    for (const post of memberPosts) byMember.set(post.member, [...(byMember.get(post.member) ?? []), words(post.body)]);
    const averages = [...byMember.values()].map((counts) => counts.reduce((sum, count) => sum + count, 0) / counts.length);
    expect(byMember.size).toBeGreaterThanOrEqual(12);
    expect(Math.max(...averages) / Math.min(...averages)).toBeGreaterThanOrEqual(3);
  });

  it("has members with different habits: some use emoji, some never do, some write in lowercase", () => {
    const members = [...new Set(memberPosts.map((post) => post.member))];
    const postsOf = (member: SeedMember) => memberPosts.filter((post) => post.member === member);
    const emoji = members.filter((member) => postsOf(member).some((post) => /\p{Extended_Pictographic}/u.test(post.body)));
    const lowercase = members.filter((member) => postsOf(member).filter((post) => !post.opener && /^[a-z]/.test(post.body)).length >= 2);
    expect(emoji.length).toBeGreaterThanOrEqual(3);
    expect(members.length - emoji.length).toBeGreaterThanOrEqual(members.length / 2);
    expect(lowercase.length).toBeGreaterThanOrEqual(2);
  });

  it("lets threads end unresolved: fewer than a third of openers come back to thank, and few threads end with the opener", () => {
    const THANKS = /\b(?:thanks?|thank you|thx|ty|cheers|ta|grateful|appreciated?|noted|good advice|great advice|all good advice|makes sense|reassuring|genius)\b/i;
    const thanked = SEED_THREADS.filter((thread) => thread.replies.some(([member, body]) => member === thread.author && THANKS.test(body)));
    const returned = SEED_THREADS.filter((thread) => thread.replies.some(([member]) => member === thread.author));
    const endsWithOpener = SEED_THREADS.filter((thread) => thread.replies.at(-1)?.[0] === thread.author);
    expect(thanked.length).toBeLessThan(SEED_THREADS.length / 3);
    expect(returned.length).toBeLessThan(SEED_THREADS.length * 0.8);
    expect(endsWithOpener.length).toBeLessThan(SEED_THREADS.length / 4);
  });

  it("dates every post before the anchor, in order within its thread", () => {
    SEED_THREADS.forEach((thread, index) => {
      const dates = seedPostDates(thread, index).map((date) => date.getTime());
      expect(dates.every((time, i) => time <= SEED_ANCHOR && (i === 0 || time > dates[i - 1])), thread.key).toBe(true);
    });
  });

  it("keeps every member's 'day N', 'N weeks in' and 'N months' true to the post's date", () => {
    const NUMBERS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
    const DAY = 86_400_000;
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
    const problems: string[] = [];
    let checked = 0;
    for (const post of memberPosts) {
      const timeline = SEED_TIMELINES[post.member];
      if (!timeline) continue;
      const today = Math.floor(post.at.getTime() / DAY) * DAY;
      // Their own count: "Day 5." or "Update, day 16" opening a sentence, "I'm on day 23", "today is day 1"
      // (not "day 5 is a long way from day 1", said to someone else).
      for (const match of post.body.matchAll(/(?:(?:^|[.!?]\s+)(?:update,\s*)?|\b(?:I'm|I am|im) on |\btoday is )day (\d+)\b(?! is\b)/gi)) {
        const expected = Math.round((today - day(timeline.dayOne ?? timeline.stopped)) / DAY) + 1;
        checked += 1;
        if (Number(match[1]) !== expected) problems.push(`${post.thread} (${post.member}, ${post.at.toISOString().slice(0, 10)}): "${match[0]}" but it is day ${expected}`);
      }
      // "Four months alcohol-free", "two weeks in"; and in an opening post, a sentence such as "Nearly ten months."
      const spans = /(?:^|[.!?]\s+)(nearly |just over |about )?(a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+) (weeks?|months?)(?=\s+(?:in|alcohol-free|without|today|now|off|sober)\b|[.!])|\b(nearly |just over |about )?(a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+) (weeks?|months?)(?=\s+(?:in|alcohol-free|without|today|now|off|sober)\b)/gi;
      for (const match of post.body.matchAll(spans)) {
        const followed = /^\s+(?:in|alcohol-free|without|today|now|off|sober)\b/i.test(post.body.slice((match.index ?? 0) + match[0].length));
        if (!followed && !post.opener) continue; // "Six months. Good." said to someone else
        checked += 1;
        const qualifier = (match[1] ?? match[4] ?? "").trim().toLowerCase();
        const stated = NUMBERS[(match[2] ?? match[5]).toLowerCase()] ?? Number(match[2] ?? match[5]);
        const unit = (match[3] ?? match[6]).toLowerCase().startsWith("week") ? 7 : 30.44;
        const elapsed = (post.at.getTime() - day(timeline.stopped)) / DAY / unit;
        const ok = qualifier === "nearly" ? elapsed <= stated && elapsed > stated - 1 : qualifier === "just over" ? elapsed >= stated && elapsed < stated + 1 : Math.abs(elapsed - stated) <= 0.5;
        if (!ok) problems.push(`${post.thread} (${post.member}, ${post.at.toISOString().slice(0, 10)}): "${match[0].trim()}" but it is ${elapsed.toFixed(1)} ${unit === 7 ? "weeks" : "months"}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});
