"use client";

import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { connectToaster } from "@/lib/ui/toast";

/** sonner's toaster (2 s unless stated), fed by lib/ui/toast once it has mounted. */
export function SonnerToaster() {
  // After the Toaster's own effect (a child's effects run first), so it is listening.
  useEffect(() => connectToaster(({ kind, text, duration }) => void toast[kind](text, { duration })), []);
  return <Toaster position="top-center" duration={2000} richColors closeButton={false} />;
}
