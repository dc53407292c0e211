"use client";

/*
 * toast.success / toast.error for client components, without sonner in the page's first scripts:
 * requests wait here until the toaster (components/layout/toast-region.tsx) has loaded sonner and
 * mounted, then go through in order. The toaster loads on the first request, or once the browser
 * is idle on a page whose controls may toast (so that a toast still shows when the connection drops).
 */

export type ToastKind = "success" | "error";

export interface ToastRequest {
  kind: ToastKind;
  text: string;
  /** Milliseconds on screen; 2 s unless stated (docs/product.md §8). */
  duration: number;
  /** A link in the toast ("View cart"), or a button ("Undo"). */
  action?: ToastAction;
}

export type ToastAction = { label: string; href: string } | { label: string; onClick: () => void };

interface ToastOptions {
  duration?: number;
  action?: ToastAction;
}

type Deliver = (request: ToastRequest) => void;

const pending: ToastRequest[] = [];
const listeners = new Set<() => void>();
let deliver: Deliver | null = null;
let wanted = false;

function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, text: string, options?: ToastOptions): void {
  const request = { kind, text, duration: options?.duration ?? 2000, action: options?.action };
  if (deliver) {
    deliver(request);
    return;
  }
  pending.push(request);
  want();
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show("success", text, options),
  error: (text: string, options?: ToastOptions) => show("error", text, options),
};

/** Whether the toaster should be loaded (for useSyncExternalStore). */
export function toasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted toaster: delivers what waited, then every later request. */
export function connectToaster(target: Deliver): () => void {
  deliver = target;
  pending.splice(0).forEach(target);
  return () => {
    if (deliver === target) deliver = null;
  };
}

if (typeof window !== "undefined") {
  if ("requestIdleCallback" in window) window.requestIdleCallback(want, { timeout: 5000 });
  else setTimeout(want, 1500);
}
