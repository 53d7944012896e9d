import Link from "next/link";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { ButtonRow } from "./ButtonRow";

/**
 * The "Staff only" 403 page (the shop's sections and the newsroom alike): plain words, a way back to
 * the shop and a way to switch account. Its sheet (StaffOnlyPanel.css, global) is imported by the
 * root layout, not here: the file says why.
 */
export function StaffOnlyPanel() {
  return (
    <div className="StaffOnlyPanel__panel" data-testid="staff-only">
      <p className="StaffOnlyPanel__code" aria-hidden="true">
        403
      </p>
      <h1 className="StaffOnlyPanel__title">Staff only</h1>
      <p className="StaffOnlyPanel__text">
        This part of the site is for the people who run the shop and write for it, and your account does not have access to
        this page. If you work here, ask for the access you need, then sign out and sign in again.
      </p>
      <ButtonRow align="center">
        <Link href="/" className="btn btn-cyan">
          Back to the shop
        </Link>
        <Link href={ACCOUNT_LINKS.signOut.href} className="btn btn-outline">
          Sign out
        </Link>
      </ButtonRow>
    </div>
  );
}
