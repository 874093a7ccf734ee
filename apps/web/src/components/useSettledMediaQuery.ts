import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';

/**
 * A media query whose answer changes only after the new answer has held for `settleMs`.
 * Used where the answer mounts or unmounts a stateful subtree (the editors): a momentary resize —
 * a window being dragged across the breakpoint, or Chromium shrinking the window while it takes a
 * full-page screenshot — must not throw away the subtree's state.
 */
export function useSettledMediaQuery(query: string, settleMs = 400): boolean {
  const live = useMediaQuery(query, { noSsr: true });
  const [settled, setSettled] = useState(live);
  useEffect(() => {
    if (live === settled) return;
    const timer = window.setTimeout(() => setSettled(live), settleMs);
    return () => window.clearTimeout(timer);
  }, [live, settled, settleMs]);
  return settled;
}
