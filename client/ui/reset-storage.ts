"use client";

import { useSyncExternalStore } from "react";
import type { Form } from "@/client/api-client/accounts";

/*
 * The temporary token of the password reset (docs/product.md §3 tempAuthToken / tempForm), kept for the
 * tab in sessionStorage between /validateCode and /enterpassword.
 */

const KEY = "shop.reset";

export interface ResetState {
  key: string;
  email: string;
  form: Form;
}

const listeners = new Set<() => void>();

export function saveResetState(state: ResetState): void {
  sessionStorage.setItem(KEY, JSON.stringify(state));
  listeners.forEach((listener) => listener());
}

export function clearResetState(): void {
  sessionStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

function parse(raw: string | null): ResetState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ResetState>;
    if (typeof value.key === "string" && value.key && typeof value.email === "string") {
      return { key: value.key, email: value.email, form: value.form === "Admin" ? "Admin" : "Customer" };
    }
  } catch {
    // A damaged entry counts as none.
  }
  return null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** undefined while not yet read (server render and hydration), else the stored state or null. */
export function useResetState(): ResetState | null | undefined {
  const raw = useSyncExternalStore<string | null | undefined>(
    subscribe,
    () => sessionStorage.getItem(KEY),
    () => undefined,
  );
  return raw === undefined ? undefined : parse(raw);
}
