// The back office's styles are global sheets with hand-prefixed classes, kept out of the public
// pages' first-paint CSS (docs/decisions/back-office-global-stylesheets.md). A CSS module added
// under components/admin would leak into that sheet again, and an unprefixed class in a global
// sheet would style every page that loads it: both fail here.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { classScope } from "@/lib/admin/class-scope";

const ADMIN = path.join(process.cwd(), "components/admin");
const files = readdirSync(ADMIN, { recursive: true, encoding: "utf8" }).map((file) => path.join(ADMIN, file));
const sheets = files.filter((file) => file.endsWith(".css"));
const blockOf = (sheet: string) => path.basename(sheet, ".css");
/** Class names a sheet may style without its prefix: the rich-text editor's own node classes. */
const FOREIGN_CLASSES = new Set(["ProseMirror-selectednode"]);

function classesIn(sheet: string): string[] {
  const classes: string[] = [];
  postcss.parse(readFileSync(sheet, "utf8")).walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    for (const match of rule.selector.replace(/\[[^\]]*\]/g, "").matchAll(/(?<![\w-])\.(-?[_a-zA-Z][\w-]*)/g)) classes.push(match[1]);
  });
  return classes;
}

describe("the back office's stylesheets", () => {
  it("has them (the test reads the right folder)", () => {
    expect(sheets.length).toBeGreaterThan(40);
  });

  it("uses no CSS modules, which the default chunking would put in every public page's sheet", () => {
    expect(files.filter((file) => file.endsWith(".module.css"))).toEqual([]);
  });

  it("gives every sheet a name of its own, so two blocks' classes cannot meet", () => {
    const names = sheets.map(blockOf);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("prefixes every class with its sheet's name", () => {
    const unprefixed = sheets.flatMap((sheet) =>
      classesIn(sheet)
        .filter((name) => !name.startsWith(`${blockOf(sheet)}__`) && !FOREIGN_CLASSES.has(name))
        .map((name) => `${path.relative(ADMIN, sheet)}: .${name}`),
    );
    expect(unprefixed).toEqual([]);
  });

  it("reaches every sheet through its own X.styles.ts, which imports it and names its block", () => {
    const wrong = sheets.filter((sheet) => {
      const source = readFileSync(sheet.replace(/\.css$/, ".styles.ts"), "utf8");
      return !source.includes(`import "./${blockOf(sheet)}.css";`) || !source.includes(`classScope("${blockOf(sheet)}"`);
    });
    expect(wrong).toEqual([]);
  });
});

describe("classScope", () => {
  it("prefixes a name with its block", () => {
    expect(classScope("Timeline").entry).toBe("Timeline__entry");
  });

  it("adds the classes a name is composed from, after its own", () => {
    const actions = classScope("Actions");
    const media = classScope("MediaLibrary", { primary: actions.primary, input: "StoryWorkspace__input DiscountForm__input" });
    expect(media.primary).toBe("MediaLibrary__primary Actions__primary");
    expect(media.input).toBe("MediaLibrary__input StoryWorkspace__input DiscountForm__input");
    expect(media.grid).toBe("MediaLibrary__grid");
  });

  it("answers nothing for a symbol, so it never looks like a promise or an iterable", () => {
    const scope = classScope("Timeline") as unknown as Record<symbol, unknown>;
    expect(scope[Symbol.iterator]).toBeUndefined();
  });
});
