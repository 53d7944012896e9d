"use client";
import { useEffect, useRef, useState } from "react";

/**
 * A destructive action's confirmation step (archive, unpublish): whether the question is open,
 * and refs for its confirm button and the button that opened it. Focus moves into the question
 * when it opens and back to the opener when it is dismissed, so keyboard users are not lost.
 */
export function useConfirmStep() {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) openerRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return { confirming, setConfirming, confirmRef, openerRef };
}
