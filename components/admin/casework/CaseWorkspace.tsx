import type { ReactNode } from "react";
import { AdminPageHeader } from "../AdminPageHeader";
import styles from "../returns/ReturnWorkspace.styles";
import type { CaseNoun } from "./CaseTabs";
import { CaseOutcomeMessage, CaseOutcomeProvider } from "./use-case-action";

interface CountWords<Filter extends string> {
  filter: Filter;
  labels: Record<Filter, string>;
  counts: Record<Filter, number>;
  /** How many rows the page holds (fewer than the tab's count when the server caps the list). */
  shown: number;
  /** "return"/"returns", "damage report"/"damage reports". */
  noun: CaseNoun;
}

/** "3 open returns." (the tab's own words; "All" says just "returns"), with "; showing 50" when the page holds fewer. */
export function caseCountText<Filter extends string>({ filter, labels, counts, shown, noun }: CountWords<Filter>): string {
  const count = Math.max(counts[filter], shown);
  const where = filter === "all" ? "" : `${labels[filter].toLowerCase()} `;
  if (count === 0) return `No ${where}${noun.many}.`;
  const sentence = `${count.toLocaleString("en-GB")} ${where}${count === 1 ? noun.one : noun.many}`;
  return shown < count ? `${sentence}; showing ${shown.toLocaleString("en-GB")}.` : `${sentence}.`;
}

interface CaseWorkspaceProps {
  title: string;
  subtitle: string;
  /** "return", "damage": starts the outcome's test ids. */
  name: string;
  /** Whether a refusal said above the list takes focus (see CaseActionError). */
  takeFocus?: boolean;
  tabs: ReactNode;
  /** The count sentence (caseCountText) and its test id. */
  count: string;
  countTestId: string;
  /** The references of the cases listed now. */
  references: string[];
  /** The list (CaseList). */
  children: ReactNode;
}

/**
 * A queue of cases: the page's header, then in one card the tabs, the count, the outcome of the
 * last action (above the cases, so it stays when its case leaves the tab) and the list.
 */
export function CaseWorkspace({ title, subtitle, name, takeFocus, tabs, count, countTestId, references, children }: CaseWorkspaceProps) {
  return (
    <>
      <AdminPageHeader title={title} subtitle={subtitle} />
      <CaseOutcomeProvider>
        <div className={styles.card}>
          {tabs}
          {/* Always present (a live region); with no cases the empty message below says it instead. */}
          <p className={references.length === 0 ? "visually-hidden" : styles.status} role="status" data-testid={countTestId}>
            {count}
          </p>
          <CaseOutcomeMessage name={name} takeFocus={takeFocus} references={references} />
          {children}
        </div>
      </CaseOutcomeProvider>
    </>
  );
}
