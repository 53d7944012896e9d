/**
 * The class names of one back-office stylesheet. The back office's styles are plain global sheets
 * (`X.css`, imported by `X.styles.ts`), not CSS modules: Turbopack's default CSS chunking keeps a
 * global sheet to the routes that import it but lets CSS modules join the sheet every public page
 * loads first (docs/decisions/back-office-global-stylesheets.md). Each class in `X.css` is
 * written `X__name`, so `classScope("X").name` is `"X__name"`, and `composed` adds classes a name
 * is built on, as a CSS module's `composes:` did: `classScope("X", { primary: actions.primary })`.
 */
export function classScope(block: string, composed: Readonly<Record<string, string>> = {}): Readonly<Record<string, string>> {
  return new Proxy(composed, {
    get(extra, name) {
      if (typeof name !== "string") return undefined;
      const own = `${block}__${name}`;
      return Object.hasOwn(extra, name) ? `${own} ${extra[name]}` : own;
    },
  });
}
