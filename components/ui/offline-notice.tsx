import { WifiOff } from "lucide-react";
import { messages } from "@/lib/messages/en";

/** Shown inside a form that cannot be sent while the browser is offline. */
export function OfflineNotice() {
  return (
    <p className="flex items-center gap-2 text-sm text-stone-600">
      <WifiOff aria-hidden="true" className="size-4" />
      {messages.offline.formNeedsConnection}
    </p>
  );
}
