"use client";
// The discount form's parts: the error summary, the code (new codes only), what the code gives,
// when shoppers can use it, and its limits. Each shows its fields' values and refusals.
import type { RefObject } from "react";
import type { DiscountFormErrors, DiscountFormField, DiscountFormValues } from "@/lib/admin/discount-form";
import { DISCOUNT_KIND_LABELS } from "@/lib/admin/discounts";
import { DISCOUNT_KINDS, type DiscountKind } from "@/lib/discounts/contract";
import { Field, fieldId } from "./DiscountField";
import styles from "./DiscountForm.styles";

/** Changes one field (and clears its refusal). */
export type SetField = <K extends DiscountFormField>(field: K, value: DiscountFormValues[K]) => void;

export interface SectionProps {
  values: DiscountFormValues;
  errors: DiscountFormErrors;
  set: SetField;
}

const KIND_HINTS: Record<DiscountKind, string> = {
  percentage: "A share of the products total, like 10%.",
  fixed: "A sum off the products total, like £5; never more than the products cost.",
  freeDelivery: "Standard delivery costs nothing. Shoppers choosing next-day pay as usual.",
};

/** The order fields are listed in the error summary, as they appear on the form. */
const FIELD_ORDER: DiscountFormField[] = ["code", "kind", "percent", "amount", "minimum", "startsAt", "endsAt", "maxUses", "maxUsesPerCustomer", "combinable"];

/** The refusals, in the form's order, each a link to its field; it takes focus after a refused submit. */
export function ErrorSummary({ errors, summaryRef }: { errors: DiscountFormErrors; summaryRef: RefObject<HTMLDivElement | null> }) {
  const listed = FIELD_ORDER.filter((field) => errors[field]);
  if (listed.length === 0) return null;
  return (
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
  );
}

/** The code, typed for a new code; an existing code's stays as it is. */
export function CodeField({ mode, code, values, errors, set }: SectionProps & { mode: "create" | "edit"; code: string }) {
  return mode === "create" ? (
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
    <p className={styles.note}>The code itself can&rsquo;t be changed: shoppers may already have {code} in their baskets.</p>
  );
}

export function KindSection({ values, errors, set }: SectionProps) {
  return (
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
  );
}

export function WhenSection({ values, errors, set }: SectionProps) {
  return (
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
  );
}

export function LimitsSection({ values, errors, set }: SectionProps) {
  return (
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
  );
}
