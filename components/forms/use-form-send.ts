"use client";
// What a customer's form that is checked in the browser and then sent goes through (the return and
// damage report forms): focus on its heading as it opens; on "send", the error summary with focus on
// it, or the request; while it is out, sending; a refusal or failure said in an alert that takes
// focus, with the form left as it was filled. The form's own fields and request stay with the form.
import { useRef, useState, type FormEvent, type RefObject } from "react";
import type { SummaryError } from "./ErrorSummary";
import { useFocusNext } from "./use-focus-next";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What the filled form asks for, or what is missing from it. */
export type Checked<Field extends string, Body> = { errors: FieldErrors<Field> } | { body: Body };

/** The answer of a client call (lib/returns/return-client.ts, lib/damage/damage-client.ts): never a throw. */
export type SendResult<Value> = { ok: true; value: Value } | { ok: false; message: string };

interface FormSendOptions<Field extends string, Body, Value> {
  check: () => Checked<Field, Body>;
  request: (body: Body) => Promise<SendResult<Value>>;
  /** Called with the server's answer; the form is expected to close, so it stays "sending". */
  onSent: (value: Value) => void;
}

/** The form's state and the refs its heading, summary and failure alert take (see components/orders/CaseForm.tsx). */
export interface FormSend<Field extends string = string> {
  errors: FieldErrors<Field>;
  failure: string | null;
  sending: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  summaryRef: RefObject<HTMLDivElement | null>;
  failureRef: RefObject<HTMLParagraphElement | null>;
}

export function useFormSend<Field extends string, Body, Value>({ check, request, onSent }: FormSendOptions<Field, Body, Value>): FormSend<Field> {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // Focus follows the step: the heading as the form opens, the summary of what is missing, the failure.
  const focusNext = useFocusNext({ heading: headingRef, summary: summaryRef, failure: failureRef }, "heading");

  async function send(body: Body) {
    setSending(true);
    setFailure(null);
    const result = await request(body);
    if (result.ok) {
      onSent(result.value);
      return;
    }
    setSending(false);
    setFailure(result.message);
    focusNext("failure");
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const outcome = check();
    if ("errors" in outcome) {
      setErrors(outcome.errors);
      setFailure(null);
      focusNext("summary");
      return;
    }
    setErrors({});
    void send(outcome.body);
  }

  return { errors, failure, sending, submit, headingRef, summaryRef, failureRef };
}

/** The summary's sentences, one for each field with an error, in the order of `targets` (the form's order): each links to its field. */
export function summaryOf<Field extends string>(errors: FieldErrors<Field>, targets: Record<Field, string>): SummaryError[] {
  return (Object.keys(targets) as Field[]).flatMap((field) => {
    const text = errors[field];
    return text ? [{ text, target: targets[field] }] : [];
  });
}
