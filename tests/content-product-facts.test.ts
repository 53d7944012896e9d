// "Products are the one source" (issue 26, items 3–5): figures the editorial content quotes beside a
// product must be the catalogue's, and the catalogue's own copy must not claim what its data does not
// support.
//
// 1. Stories (content/articles), lessons (content/learn), videos (content/videos) and podcast show notes
//    (content/podcasts/*.xml): in every paragraph, list item or front-matter line that mentions a product
//    (a /shop/products/<slug> link, the product's brand and name, or, for a product the file lists in its
//    front matter `products:`, its name alone), an ABV ("0.5%", "0.05 %", "0.0%") or a price ("£2.49")
//    in the same sentence as the mention belongs to the nearest product mentioned and must match seed-data: the ABV exactly, the price
//    as the unit price or one of the product's pack prices. A figure given as a limit ("up to 0.5%",
//    "no more than 0.05%", "0.5% or less") is about the law or the range, not a product, and is skipped.
// 2. No description of a product above 0.0 % says it has no alcohol; above 0.05 % (the UK's
//    "alcohol-free" line) none calls itself alcohol-free either.
// 3. No product name or description uses a regulated nutrition or health claim (Regulation (EC)
//    1924/2006 as retained in GB) unless CLAIMS_ALLOWED below names the product, the claim and why its
//    stated data meets the condition.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { CLAIMS, CLAIMS_ALLOWED, copyProblems } from "@/lib/catalogue/copy-claims";
import type { SeedProduct } from "@/lib/catalogue/types";

const ROOT = path.resolve(__dirname, "..");
const BY_SLUG = new Map(SEED_PRODUCTS.map((p) => [p.slug, p]));

// ---------------------------------------------------------------------------------------------
// Content: which files, split into paragraphs

function walk(dir: string, ext: string): string[] {
  const full = path.join(ROOT, dir);
  return readdirSync(full).flatMap((name) => {
    const file = path.join(full, name);
    if (statSync(file).isDirectory()) return walk(path.join(dir, name), ext);
    return name.endsWith(ext) ? [path.join(dir, name)] : [];
  });
}

export interface Passage {
  text: string;
  /** Products the file lists in its front matter (or none, for show notes). */
  listed: string[];
}

/** Front matter `products:` in either YAML form: `[a, b]` or a `- a` list. */
export function frontMatterProducts(frontMatter: string): string[] {
  const lines = frontMatter.split("\n");
  const at = lines.findIndex((line) => /^products:/.test(line));
  if (at < 0) return [];
  const inline = lines[at].replace(/^products:\s*/, "").trim();
  if (inline.startsWith("[")) {
    return inline
      .replace(/^\[|\]$/g, "")
      .split(",")
      .map((s) => s.trim().replace(/^["']|["']$/g, ""))
      .filter(Boolean);
  }
  const slugs: string[] = [];
  for (const line of lines.slice(at + 1)) {
    const item = /^\s+-\s+["']?([a-z0-9-]+)["']?\s*$/.exec(line);
    if (!item) break;
    slugs.push(item[1]);
  }
  return slugs;
}

/** A Markdown file as passages: each front-matter line, each body paragraph, each list item. */
export function markdownPassages(source: string): Passage[] {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
  const frontMatter = match ? match[1] : "";
  const body = match ? match[2] : source;
  const listed = frontMatterProducts(frontMatter);
  const passages = frontMatter.split("\n").filter((line) => !/^\s*products:|^\s+-\s+[a-z0-9-]+\s*$/.test(line));
  for (const block of body.split(/\n\s*\n/)) {
    const lines = block.split("\n");
    if (lines.some((line) => /^\s*([-*+]|\d+\.)\s/.test(line))) passages.push(...lines);
    else passages.push(block);
  }
  return passages.filter((text) => text.trim()).map((text) => ({ text, listed }));
}

const decodeXml = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** A podcast feed's show notes as passages: each paragraph (or line) of each description. */
export function feedPassages(xml: string): Passage[] {
  const passages: Passage[] = [];
  const fields = xml.matchAll(/<(description|content:encoded|itunes:summary|title)>([\s\S]*?)<\/\1>/g);
  for (const [, , raw] of fields) {
    const html = decodeXml(raw);
    for (const part of html.split(/<\/p>|<br\s*\/?>|<\/li>|\n\s*\n/)) {
      // Keep link targets (they name the product), drop the rest of the markup.
      const text = part.replace(/<a\s[^>]*href="([^"]*)"[^>]*>/g, " $1 ").replace(/<[^>]+>/g, " ");
      if (text.trim()) passages.push({ text, listed: [] });
    }
  }
  return passages;
}

// ---------------------------------------------------------------------------------------------
// Mentions and figures

const GENERIC_NAMES = new Set(
  [
    "merlot", "chardonnay", "pinot noir", "pinot grigio", "verdejo", "bacchus", "chenin blanc",
    "sauvignon blanc", "cabernet sauvignon", "dry riesling", "pils", "pear", "hefeweizen", "weizen",
    "blanche", "cerise", "blanco", "elderflower", "spiced", "dry rose", "negroni", "paloma", "margarita",
  ].map((n) => n.toLowerCase()),
);

const fold = (text: string) =>
  text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[’]/g, "'").toLowerCase();

interface Mention {
  product: SeedProduct;
  start: number;
  end: number;
}

/** Where a passage mentions products: links, "Brand Name" (or "Brand's Name"), or a listed product's name. */
export function mentions(passage: Passage): Mention[] {
  const text = fold(passage.text);
  const found: Mention[] = [];
  for (const link of text.matchAll(/\/shop\/products\/([a-z0-9-]+)/g)) {
    const product = BY_SLUG.get(link[1]);
    if (product) found.push({ product, start: link.index!, end: link.index! + link[0].length });
  }
  for (const product of SEED_PRODUCTS) {
    const brand = fold(product.brand);
    const name = fold(product.name);
    const patterns = [`${brand} ${name}`, `${brand}'s ${name}`, `${brand.replace(/ and /g, " & ")} ${name}`];
    if (passage.listed.includes(product.slug) && !GENERIC_NAMES.has(name)) patterns.push(name);
    for (const pattern of patterns) {
      let from = 0;
      for (;;) {
        const at = text.indexOf(pattern, from);
        if (at < 0) break;
        found.push({ product, start: at, end: at + pattern.length });
        from = at + pattern.length;
      }
    }
  }
  return found;
}

const LIMIT_BEFORE = /(up to|no more than|not more than|at most|under|below|less than|more than|over|above|than|between|between \S+ and|from \S+ to)\s*$/i;
const LIMIT_AFTER = /^\s*(abv\s*)?(or (less|lower|below|under|more|above)|and (under|below|above)|\+|-)/i;

export interface Figure {
  kind: "abv" | "price";
  value: number;
  raw: string;
  index: number;
}

/** ABVs ("0.5%", "0.05 % ABV", "0.0%") and prices ("£12.99") in a passage, limits left out. */
export function figures(passageText: string): Figure[] {
  const out: Figure[] = [];
  for (const m of passageText.matchAll(/(?<![\d.])(0(?:\.\d{1,2})?)\s?(?:%|per ?cent)/gi)) {
    const before = passageText.slice(Math.max(0, m.index! - 24), m.index!);
    const after = passageText.slice(m.index! + m[0].length, m.index! + m[0].length + 16);
    if (LIMIT_BEFORE.test(before) || LIMIT_AFTER.test(after)) continue;
    out.push({ kind: "abv", value: Number(m[1]), raw: m[0], index: m.index! });
  }
  for (const m of passageText.matchAll(/£(\d{1,3}\.\d{2})\b/g)) {
    out.push({ kind: "price", value: Math.round(Number(m[1]) * 100), raw: m[0], index: m.index! });
  }
  return out;
}

/** The sentence around a position: from after the last ". " (or line start) to the next one. */
function sentenceAround(text: string, at: number): [number, number] {
  const stops = [...text.matchAll(/[.!?](?=\s)|\n/g)].map((m) => m.index!);
  const from = Math.max(0, ...stops.filter((i) => i < at).map((i) => i + 1));
  const to = Math.min(text.length, ...stops.filter((i) => i >= at));
  return [from, to];
}

const distance = (figure: Figure, mention: Mention) =>
  figure.index < mention.start ? mention.start - figure.index : Math.max(0, figure.index - mention.end);

/** Every figure that disagrees with the product it sits beside, as "figure: product says …". */
export function factProblems(passages: Passage[]): string[] {
  const problems: string[] = [];
  for (const passage of passages) {
    const found = mentions(passage);
    if (!found.length) continue;
    // Positions in the folded text match the original: folding only drops combining marks, and
    // product names with accents are rare; figures are searched in the folded text too.
    const text = fold(passage.text);
    for (const figure of figures(text)) {
      // A figure speaks of a product named in its own sentence ("Both of ours are 0.5%" two
      // sentences after the names is left to a reader; "offer a 0.0% drink" beside them is general).
      const [from, to] = sentenceAround(text, figure.index);
      const inSentence = found.filter((m) => m.end > from && m.start < to);
      if (!inSentence.length) continue;
      const nearest = inSentence.reduce((a, b) => (distance(figure, b) < distance(figure, a) ? b : a));
      const p = nearest.product;
      const snippet = passage.text.trim().replace(/\s+/g, " ").slice(0, 140);
      if (figure.kind === "abv" && figure.value !== p.abv) {
        problems.push(`"${figure.raw}" beside ${p.slug}, which is ${p.abv}% ABV: "${snippet}"`);
      }
      if (figure.kind === "price") {
        const prices = [p.pricePence, ...p.packs.map((pack) => pack.pricePence)];
        if (!prices.includes(figure.value)) {
          const list = prices.map((v) => `£${(v / 100).toFixed(2)}`).join(", ");
          problems.push(`"${figure.raw}" beside ${p.slug}, which costs ${list}: "${snippet}"`);
        }
      }
    }
  }
  return problems;
}

function contentFiles(): { file: string; passages: Passage[] }[] {
  const markdown = [...walk("content/articles", ".md"), ...walk("content/learn", ".md"), ...walk("content/videos", ".md")];
  const feeds = walk("content/podcasts", ".xml");
  return [
    ...markdown.map((file) => ({ file, passages: markdownPassages(readFileSync(path.join(ROOT, file), "utf8")) })),
    ...feeds.map((file) => ({ file, passages: feedPassages(readFileSync(path.join(ROOT, file), "utf8")) })),
  ];
}

// ---------------------------------------------------------------------------------------------
// Product copy

// The rules (NO_ALCOHOL, ALCOHOL_FREE, CLAIMS, CLAIMS_ALLOWED, NAME_CLAIM, copyProblems) live in
// lib/catalogue/copy-claims.ts, where staff saves use them too.

// ---------------------------------------------------------------------------------------------

describe("products are the one source", () => {
  it("finds the content it checks", () => {
    const files = contentFiles();
    expect(files.filter((f) => f.file.startsWith("content/articles")).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.file.startsWith("content/learn")).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.file.startsWith("content/videos")).length).toBeGreaterThan(3);
    expect(files.filter((f) => f.file.startsWith("content/podcasts")).length).toBeGreaterThan(0);
  });

  it("reads figures, limits and mentions the way a reader would", () => {
    const listed = ["wrackline-brewing-coastal-pilsner"];
    const pils = BY_SLUG.get("haldenberg-pils")!;
    const right = `Haldenberg Pils is ${pils.abv}% ABV and costs £${(pils.pricePence / 100).toFixed(2)}.`;
    expect(factProblems([{ text: right, listed: [] }])).toEqual([]);
    expect(factProblems([{ text: "The [Pils](/shop/products/haldenberg-pils) is 0.45% ABV.", listed: [] }])).toHaveLength(1);
    expect(factProblems([{ text: "The Coastal Pilsner, at 0.45%, is dry.", listed }])).toHaveLength(1);
    expect(factProblems([{ text: "The Coastal Pilsner, at 0.45%, is dry.", listed: [] }])).toEqual([]);
    expect(factProblems([{ text: "Haldenberg Pils costs £9.99 a bottle.", listed: [] }])).toHaveLength(1);
    expect(factProblems([{ text: "Anything up to 0.5% is de-alcoholised; try Haldenberg Pils.", listed: [] }])).toEqual([]);
    expect(factProblems([{ text: "Haldenberg Pils: 0.5% or less.", listed: [] }])).toEqual([]);
    expect(factProblems([{ text: "Pour Haldenberg Pils. Offer a 0.0% drink to anyone who needs one.", listed: [] }])).toEqual([]);
    const feed = `<item><description><![CDATA[<p>Try <a href="/shop/products/haldenberg-pils">the pils</a> at 0.45%.</p>]]></description></item>`;
    expect(factProblems(feedPassages(feed))).toHaveLength(1);
    expect(frontMatterProducts("title: x\nproducts: [a-b, c]\n")).toEqual(["a-b", "c"]);
    expect(frontMatterProducts("products:\n  - a-b\n  - c\nother: 1")).toEqual(["a-b", "c"]);
  });

  it("quotes each product's ABV and price as the catalogue has them", () => {
    const problems = contentFiles().flatMap(({ file, passages }) => factProblems(passages).map((p) => `${file}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("never says a drink above 0.0% has no alcohol, nor calls one above 0.05% alcohol-free", () => {
    const [sample] = SEED_PRODUCTS.filter((p) => p.abv === 0.5);
    expect(copyProblems([{ ...sample, description: "All the taste, none of the alcohol." }])).toHaveLength(1);
    expect(copyProblems([{ ...sample, description: "Our alcohol-free red." }])).toHaveLength(1);
    expect(copyProblems(SEED_PRODUCTS).filter((p) => !p.includes(" claim "))).toEqual([]);
  });

  it("makes no nutrition or health claim its stated data does not support", () => {
    const [sample] = SEED_PRODUCTS.filter((p) => p.abv === 0 && !CLAIMS_ALLOWED.some((a) => a.slug === p.slug));
    expect(copyProblems([{ ...sample, description: "Crisp, isotonic and low in calories." }])).toHaveLength(2);
    // "Light" naming the drink ("a light lager") promises less energy; of body, flavour or fizz it is a tasting word.
    expect(copyProblems([{ ...sample, description: "This light Mexican-style lager is brewed with maize." }])).toHaveLength(1);
    expect(copyProblems([{ ...sample, description: "Our lite beer, all day." }])).toHaveLength(1);
    expect(copyProblems([{ ...sample, description: "A light-bodied red with light malt, a light sparkle and light and aromatic notes; for a light lunch." }])).toEqual([]);
    for (const entry of CLAIMS_ALLOWED) {
      expect(BY_SLUG.has(entry.slug), entry.slug).toBe(true);
      expect(CLAIMS.map((c) => c.claim)).toContain(entry.claim);
      expect(entry.reason.length).toBeGreaterThan(40);
    }
    expect(copyProblems(SEED_PRODUCTS).filter((p) => p.includes(" claim "))).toEqual([]);
  });
});
