"use client";
// Moves focus once the render that shows its target is done: a form's heading as it opens, the
// summary of what is missing, an alert, a message. Set the target in the event handler; the layout
// effect of the next render focuses it (the element may not exist before that render), in the same
// commit, so no frame shows the target without focus.
import { useCallback, useLayoutEffect, useRef, type RefObject } from "react";

/** `refs` names each place focus may go; `first` is focused after the first render (null: none). */
export function useFocusNext<Target extends string>(refs: Record<Target, RefObject<HTMLElement | null>>, first: NoInfer<Target> | null = null): (target: Target | null) => void {
  const next = useRef<Target | null>(first);

  useLayoutEffect(() => {
    const target = next.current;
    next.current = null;
    if (target) refs[target].current?.focus();
  });

  return useCallback((target: Target | null) => {
    next.current = target;
  }, []);
}
