// Checks that cross files: a story's author must have a file in content/authors, and every
// product a story or video names must be in the catalogue seed. Failures name file and field.

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: ${field}: ${detail}`);
    this.name = "ContentError";
  }
}

export interface KnownSlugs {
  authors: ReadonlySet<string>;
  products: ReadonlySet<string>;
}

/** Throws a ContentError for the first reference that points nowhere. */
export function checkReferences(file: string, doc: { author?: string; products: string[] }, known: KnownSlugs): void {
  if (doc.author !== undefined && !known.authors.has(doc.author)) {
    throw new ContentError(file, "author", `unknown author "${doc.author}" (no content/authors/${doc.author}.md)`);
  }
  doc.products.forEach((slug, index) => {
    if (!known.products.has(slug)) {
      throw new ContentError(file, `products[${index}]`, `unknown product "${slug}" (not in the catalogue seed)`);
    }
  });
}
