"use client";
import { DeleteConfirmForm } from "./DeleteConfirmForm";
import { useDeleteAccount } from "./use-delete-account";
import styles from "./Privacy.module.css";

// "Delete my account": a first button opens the confirm step, which asks the customer to prove it's
// them again (their password, or their provider's popup when the account has no password) and to
// type DELETE. The server checks both again: a sign-in within 5 minutes and the confirmation.
// State and actions: use-delete-account.ts; the confirm step: DeleteConfirmForm.tsx.

export function DeleteAccount({ onDeleted }: { onDeleted: (emailed: boolean) => void }) {
  const { step, method, password, setPassword, typed, setTyped, busy, error, headingRef, openerRef, confirm, cancel, submit } = useDeleteAccount(onDeleted);

  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="privacy-delete-heading" data-testid="privacy-delete">
      <h2 id="privacy-delete-heading">Delete my account</h2>
      <p>
        This can&rsquo;t be undone. You&rsquo;ll be signed out, you won&rsquo;t be able to sign in again with this account, and the
        data listed above is erased straight away.
      </p>
      {step === "start" ? (
        <p className={styles.actions}>
          <button ref={openerRef} type="button" className={`btn ${styles.deleteButton}`} onClick={confirm}>
            Delete my account
          </button>
        </p>
      ) : (
        <DeleteConfirmForm
          headingRef={headingRef}
          method={method}
          password={password}
          onPasswordChange={setPassword}
          typed={typed}
          onTypedChange={setTyped}
          busy={busy}
          error={error}
          onSubmit={submit}
          onCancel={cancel}
        />
      )}
    </section>
  );
}
