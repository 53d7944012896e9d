// The Code 128 encoder (lib/barcode/code128.ts) against the symbology's own rules and encodings
// worked out by hand, and a decoder written here that reads every encoding back.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CODE128_PATTERNS,
  START_B,
  STOP,
  QUIET_ZONE_MODULES,
  code128Bars,
  code128Checksum,
  code128SvgPath,
  code128TotalModules,
  codeBValue,
  encodeCode128B,
} from "@/lib/barcode/code128";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Reads widths back into symbol values: 6 elements a symbol, 7 for the stop. */
function decodeWidths(widths: readonly number[]): number[] {
  const values: number[] = [];
  let at = 0;
  while (at < widths.length) {
    const size = widths.length - at === 7 ? 7 : 6;
    const value = CODE128_PATTERNS.indexOf(widths.slice(at, at + size).join(""));
    if (value < 0) throw new Error(`no symbol at element ${at}`);
    values.push(value);
    at += size;
  }
  return values;
}

/** What a scanner does with set B: check start, stop and the checksum, then map values to characters. */
function scan(widths: readonly number[]): string {
  const values = decodeWidths(widths);
  expect(values[0]).toBe(START_B);
  expect(values.at(-1)).toBe(STOP);
  const data = values.slice(1, -2);
  expect(values.at(-2)).toBe(code128Checksum(START_B, data));
  return String.fromCharCode(...data.map((value) => value + 32));
}

describe("the 107 patterns", () => {
  it("has 106 symbols of 11 modules (3 bars, 3 spaces, 1–4 modules each) and a 13-module stop", () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    CODE128_PATTERNS.slice(0, 106).forEach((pattern) => {
      const widths = [...pattern].map(Number);
      expect(widths).toHaveLength(6);
      expect(widths.every((w) => w >= 1 && w <= 4)).toBe(true);
      expect(sum(widths)).toBe(11);
      // The symbology's parity rule: bar modules even, space modules odd (a misread element shows).
      expect(sum(widths.filter((_, i) => i % 2 === 0)) % 2).toBe(0);
      expect(sum(widths.filter((_, i) => i % 2 === 1)) % 2).toBe(1);
    });
    expect(CODE128_PATTERNS[STOP]).toBe("2331112");
    expect(sum([...CODE128_PATTERNS[STOP]].map(Number))).toBe(13);
  });

  it("has every pattern once, and the spec's start and stop patterns", () => {
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    expect(CODE128_PATTERNS[103]).toBe("211412"); // start A
    expect(CODE128_PATTERNS[START_B]).toBe("211214");
    expect(CODE128_PATTERNS[105]).toBe("211232"); // start C
    expect(CODE128_PATTERNS[0]).toBe("212222"); // space
    expect(CODE128_PATTERNS[33]).toBe("111323"); // "A"
  });
});

describe("encodeCode128B", () => {
  it('encodes "AFC-100001" with the checksum worked out by hand', () => {
    // Set B values are ASCII − 32: A 33, F 38, C 35, - 13, 1 17, 0 16.
    // 104 + 1·33 + 2·38 + 3·35 + 4·13 + 5·17 + 6·16 + 7·16 + 8·16 + 9·16 + 10·17
    //   = 104 + 33 + 76 + 105 + 52 + 85 + 96 + 112 + 128 + 144 + 170 = 1105; 1105 mod 103 = 75.
    const code = encodeCode128B("AFC-100001");
    expect(code.checksum).toBe(75);
    expect(code.values).toEqual([104, 33, 38, 35, 13, 17, 16, 16, 16, 16, 17, 75, 106]);
    const symbols = ["211214", "111323", "132311", "131321", "122132", "123221", "123122", "123122", "123122", "123122", "123221", "241211", "2331112"];
    expect(code.widths.join("")).toBe(symbols.join(""));
    // 12 symbols of 11 modules and the 13-module stop.
    expect(code.modules).toBe(12 * 11 + 13);
    expect(code128TotalModules(code)).toBe(145 + 2 * QUIET_ZONE_MODULES);
  });

  it('encodes "Wikipedia" (checksum 88, worked out by hand)', () => {
    // W 55, i 73, k 75, i 73, p 80, e 69, d 68, i 73, a 65:
    // 104 + 55 + 146 + 225 + 292 + 400 + 414 + 476 + 584 + 585 = 3281; 3281 mod 103 = 88.
    const code = encodeCode128B("Wikipedia");
    expect(code.checksum).toBe(88);
    expect(code.values.slice(0, 2)).toEqual([START_B, 55]);
    expect(scan(code.widths)).toBe("Wikipedia");
  });

  it("starts and ends with a bar, and the stop's last bar is its 2-module termination bar", () => {
    const { widths } = encodeCode128B("AFC-1");
    expect(widths.length % 2).toBe(1); // odd number of elements: bar … bar
    expect(widths.slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
  });

  it("reads back every printable ASCII text, and the checksum always verifies", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 40 }), (text) => {
        const code = encodeCode128B(text);
        expect(scan(code.widths)).toBe(text);
        expect(code.modules).toBe(11 * (text.length + 2) + 13);
      }),
      { numRuns: 500, seed: 128 },
    );
  });

  it("refuses what set B cannot encode", () => {
    expect(() => encodeCode128B("")).toThrow(RangeError);
    expect(() => encodeCode128B("Rosé")).toThrow(/only printable ASCII/);
    expect(() => encodeCode128B("AFC\n1")).toThrow(RangeError);
    expect(() => encodeCode128B("£5")).toThrow(RangeError);
    expect(codeBValue(" ")).toBe(0);
    expect(codeBValue("~")).toBe(94);
  });
});

describe("bars and the SVG path", () => {
  it("places the bars after the quiet zone, in module units", () => {
    const code = encodeCode128B("AFC-100001");
    const bars = code128Bars(code);
    // Three bars a symbol, four in the stop.
    expect(bars).toHaveLength(12 * 3 + 4);
    expect(bars[0]).toEqual({ x: QUIET_ZONE_MODULES, width: 2 }); // start B: bar 2, space 1, bar 1 …
    expect(bars[1]).toEqual({ x: QUIET_ZONE_MODULES + 3, width: 1 });
    const last = bars.at(-1)!;
    expect(last.x + last.width).toBe(QUIET_ZONE_MODULES + code.modules);
    expect(sum(bars.map((bar) => bar.width))).toBe(sum(code.widths.filter((_, i) => i % 2 === 0)));
    // Bars never touch: a space of at least one module between each.
    for (let i = 1; i < bars.length; i++) expect(bars[i].x).toBeGreaterThan(bars[i - 1].x + bars[i - 1].width);
  });

  it("draws one path of rectangles", () => {
    const code = encodeCode128B("AFC-100001");
    const path = code128SvgPath(code, 40);
    expect(path.startsWith("M10 0h2v40h-2zM13 0h1v40h-1z")).toBe(true);
    expect(path.match(/M/g)).toHaveLength(40);
    expect(code128SvgPath(code, 40, 0).startsWith("M0 0h2v40h-2z")).toBe(true);
  });
});
