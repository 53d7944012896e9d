"use client";
// ReviewForm's state and sending: the rating, title and text as typed, the problems found by the
// same rules the server applies (lib/reviews/rules.ts), and the request with the customer's token.
// On success the page re-renders from the server.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { accountReviewApiPath, type OwnReview, type ReviewInput } from "@/lib/reviews/contract";
import { charCount, cleanBody, cleanTitle, reviewInputProblems, type ReviewField } from "@/lib/reviews/rules";
import { reviewRequest, ReviewRequestError } from "@/lib/reviews/client";

export type ReviewFormTarget = { mode: "create"; slug: string } | { mode: "edit"; review: OwnReview; onDone?: () => void };

export type ReviewProblems = Partial<Record<ReviewField, string>>;

export function useReviewForm(target: ReviewFormTarget) {
  const router = useRouter();
  const initial = target.mode === "edit" ? target.review : null;
  const [rating, setRating] = useState<number>(initial?.rating ?? 0);
  const [title, setTitle] = useState(initial?.title ?? "");
  const [body, setBody] = useState(initial?.body ?? "");
  const [problems, setProblems] = useState<ReviewProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState("");
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const busy = sending || refreshing;
  const bodyLength = charCount(cleanBody(body));

  async function submit() {
    const input: ReviewInput = { rating, title: cleanTitle(title), body: cleanBody(body) };
    const found = reviewInputProblems(input);
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      if (target.mode === "create") await reviewRequest(accountReviewApiPath(), "POST", { slug: target.slug, ...input });
      else await reviewRequest(accountReviewApiPath(target.review.id), "PUT", input);
      setDone(target.mode === "create" ? "Thank you: your review is published." : "Your changes are saved.");
      startRefresh(() => router.refresh());
      if (target.mode === "edit") target.onDone?.();
    } catch (caught) {
      setError(caught instanceof ReviewRequestError ? caught.message : "Something went wrong. Nothing was saved; try again.");
    } finally {
      setSending(false);
    }
  }

  return { rating, setRating, title, setTitle, body, setBody, bodyLength, problems, error, done, busy, submit };
}
