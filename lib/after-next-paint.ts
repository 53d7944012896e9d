// Work that follows a tap but need not delay its feedback (issue 39.3: interactions under 100 ms
// at 4× CPU). The browser paints the frame the tap produced first, then the work runs in a task
// of its own, so the tap's next paint (what INP measures) waits only for the tap's own handler.

/** If no frame comes (a hidden tab draws none), the work runs after this long anyway. */
export const AFTER_PAINT_FALLBACK_MS = 100;

/** Runs `work` once, after the browser's next paint (or after AFTER_PAINT_FALLBACK_MS without one). */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, AFTER_PAINT_FALLBACK_MS);
}
