"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { connectToaster } from "@/client/ui/toast";

/**
 * sonner's toaster (2 s unless stated), fed by lib/ui/toast once it has mounted. At the bottom, so
 * a toast never covers the header's navigation; an action ("View cart") navigates in the app, or runs ("Undo").
 */
export function SonnerToaster() {
  const router = useRouter();
  // After the Toaster's own effect (a child's effects run first), so it is listening.
  useEffect(
    () =>
      connectToaster(({ kind, text, duration, action }) =>
        void toast[kind](text, {
          duration,
          action: action ? { label: action.label, onClick: () => ("href" in action ? router.push(action.href) : action.onClick()) } : undefined,
        }),
      ),
    [router],
  );
  return <Toaster position="bottom-center" duration={2000} richColors closeButton={false} />;
}
