"use client";

import { useCallback } from "react";

/**
 * Go to a page after the session changed (login, register, password reset, logout). A full page
 * load, not a client navigation: the shared layout (header, menus) must be rendered again for the
 * new actor, all client state of the previous one is dropped (SPEC.md §4), and router.replace()
 * followed by router.refresh() races (the refresh can win and render the old URL).
 */
export function useSessionNavigation() {
  return useCallback((path: string) => {
    window.location.replace(path);
  }, []);
}
