"use client";
import { useState } from "react";
import { sendCatalogueCsv } from "@/lib/catalogue/csv/client";
import type { ImportPlan } from "@/lib/catalogue/csv/plan";

// The import page's steps: a file chosen, its dry run, then (only when nothing is refused and
// something would change) the real import of the same file. Choosing another file starts over.

export type ImportStep =
  | { kind: "empty" }
  | { kind: "chosen"; file: File }
  | { kind: "checking"; file: File }
  | { kind: "checked"; file: File; plan: ImportPlan }
  | { kind: "applying"; file: File; plan: ImportPlan }
  | { kind: "applied"; plan: ImportPlan; message: string }
  | { kind: "failed"; file: File | null; plan: ImportPlan | null; message: string };

/** Whether `plan` can be applied: nothing refused, and something to create or change. */
export const canApply = (plan: ImportPlan) =>
  plan.fileProblem === null && plan.productCounts.refused === 0 && plan.productCounts.create + plan.productCounts.change > 0;

const count = (n: number, noun: string) => `${n.toLocaleString("en-GB")} ${noun}${n === 1 ? "" : "s"}`;

export function useCatalogueImport() {
  const [step, setStep] = useState<ImportStep>({ kind: "empty" });

  const choose = (file: File | null) => setStep(file ? { kind: "chosen", file } : { kind: "empty" });

  async function check() {
    if (step.kind !== "chosen" && step.kind !== "checked" && step.kind !== "failed") return;
    const file = step.file;
    if (!file) return;
    setStep({ kind: "checking", file });
    try {
      const answer = await sendCatalogueCsv(file, false);
      setStep({ kind: "checked", file, plan: answer.plan });
    } catch (error) {
      setStep({ kind: "failed", file, plan: null, message: (error as Error).message });
    }
  }

  async function apply() {
    if (step.kind !== "checked" || !canApply(step.plan)) return;
    const { file, plan } = step;
    setStep({ kind: "applying", file, plan });
    try {
      const answer = await sendCatalogueCsv(file, true);
      if (answer.applied) {
        const { create, change } = answer.plan.productCounts;
        setStep({ kind: "applied", plan: answer.plan, message: `Imported: ${count(create, "product")} created, ${count(change, "product")} changed.` });
      } else {
        setStep({ kind: "checked", file, plan: answer.plan });
      }
    } catch (error) {
      setStep({ kind: "failed", file, plan, message: (error as Error).message });
    }
  }

  return { step, choose, check, apply };
}
