"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { subscribeToasterWanted, toasterWanted } from "@/client/ui/toast";

// sonner (~10 kB gzip) loads with the first toast, or when idle on a page that may toast.
const SonnerToaster = dynamic(() => import("./sonner-toaster").then((m) => m.SonnerToaster), { ssr: false });

export function ToastRegion() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  return wanted ? <SonnerToaster /> : null;
}
