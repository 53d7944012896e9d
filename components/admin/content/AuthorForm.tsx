"use client";
// An author's details in the newsroom: a new author (with the address their page will have) or an
// existing one (the address is fixed: bylines and links point at it). Checked against the
// server's own schema before sending; the server's refusals are shown beside their fields. When
// the page brings other values (a revision restored beside it, AuthorRevisions.tsx), they replace
// the form's.
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";
import { AdminActionError } from "@/lib/admin/client";
import { authorEditorPath } from "@/lib/admin/content-contract";
import { saveAuthor } from "@/lib/admin/content-client";
import { authorFieldErrors, authorInputSchema, type AuthorInput } from "@/lib/content/author-input";
import { slugFromTitle } from "@/lib/content/story-slugs";
import { StoryFormField } from "./StoryField";
import styles from "./StoryWorkspace.styles";

const BIO_MAX = 2000;

const sameFields = (a: AuthorInput, b: AuthorInput) => a.name === b.name && a.role === b.role && a.bio === b.bio && a.avatar === b.avatar;

export interface AuthorFormProps {
  author: AuthorInput | null;
  avatars: string[];
  /** Told when the form starts or stops holding changes not yet saved (a restore beside it warns). */
  onDirtyChange?: (dirty: boolean) => void;
}

export function AuthorForm({ author, avatars, onDirtyChange }: AuthorFormProps) {
  const router = useRouter();
  const [values, setValues] = useState<AuthorInput>(author ?? { slug: "", name: "", role: "", bio: "", avatar: "" });
  const [slugTouched, setSlugTouched] = useState(Boolean(author));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  // The page's author as last seen, and what the server holds as far as this form knows (the page's
  // author, or what this form last saved): the form is dirty when its values differ from the latter.
  const [seen, setSeen] = useState(author);
  const [baseline, setBaseline] = useState(author);
  if (author && seen && !sameFields(author, seen)) {
    // The server's author changed (router.refresh() after a save here or a restore): a save's own
    // values stay with its status; other values (a restore) replace the form's.
    setSeen(author);
    setBaseline(author);
    if (!sameFields(author, values)) {
      setValues(author);
      setErrors({});
      setStatus("");
    }
  }
  const dirty = baseline === null ? Object.values(values).some((value) => value !== "") : !sameFields(values, baseline);
  // Leaving with changes READ cannot show yet asks first.
  useUnsavedWarning(dirty || busy);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const set = (field: keyof AuthorInput, value: string) =>
    setValues((current) => ({ ...current, [field]: value, ...(field === "name" && !slugTouched ? { slug: slugFromTitle(value).slice(0, 60) } : {}) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = authorInputSchema.safeParse(values);
    if (!checked.success) {
      setErrors(authorFieldErrors(checked.error));
      setStatus("Some fields need changing: see the fields marked.");
      return;
    }
    setBusy(true);
    try {
      const saved = await saveAuthor(checked.data, Boolean(author));
      setErrors({});
      setStatus(author ? "Saved. READ shows the change on its next visit." : "Author added.");
      if (author) {
        setBaseline(values);
        router.refresh();
      }
      else router.push(authorEditorPath(saved.slug));
    } catch (error) {
      if (error instanceof AdminActionError && error.fields) setErrors(error.fields);
      setStatus(error instanceof Error ? error.message : "The author could not be saved.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={author ? `${author.name}'s details` : "New author"}>
      <StoryFormField field="author-name" label="Name" error={errors.name}>
        {(control) => <input {...control} className={styles.input} value={values.name} onChange={(e) => set("name", e.target.value)} autoComplete="off" />}
      </StoryFormField>
      <StoryFormField field="author-slug" label="Address" hint={author ? `Their page is /read/authors/${values.slug}; the address cannot change.` : `Their page will be /read/authors/${values.slug || "…"}.`} error={errors.slug}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            value={values.slug}
            readOnly={Boolean(author)}
            onChange={(e) => {
              setSlugTouched(true);
              set("slug", e.target.value);
            }}
          />
        )}
      </StoryFormField>
      <StoryFormField field="author-role" label="Role" hint="Shown under their name, such as Culture Writer." error={errors.role}>
        {(control) => <input {...control} className={styles.input} value={values.role} onChange={(e) => set("role", e.target.value)} />}
      </StoryFormField>
      <StoryFormField field="author-bio" label="Biography" hint="Markdown: paragraphs, links, bold and italics." error={errors.bio} count={{ length: values.bio.length, max: BIO_MAX }}>
        {(control) => <textarea {...control} className={styles.textarea} rows={6} value={values.bio} onChange={(e) => set("bio", e.target.value)} />}
      </StoryFormField>
      <StoryFormField field="author-avatar" label="Avatar" hint="A picture under /images/ or /media/." error={errors.avatar}>
        {(control) => (
          <>
            <input {...control} className={styles.input} list="author-avatars" value={values.avatar} onChange={(e) => set("avatar", e.target.value)} />
            <datalist id="author-avatars">
              {avatars.map((avatar) => (
                <option key={avatar} value={avatar} />
              ))}
            </datalist>
          </>
        )}
      </StoryFormField>
      <div className={`${styles.saveBar} ${styles.saveBarInPlace}`}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {author ? "Save author" : "Add author"}
        </button>
        <p className={styles.saveStatus} role="status">
          {status}
        </p>
      </div>
    </form>
  );
}
