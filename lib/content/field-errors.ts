import type { z } from "zod";

/**
 * One sentence per field of a refused newsroom body (a story, an author), the first found, keyed
 * by the top-level field for the form to show beside it ("topics", not "topics.2"). A message in
 * lower case is completed with the field's label ("Title is required."). A key the body may not
 * carry is named on its own key; a body that is not an object is answered under "form".
 */
export function newsroomFieldErrors(error: z.ZodError, labels: Readonly<Record<string, string>>, thing: string): Record<string, string> {
  // A Map, so a sent key such as "__proto__" or "toString" is just a name.
  const fields = new Map<string, string>();
  const add = (key: string, message: string) => {
    if (fields.has(key)) return;
    const label = Object.hasOwn(labels, key) ? labels[key] : undefined;
    fields.set(key, label && /^[a-z]/.test(message) ? `${label} ${message}.` : message);
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add(key, `"${key}" is not a field of ${thing} and cannot be sent.`);
    } else {
      add(issue.path.length > 0 ? String(issue.path[0]) : "form", issue.message);
    }
  }
  return Object.fromEntries(fields);
}

/** The server's sentence for a refusal that names fields: how many need changing. */
export function fieldsRefusedSentence(count: number): string {
  return count === 1 ? "One field needs changing: see the field marked." : `${count} fields need changing: see the fields marked.`;
}

/** The form's save line for a refusal found before sending: how many fields it marked. */
export function notSavedSentence(count: number): string {
  return count === 1 ? "Not saved: one field needs changing (see the field marked)." : `Not saved: ${count} fields need changing (see the fields marked).`;
}

/** The errors without those at the given paths or under them ("quiz.1" also drops "quiz.1.options.2"): the same object when none go. */
export function withoutErrors(errors: Record<string, string>, ...prefixes: string[]): Record<string, string> {
  const kept = Object.entries(errors).filter(([path]) => !prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
