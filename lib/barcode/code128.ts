// Code 128 (ISO/IEC 15417), code set B: enough for an order reference like "AFC-100001", so the
// packing slip's barcode scans straight into the back office's search. Written from the public
// symbology rather than pulled in as a dependency: it is one table and a checksum.
//
// A symbol is 11 modules wide: three bars and three spaces, each 1–4 modules, bar first. The stop
// symbol is 13 modules (four bars, three spaces). A barcode is: quiet zone, start B, the data
// symbols, the checksum symbol, stop, quiet zone.

/** The 107 symbols' element widths (bar, space, bar, space, bar, space[, bar]) indexed by value. */
export const CODE128_PATTERNS: readonly string[] = [
  "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213", // 0–9
  "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132", // 10–19
  "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211", // 20–29
  "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313", // 30–39
  "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331", // 40–49
  "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111", // 50–59
  "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214", // 60–69
  "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111", // 70–79
  "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141", // 80–89
  "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141", // 90–99
  "114131", "311141", "411131", "211412", "211214", "211232", "2331112", // 100–106
];

export const START_A = 103;
export const START_B = 104;
export const START_C = 105;
export const STOP = 106;
/** Modules of blank space each side: the symbology asks for at least 10. */
export const QUIET_ZONE_MODULES = 10;

export interface Code128 {
  text: string;
  /** Symbol values in order: start B, the data, the checksum, stop. */
  values: number[];
  checksum: number;
  /** Element widths in modules, alternating bar and space, starting and ending with a bar (no quiet zones). */
  widths: number[];
  /** Width of the symbols in modules, without quiet zones. */
  modules: number;
}

/** Code set B value of a character: printable ASCII, space (32) to DEL (127), as 0–95. */
export function codeBValue(char: string): number {
  const code = char.codePointAt(0) ?? -1;
  if (char.length !== 1 || code < 32 || code > 127) {
    throw new RangeError(`Code 128 set B cannot encode ${JSON.stringify(char)}: only printable ASCII.`);
  }
  return code - 32;
}

/** The modulo-103 check: the start value plus each data value times its position (from 1). */
export function code128Checksum(start: number, data: readonly number[]): number {
  return data.reduce((sum, value, i) => sum + value * (i + 1), start) % 103;
}

/** Encodes `text` in code set B; throws a RangeError for an empty text or a character outside printable ASCII. */
export function encodeCode128B(text: string): Code128 {
  if (text.length === 0) throw new RangeError("Code 128 needs at least one character.");
  const data = [...text].map(codeBValue);
  const checksum = code128Checksum(START_B, data);
  const values = [START_B, ...data, checksum, STOP];
  const widths = values.flatMap((value) => [...CODE128_PATTERNS[value]].map(Number));
  return { text, values, checksum, widths, modules: widths.reduce((a, b) => a + b, 0) };
}

/** A bar: where it starts and how wide it is, in modules from the left edge (quiet zone included). */
export interface Bar {
  x: number;
  width: number;
}

/** The bars of an encoding, offset by the quiet zone: the rect list an SVG (or a canvas) draws. */
export function code128Bars(code: Pick<Code128, "widths">, quiet = QUIET_ZONE_MODULES): Bar[] {
  const bars: Bar[] = [];
  let x = quiet;
  code.widths.forEach((width, i) => {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return bars;
}

/** Width of the whole barcode in modules, both quiet zones included: an SVG viewBox's width. */
export const code128TotalModules = (code: Pick<Code128, "modules">, quiet = QUIET_ZONE_MODULES) => code.modules + 2 * quiet;

/**
 * One SVG path of every bar, `height` modules tall, in module units ("M10 0h2v40h-2z…"): one
 * element instead of ~40 rects, and with shape-rendering="crispEdges" the bars stay sharp in print.
 */
export function code128SvgPath(code: Pick<Code128, "widths">, height: number, quiet = QUIET_ZONE_MODULES): string {
  return code128Bars(code, quiet)
    .map((bar) => `M${bar.x} 0h${bar.width}v${height}h-${bar.width}z`)
    .join("");
}
