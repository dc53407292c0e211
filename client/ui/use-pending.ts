"use client";

import { useLayoutEffect, useState } from "react";

/*
 * A busy flag (a submit on its way, a navigation under way) that does not outlive the page being
 * left: Next.js keeps the last pages visited mounted but hidden (React Activity, with Cache
 * Components), so a button disabled while its page navigated away would still be disabled when
 * the buyer comes back. Effects are cleaned up when a page is hidden: the flag resets then.
 */
export function usePending(): [boolean, (value: boolean) => void] {
  const [pending, setPending] = useState(false);
  useLayoutEffect(() => () => setPending(false), []);
  return [pending, setPending];
}
