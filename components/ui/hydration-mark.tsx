"use client";

import { useEffect, useRef } from "react";

/**
 * An empty, hidden mark that says when the part of the page it sits in has hydrated. The root
 * layout's mark (html[data-hydrated], components/layout/providers.tsx) is set when the page's
 * shell hydrates; a page's own content, streamed in after the shell, hydrates later. End-to-end
 * tests (e2e/support/routes.ts gotoHydrated) wait until no mark is pending, so a click never lands
 * on buttons whose handlers are not attached yet.
 */
export function HydrationMark() {
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (mark.current) mark.current.dataset.hydration = "done";
  }, []);
  return <span ref={mark} hidden data-hydration="pending" />;
}
