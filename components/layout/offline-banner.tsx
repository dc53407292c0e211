"use client";

import { WifiOff } from "lucide-react";
import { useOnline } from "@/lib/ui/use-online";
import { offlineMessages } from "@/lib/messages/offline";

/** SPEC.md §1: the banner shown while the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
          <WifiOff aria-hidden="true" className="size-4" />
          {offlineMessages.banner}
        </p>
      )}
    </div>
  );
}
