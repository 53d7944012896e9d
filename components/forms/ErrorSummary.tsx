"use client";
// What stops a customer's form being sent (the return, damage and contact forms): a focusable
// alert titled "There is a problem", each sentence a link that moves focus to its field.
import type { MouseEvent, RefObject } from "react";
import parts from "./FormParts.module.css";

export interface SummaryError {
  text: string;
  /** The id of the field (or a group's first option) the sentence is about. */
  target: string;
}

interface ErrorSummaryProps {
  id: string;
  errors: SummaryError[];
  summaryRef: RefObject<HTMLDivElement | null>;
  /** The title's level under the form's own heading. */
  level?: "h3" | "h4";
}

export function ErrorSummary({ id, errors, summaryRef, level: Title = "h4" }: ErrorSummaryProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const field = document.getElementById(target);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div ref={summaryRef} role="alert" tabIndex={-1} aria-labelledby={`${id}-summary-title`} className={parts.summary}>
      <Title id={`${id}-summary-title`} className={parts.summaryTitle}>
        There is a problem
      </Title>
      <ul className={parts.summaryList}>
        {errors.map((error) => (
          <li key={error.target}>
            <a href={`#${error.target}`} onClick={(event) => jump(event, error.target)}>
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
