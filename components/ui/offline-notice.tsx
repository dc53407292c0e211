import { WifiOff } from "lucide-react";
import { offlineMessages } from "@/lib/shared/messages/offline";
import { cx } from "@/lib/shared/ui/class-names";

/** Shown beside what cannot be sent while the browser is offline; says why it is disabled. */
export function OfflineNotice({ message = offlineMessages.formNeedsConnection, id, className }: { message?: string; id?: string; className?: string }) {
  return (
    <p id={id} className={cx("flex items-center gap-2 text-sm text-stone-600", className)}>
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {message}
    </p>
  );
}
