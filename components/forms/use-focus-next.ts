"use client";
// Moves focus once the render that shows its target is done: a form's heading as it opens, the
// summary of what is missing, an alert, a message. Set the target in the event handler; the effect
// after the next render focuses it, as the element may not exist before that render.
import { useCallback, useEffect, useRef, type RefObject } from "react";

/** `refs` names each place focus may go; `first` is focused after the first render (null: none). */
export function useFocusNext<Target extends string>(refs: Record<Target, RefObject<HTMLElement | null>>, first: NoInfer<Target> | null = null): (target: Target | null) => void {
  const next = useRef<Target | null>(first);

  useEffect(() => {
    const target = next.current;
    next.current = null;
    if (target) refs[target].current?.focus();
  });

  return useCallback((target: Target | null) => {
    next.current = target;
  }, []);
}
