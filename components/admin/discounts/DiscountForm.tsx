"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { adminDiscountPath } from "@/lib/admin/contract";
import { checkDiscountForm } from "@/lib/admin/discount-schemas";
import { formErrorsOf, formFromDiscount, type DiscountFormErrors, type DiscountFormField, type DiscountFormValues } from "@/lib/admin/discount-form";
import { AdminActionError, createDiscountRequest, discountActionRequest } from "@/lib/admin/client";
import { CodeField, ErrorSummary, KindSection, LimitsSection, WhenSection } from "./DiscountFormSections";
import buttons from "../Actions.styles";
import styles from "./DiscountForm.styles";

interface DiscountFormProps {
  mode: "create" | "edit";
  initial: DiscountFormValues;
  /** Where "Cancel" goes. */
  cancelHref: string;
}

/** The form's values and refusals, and sending it: a new code opens its page, an edit stays here. */
function useDiscountForm({ mode, initial }: Pick<DiscountFormProps, "mode" | "initial">) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DiscountFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState("");
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const busy = sending || leaving || refreshing;

  // Each refused submit moves focus to the summary (a screen reader reads it; Tab goes on to the fields).
  useEffect(() => {
    if (attempt) summaryRef.current?.focus();
  }, [attempt]);

  function set<K extends DiscountFormField>(field: K, value: DiscountFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
    setDone("");
  }

  function refuse(found: DiscountFormErrors) {
    setErrors(found);
    setAttempt((count) => count + 1);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    setDone("");
    const checked = checkDiscountForm(values, mode);
    if (!checked.ok) return refuse(checked.errors);
    setErrors({});
    setSending(true);
    try {
      if (mode === "create") {
        const created = await createDiscountRequest(checked.body);
        setLeaving(true);
        router.push(`${adminDiscountPath(created.code)}?created=1`);
        return;
      }
      const { code: _code, ...settings } = checked.body;
      const saved = await discountActionRequest(initial.code, { action: "edit", ...settings });
      setValues(formFromDiscount(saved));
      setDone(`Saved. ${saved.code} now gives ${saved.label.charAt(0).toLowerCase()}${saved.label.slice(1)}.`);
      startRefresh(() => router.refresh());
    } catch (caught) {
      const found = caught instanceof AdminActionError ? formErrorsOf(caught.fields, values.kind) : {};
      if (Object.keys(found).length) refuse(found);
      else setProblem(caught instanceof Error ? caught.message : "Something went wrong. Try again.");
      // A 409 without a field means the code moved on (another member ended it): show what it is now.
      if (caught instanceof AdminActionError && caught.status === 409 && !caught.fields) startRefresh(() => router.refresh());
    } finally {
      setSending(false);
    }
  }

  return { values, errors, problem, done, busy, summaryRef, set, submit };
}

/**
 * A code's settings, for a new code or an existing one. Checked here with the same schema the
 * server uses (each refusal beside its field, and a summary that takes focus), then sent; the
 * server's refusals (a taken code, total uses below the uses so far) come back beside their field.
 * The sections are DiscountFormSections.tsx.
 */
export function DiscountForm({ mode, initial, cancelHref }: DiscountFormProps) {
  const { values, errors, problem, done, busy, summaryRef, set, submit } = useDiscountForm({ mode, initial });
  return (
    <form onSubmit={submit} className={styles.form} aria-busy={busy} noValidate data-testid="discount-form" aria-label={mode === "create" ? "New discount code" : `Settings of ${initial.code}`}>
      <ErrorSummary errors={errors} summaryRef={summaryRef} />

      <CodeField mode={mode} code={initial.code} values={values} errors={errors} set={set} />

      <KindSection values={values} errors={errors} set={set} />

      <WhenSection values={values} errors={errors} set={set} />

      <LimitsSection values={values} errors={errors} set={set} />

      {problem && (
        <p className={buttons.error} role="alert" data-testid="discount-form-problem">
          {problem}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {mode === "create" ? "Create code" : "Save changes"}
        </button>
        <Link href={cancelHref} className={buttons.secondary}>
          {mode === "create" ? "Cancel" : "Back to the list"}
        </Link>
        <p className={done ? styles.done : "visually-hidden"} role="status" data-testid="discount-form-done">
          {done}
        </p>
      </div>
    </form>
  );
}
