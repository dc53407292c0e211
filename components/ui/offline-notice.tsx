import { WifiOff } from "lucide-react";
import { offlineMessages } from "@/lib/messages/offline";

/** Shown inside a form that cannot be sent while the browser is offline. */
export function OfflineNotice() {
  return (
    <p className="flex items-center gap-2 text-sm text-stone-600">
      <WifiOff aria-hidden="true" className="size-4" />
      {offlineMessages.formNeedsConnection}
    </p>
  );
}
