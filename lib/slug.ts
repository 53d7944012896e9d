// URL words from free text, one definition for product slugs, podcast slugs and filter words.

/** Lowercase kebab case from free text: "Quillmere Estate Rosé Brut" → "quillmere-estate-rose-brut", "G&T" → "g-and-t". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
