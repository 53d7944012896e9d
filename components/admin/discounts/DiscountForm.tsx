"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { adminDiscountPath } from "@/lib/admin/contract";
import { checkDiscountForm } from "@/lib/admin/discount-schemas";
import {
  DISCOUNT_KIND_LABELS,
  formErrorsOf,
  formFromDiscount,
  type DiscountFormErrors,
  type DiscountFormField,
  type DiscountFormValues,
} from "@/lib/admin/discounts";
import { DISCOUNT_KINDS, type DiscountKind } from "@/lib/discounts/contract";
import { Field, fieldId } from "./DiscountField";
import { AdminActionError } from "../admin-client";
import { createDiscountRequest, discountActionRequest } from "./discount-client";
import buttons from "../Actions.module.css";
import styles from "./DiscountForm.module.css";

interface DiscountFormProps {
  mode: "create" | "edit";
  initial: DiscountFormValues;
  /** Where "Cancel" goes. */
  cancelHref: string;
}

const KIND_HINTS: Record<DiscountKind, string> = {
  percentage: "A share of the products total, like 10%.",
  fixed: "A sum off the products total, like £5; never more than the products cost.",
  freeDelivery: "Standard delivery costs nothing. Shoppers choosing next-day pay as usual.",
};

/** The order fields are listed in the error summary, as they appear on the form. */
const FIELD_ORDER: DiscountFormField[] = ["code", "kind", "percent", "amount", "minimum", "startsAt", "endsAt", "maxUses", "maxUsesPerCustomer", "combinable"];

/**
 * A code's settings, for a new code or an existing one. Checked here with the same schema the
 * server uses (each refusal beside its field, and a summary that takes focus), then sent; the
 * server's refusals (a taken code, total uses below the uses so far) come back beside their field.
 */
export function DiscountForm({ mode, initial, cancelHref }: DiscountFormProps) {
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

  const listed = FIELD_ORDER.filter((field) => errors[field]);
  return (
    <form onSubmit={submit} className={styles.form} aria-busy={busy} noValidate data-testid="discount-form" aria-label={mode === "create" ? "New discount code" : `Settings of ${initial.code}`}>
      {listed.length > 0 && (
        <div className={styles.summary} role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="discount-errors-title" data-testid="discount-form-errors">
          <h3 id="discount-errors-title" className={styles.summaryTitle}>
            {listed.length === 1 ? "There is a problem" : `There are ${listed.length} problems`}
          </h3>
          <ul className={styles.summaryList}>
            {listed.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(field))?.focus();
                  }}
                >
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      {mode === "create" ? (
        <Field
          field="code"
          label="Code"
          hint="3 to 24 letters and digits, like WELCOME10. Shoppers can type it in any case. It can't be changed once created."
          error={errors.code}
        >
          {(control) => (
            <input
              {...control}
              className={`${styles.input} ${styles.codeInput}`}
              value={values.code}
              onChange={(event) => set("code", event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              required
            />
          )}
        </Field>
      ) : (
        <p className={styles.note}>The code itself can&rsquo;t be changed: shoppers may already have {initial.code} in their baskets.</p>
      )}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>What the code gives</legend>
        <div className={styles.choices}>
          {DISCOUNT_KINDS.map((kind, index) => (
            <label key={kind} className={styles.choice}>
              <input
                type="radio"
                name="kind"
                id={index === 0 ? fieldId("kind") : undefined}
                value={kind}
                checked={values.kind === kind}
                onChange={() => set("kind", kind)}
                aria-labelledby={`discount-kind-${kind}-label`}
                aria-describedby={`discount-kind-${kind}-hint`}
              />
              <span className={styles.choiceText}>
                <span id={`discount-kind-${kind}-label`} className={styles.choiceLabel}>
                  {DISCOUNT_KIND_LABELS[kind]}
                </span>
                <span id={`discount-kind-${kind}-hint`} className={styles.hint}>
                  {KIND_HINTS[kind]}
                </span>
              </span>
            </label>
          ))}
        </div>
        {values.kind === "percentage" && (
          <Field field="percent" label="Percentage off" hint="Taken off the products total: a whole number from 1 to 100." error={errors.percent}>
            {(control) => (
              <span className={styles.affixed}>
                <input {...control} className={`${styles.input} ${styles.short}`} value={values.percent} onChange={(event) => set("percent", event.target.value)} inputMode="numeric" autoComplete="off" required />
                <span className={styles.suffix} aria-hidden="true">
                  %
                </span>
              </span>
            )}
          </Field>
        )}
        {values.kind === "fixed" && (
          <Field field="amount" label="Amount off, in pounds" hint="Taken off the products total: from £0.01 to £1,000, like 5 or 7.50." error={errors.amount}>
            {(control) => (
              <span className={styles.affixed}>
                <span className={styles.prefix} aria-hidden="true">
                  £
                </span>
                <input {...control} className={`${styles.input} ${styles.short} ${styles.withPrefix}`} value={values.amount} onChange={(event) => set("amount", event.target.value)} inputMode="decimal" autoComplete="off" required />
              </span>
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>When shoppers can use it</legend>
        <Field field="minimum" label="Minimum products total, in pounds" optional hint="Products only, before any discount and delivery. Blank: no minimum." error={errors.minimum}>
          {(control) => (
            <span className={styles.affixed}>
              <span className={styles.prefix} aria-hidden="true">
                £
              </span>
              <input {...control} className={`${styles.input} ${styles.short} ${styles.withPrefix}`} value={values.minimum} onChange={(event) => set("minimum", event.target.value)} inputMode="decimal" autoComplete="off" />
            </span>
          )}
        </Field>
        <div className={styles.pair}>
          <Field field="startsAt" label="Starts (UK time)" optional hint="Blank: from now." error={errors.startsAt}>
            {(control) => <input {...control} type="datetime-local" className={styles.input} value={values.startsAt} onChange={(event) => set("startsAt", event.target.value)} />}
          </Field>
          <Field field="endsAt" label="Ends (UK time)" optional hint="Blank: until you end it." error={errors.endsAt}>
            {(control) => <input {...control} type="datetime-local" className={styles.input} value={values.endsAt} onChange={(event) => set("endsAt", event.target.value)} />}
          </Field>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Limits</legend>
        <div className={styles.pair}>
          <Field field="maxUses" label="Total uses" optional hint="Orders that can use it in all. Blank: no limit." error={errors.maxUses}>
            {(control) => <input {...control} className={`${styles.input} ${styles.short}`} value={values.maxUses} onChange={(event) => set("maxUses", event.target.value)} inputMode="numeric" autoComplete="off" />}
          </Field>
          <Field field="maxUsesPerCustomer" label="Uses per customer" optional hint="Counted by account, or by email for guests. Blank: no limit." error={errors.maxUsesPerCustomer}>
            {(control) => (
              <input {...control} className={`${styles.input} ${styles.short}`} value={values.maxUsesPerCustomer} onChange={(event) => set("maxUsesPerCustomer", event.target.value)} inputMode="numeric" autoComplete="off" />
            )}
          </Field>
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            id={fieldId("combinable")}
            checked={values.combinable}
            onChange={(event) => set("combinable", event.target.checked)}
            aria-labelledby="discount-combinable-label"
            aria-describedby="discount-combinable-hint"
          />
          <span className={styles.choiceText}>
            <span id="discount-combinable-label" className={styles.choiceLabel}>
              Can be used with other codes
            </span>
            <span id="discount-combinable-hint" className={styles.hint}>
              Unticked (the default), it must be the only code in the basket.
            </span>
          </span>
        </label>
      </fieldset>

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
