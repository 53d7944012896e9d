import { describe, expect, it } from "vitest";
import { productImageSvg, productImageUrl, type ProductImageInput } from "@/lib/catalogue/product-image";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";

const colours = { body: "#1f4e79", label: "#f2c14e", accent: "#e4572e" };
const can: ProductImageInput = { name: "Session IPA", brand: "Wendleby Brewing Co", container: "can", sizeMl: 440, colours };
const bottle: ProductImageInput = { name: "Cabernet Sauvignon", brand: "Quillmere Estate", container: "bottle", sizeMl: 750, colours };

/** A small well-formedness check: tags balance, attributes are quoted, no stray `<` or `&`. */
function assertWellFormed(svg: string) {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf("<", i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    expect(text, "stray ampersand").not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    expect(m, `malformed tag at ${lt}: ${svg.slice(lt, lt + 40)}`).not.toBeNull();
    const [whole, closing, name, attributes, selfClosing] = m!;
    expect(attributes, "stray ampersand in attribute").not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
    i = lt + whole.length;
  }
  expect(stack).toEqual([]);
}

describe("productImageSvg", () => {
  it("has a well-formedness check that catches broken markup", () => {
    expect(() => assertWellFormed("<svg><text>Fish & Chips</text></svg>")).toThrow();
    expect(() => assertWellFormed("<svg><text>a <b> c</text></svg>")).toThrow();
    expect(() => assertWellFormed('<svg><g fill="#fff"></svg>')).toThrow();
  });

  it.each([
    ["can", can],
    ["bottle", bottle],
  ])("draws a %s as a valid-looking SVG", (_, input) => {
    const svg = productImageSvg(input);
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 400 400"');
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(new RegExp(`<title id="(\\w+)">${input.brand} ${input.name}</title>`));
    const titleId = /<title id="(\w+)">/.exec(svg)![1];
    expect(svg).toContain(`aria-labelledby="${titleId}"`);
    expect(svg).toContain(input.colours.body);
    expect(svg).toContain(input.brand.split(" ")[0].toUpperCase());
    assertWellFormed(svg);
  });

  it("gives each product's drawing its own ids", () => {
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(productImageSvg(can)).some((id) => ids(productImageSvg(bottle)).includes(id))).toBe(false);
    expect(productImageSvg(can)).toBe(productImageSvg(can));
  });

  it("draws cans and bottles differently", () => {
    expect(productImageSvg(can)).not.toBe(productImageSvg({ ...can, container: "bottle" }));
    expect(productImageSvg({ ...bottle, sizeMl: 330 })).not.toBe(productImageSvg(bottle));
  });

  it("escapes XML special characters in names", () => {
    const svg = productImageSvg({ ...can, brand: 'Tom & "Jerry" <Co>', name: "Fish & Chips <Ale> 'Pale'" });
    expect(svg).toContain("Tom &amp; &quot;Jerry&quot; &lt;Co&gt;");
    expect(svg).toContain("Fish &amp; Chips &lt;Ale&gt; &apos;Pale&apos;");
    expect(svg).not.toContain("<Co>");
    expect(svg).not.toContain("<Ale>");
    assertWellFormed(svg);
  });

  it("shrinks the font for long brand names", () => {
    const size = (svg: string) => Number(/font-size="([\d.]+)" font-weight="700"/.exec(svg)![1]);
    const short = productImageSvg({ ...can, brand: "Ox" });
    const long = productImageSvg({ ...can, brand: "Supercalifragilisticexpialidocious" });
    expect(size(long)).toBeLessThan(size(short));
  });

  it("stays under 4 KB, for every seed product too", () => {
    const long = { ...bottle, brand: "The Extraordinarily Long Named Botanical Company", name: "Limited Edition Barrel-Rested Reserve" };
    expect(productImageSvg(long).length).toBeLessThan(4096);
    for (const p of SEED_PRODUCTS) {
      const svg = productImageSvg(p);
      expect(svg.length, p.slug).toBeLessThan(4096);
      assertWellFormed(svg);
    }
  });

  it("serves images from /images/products", () => {
    expect(productImageUrl("quillmere-estate-rose-brut")).toBe("/images/products/quillmere-estate-rose-brut.svg");
  });
});
