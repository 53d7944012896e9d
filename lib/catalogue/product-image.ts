// Generated product illustrations: a can or a bottle drawn in the product's colours, with the
// brand on the label. Pure and deterministic, so the same product always gets the same picture;
// served from /images/products/<slug>.svg (every product has one, so none needs an uploaded photo).
import { escapeXml } from "../xml";

export interface ProductImageInput {
  name: string;
  brand: string;
  container: "bottle" | "can";
  sizeMl: number;
  colours: { body: string; label: string; accent: string };
}

/** The URL a product's illustration is served from. */
export function productImageUrl(slug: string): string {
  return `/images/products/${slug}.svg`;
}


type Rgb = [number, number, number];

function parseHex(hex: string, fallback: Rgb): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return fallback;
  const h = m[1].length === 3 ? m[1].replace(/./g, "$&$&") : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
/** Mix `rgb` towards `to` by `amount` (0 = unchanged, 1 = `to`). */
const mix = (rgb: Rgb, to: Rgb, amount: number): Rgb => rgb.map((v, i) => v + (to[i] - v) * amount) as Rgb;
const luminance = ([r, g, b]: Rgb) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [29, 29, 27];

/** Brand lines: one line, or two when a long brand has several words. */
function brandLines(brand: string): string[] {
  const words = brand.trim().split(/\s+/);
  if (brand.length <= 10 || words.length < 2) return [brand.trim()];
  let best = 1;
  let bestLen = Infinity;
  for (let i = 1; i < words.length; i++) {
    const longest = Math.max(words.slice(0, i).join(" ").length, words.slice(i).join(" ").length);
    if (longest < bestLen) [best, bestLen] = [i, longest];
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")];
}

interface Shape {
  /** Outline of the container (the shading overlay reuses it). */
  body: string;
  /** Extra drawing on top of the outline: lid, rim, capsule or cap. */
  top: string;
  /** Label outline, and the band (top and height) the text is laid out in. */
  label: string;
  box: { y: number; h: number };
  width: number;
  /** Highest point of the drawing. */
  topY: number;
}

const BOTTOM = 352;
const r = (n: number) => Math.round(n * 10) / 10;

function canShape(sizeMl: number, accent: string): Shape {
  const [w, h] = sizeMl <= 150 ? [84, 140] : sizeMl <= 200 ? [80, 178] : sizeMl <= 275 ? [82, 214] : sizeMl <= 330 ? [108, 192] : sizeMl <= 440 ? [108, 248] : [108, 272];
  const hw = w / 2;
  const [L, R, T] = [200 - hw, 200 + hw, BOTTOM - h];
  const body = `M${L} ${T + 16}L${L + 7} ${T + 6}H${R - 7}L${R} ${T + 16}V${BOTTOM - 7}A${hw} 7 0 0 1 ${L} ${BOTTOM - 7}Z`;
  const [y1, y2] = [r(T + h * 0.3), r(T + h * 0.78)];
  const label = `M${L} ${y1}A${hw} 7 0 0 0 ${R} ${y1}V${y2}A${hw} 7 0 0 1 ${L} ${y2}Z`;
  const top =
    `<path d="M${L} ${y2 + 3}A${hw} 7 0 0 0 ${R} ${y2 + 3}V${y2 + 7}A${hw} 7 0 0 1 ${L} ${y2 + 7}Z" fill="${accent}"/>` +
    `<ellipse cx="200" cy="${T + 6}" rx="${hw - 7}" ry="6" fill="#dfe3e7" stroke="#a9b0b7"/>` +
    `<ellipse cx="200" cy="${T + 6}" rx="${hw - 13}" ry="3" fill="#c4cad0"/>`;
  return { body, top, label, box: { y: y1 + 7, h: y2 - y1 - 7 }, width: w, topY: T };
}

function bottleShape(sizeMl: number, accent: string): Shape {
  // [body half-width, shoulder y, shoulder height, neck half-width, lip y, label top, label bottom]
  const [bw, S, sh, nw, N, lt, lb] =
    sizeMl >= 750 ? [46, 190, 78, 14, 45, 230, 320]
    : sizeMl >= 600 ? [58, 180, 44, 17, 92, 212, 314]
    : sizeMl >= 500 ? [42, 205, 66, 14, 68, 240, 320]
    : sizeMl >= 275 ? [40, 228, 62, 13, 108, 255, 325]
    : [35, 250, 50, 12, 150, 265, 328];
  const nb = S - sh;
  const [L, R] = [200 - bw, 200 + bw];
  const body =
    `M${200 - nw} ${N}V${nb}C${200 - nw} ${r(S - sh * 0.4)} ${L} ${r(S - sh * 0.55)} ${L} ${S}V${BOTTOM - 8}Q${L} ${BOTTOM} ${L + 8} ${BOTTOM}` +
    `H${R - 8}Q${R} ${BOTTOM} ${R} ${BOTTOM - 8}V${S}C${R} ${r(S - sh * 0.55)} ${200 + nw} ${r(S - sh * 0.4)} ${200 + nw} ${nb}V${N}Z`;
  let top: string;
  if (sizeMl >= 750) top = `<rect x="${200 - nw - 1}" y="${N - 3}" width="${2 * nw + 2}" height="62" rx="3" fill="${accent}"/>`;
  else if (sizeMl >= 600) top = `<rect x="${200 - nw - 6}" y="${N - 26}" width="${2 * nw + 12}" height="30" rx="5" fill="${accent}"/>`;
  else top = `<rect x="${200 - nw - 2}" y="${N - 7}" width="${2 * nw + 4}" height="11" rx="2" fill="${accent}"/>`;
  top += `<rect x="${L}" y="${lb + 4}" width="${2 * bw}" height="3" fill="${accent}"/>`;
  const label = `M${L} ${lt}H${R}V${lb}H${L}Z`;
  return { body, top, label, box: { y: lt, h: lb - lt }, width: 2 * bw, topY: sizeMl >= 600 && sizeMl < 750 ? N - 26 : N - 7 };
}

/** An SVG illustration (400 × 400) of the product's can or bottle. */
export function productImageSvg(input: ProductImageInput): string {
  const bodyRgb = parseHex(input.colours.body, [120, 120, 120]);
  const labelRgb = parseHex(input.colours.label, WHITE);
  const accentRgb = parseHex(input.colours.accent, INK);
  const accent = toHex(accentRgb);
  const shape = input.container === "can" ? canShape(input.sizeMl, accent) : bottleShape(input.sizeMl, accent);
  const tint = luminance(bodyRgb) > 0.8 ? accentRgb : bodyRgb;
  const bg = toHex(mix(tint, WHITE, 0.9));
  const bg2 = toHex(mix(tint, WHITE, 0.78));
  const ink = toHex(luminance(labelRgb) > 0.55 ? mix(bodyRgb, INK, 0.7) : WHITE);

  // Text, centred on the label: the brand (one or two lines, shrunk to fit), the name, the size.
  const { y, h } = shape.box;
  const w = shape.width;
  const maxW = w - 12;
  const lines = brandLines(input.brand);
  const longest = Math.max(...lines.map((l) => l.length));
  const sizeFs = 6;
  let brandFs = Math.max(6, Math.min(shape.width > 100 ? 17 : 14, maxW / (longest * 0.72)));
  let nameFs = Math.max(5, Math.min(brandFs * 0.62, 9, maxW / (input.name.length * 0.56)));
  const blockHeight = () => lines.length * brandFs * 1.1 + nameFs * 1.6 + sizeFs * 1.8;
  if (blockHeight() > h - 6) {
    const k = (h - 6 - sizeFs * 1.8) / (blockHeight() - sizeFs * 1.8);
    brandFs = Math.max(5, brandFs * k);
    nameFs = Math.max(4.5, nameFs * k);
  }
  let ty = y + (h - blockHeight()) / 2 + brandFs * 0.85;
  let text = "";
  for (const line of lines) {
    text += `<text x="200" y="${r(ty)}" font-size="${r(brandFs)}" font-weight="700">${escapeXml(line.toUpperCase())}</text>`;
    ty += brandFs * 1.1;
  }
  ty += nameFs * 0.75;
  // A name too long even at the smallest size is squeezed to the label's width.
  const squeeze = input.name.length * nameFs * 0.56 > maxW ? ` textLength="${r(maxW)}" lengthAdjust="spacingAndGlyphs"` : "";
  text += `<text x="200" y="${r(ty)}" font-size="${r(nameFs)}"${squeeze}>${escapeXml(input.name)}</text>`;
  ty += nameFs * 0.6 + sizeFs * 1.5;
  text += `<text x="200" y="${r(ty)}" font-size="${sizeFs}" opacity=".75">${Math.round(input.sizeMl)} ml</text>`;

  // Small containers are drawn larger so that every picture fills its frame.
  const scale = r(Math.min(1.45, 300 / (BOTTOM - shape.topY), 210 / shape.width) * 100) / 100;
  const transform = scale === 1 ? "" : ` transform="translate(200 ${BOTTOM})scale(${scale})translate(-200 -${BOTTOM})"`;

  // Ids unique per product, so that several illustrations can share one HTML page.
  let hash = 5381;
  for (const c of `${input.brand}|${input.name}|${input.container}|${input.sizeMl}`) hash = ((hash * 33) ^ c.charCodeAt(0)) >>> 0;
  const id = `p${hash.toString(36)}`;
  const title = escapeXml(`${input.brand} ${input.name}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="${id}t">` +
    `<title id="${id}t">${title}</title>` +
    `<defs><radialGradient id="${id}b" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></radialGradient>` +
    `<linearGradient id="${id}s"><stop offset="0" stop-opacity=".3"/><stop offset=".22" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".3" stop-color="#fff" stop-opacity=".38"/><stop offset=".42" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".8" stop-opacity=".06"/><stop offset="1" stop-opacity=".34"/></linearGradient>` +
    `<filter id="${id}f" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter></defs>` +
    `<rect width="400" height="400" fill="url(#${id}b)"/>` +
    `<ellipse cx="200" cy="${BOTTOM + 2}" rx="${r(shape.width * scale * 0.68)}" ry="9" fill="#000" opacity=".22" filter="url(#${id}f)"/>` +
    `<g${transform}><path d="${shape.body}" fill="${toHex(bodyRgb)}"/>` +
    `<path d="${shape.label}" fill="${toHex(labelRgb)}"/>` +
    shape.top +
    `<g fill="${ink}" font-family="Helvetica,Arial,sans-serif" text-anchor="middle">${text}</g>` +
    `<path d="${shape.body}" fill="url(#${id}s)"/></g>` +
    `</svg>`
  );
}
