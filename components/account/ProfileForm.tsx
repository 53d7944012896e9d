"use client";
// The account overview's profile form: display name and photo URL on the Firebase account, then a
// fresh token (its claims carry them to the server) and a re-render of the page.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { authErrorMessage } from "@/lib/auth/error-messages";
import { refreshSessionUser, startAuthSession } from "@/stores/browser-session";
import { getFirebaseAuth } from "@/lib/firebase/client";
import { Field, FormAlert, FormNotice } from "./Field";
import styles from "./AuthForm.module.css";

export const MAX_NAME_LENGTH = 80;
export const MAX_PHOTO_URL_LENGTH = 2048;

/** null for an acceptable photo URL ("" clears the photo), else the message to show. */
export function photoUrlProblem(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (value.length > MAX_PHOTO_URL_LENGTH) return "That web address is too long.";
  try {
    const url = new URL(value);
    if (url.protocol !== "https:") return "Enter a web address starting with https://";
  } catch {
    return "Enter a web address starting with https://";
  }
  return null;
}

interface ProfileFormProps {
  name: string | null;
  photoURL: string | null;
}

export function ProfileForm({ name: initialName, photoURL: initialPhoto }: ProfileFormProps) {
  const router = useRouter();
  const [name, setName] = useState(initialName ?? "");
  const [photo, setPhoto] = useState(initialPhoto ?? "");
  const [errors, setErrors] = useState<{ name?: string; photo?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setSaved(false);
    const next: { name?: string; photo?: string } = {};
    if (!name.trim()) next.name = "Enter your name.";
    else if (name.trim().length > MAX_NAME_LENGTH) next.name = `Your name must be ${MAX_NAME_LENGTH} characters or fewer.`;
    const photoProblem = photoUrlProblem(photo);
    if (photoProblem) next.photo = photoProblem;
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await startAuthSession();
      const [auth, { updateProfile }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) {
        setError("Your sign-in has expired. Please sign in again.");
        return;
      }
      await updateProfile(user, { displayName: name.trim(), photoURL: photo.trim() || null });
      await refreshSessionUser();
      setSaved(true);
      router.refresh();
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={`${styles.form} ${styles.wide}`} onSubmit={save} noValidate aria-labelledby="profile-title" aria-busy={busy}>
      <h2 id="profile-title">Your details</h2>
      <div className={styles.grid}>
        <Field id="profile-name" label="Name" name="name" autoComplete="name" required maxLength={MAX_NAME_LENGTH} value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
        <Field
          id="profile-photo"
          label="Photo web address"
          optional
          hint="A link to a picture of you, starting with https://"
          type="url"
          name="photoURL"
          autoComplete="photo"
          value={photo}
          error={errors.photo}
          onChange={(e) => setPhoto(e.target.value)}
        />
      </div>
      <FormAlert>{error}</FormAlert>
      <FormNotice>{saved && "Your details are saved."}</FormNotice>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-cyan" disabled={busy}>
          Save details
        </button>
      </div>
    </form>
  );
}
