import { WifiOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";

/** Shown beside what cannot be sent while the browser is offline; says why it is disabled. */
export function OfflineNotice({ message, id, className }: { message?: string; id?: string; className?: string }) {
  const t = useTranslations("offline");
  return (
    <p id={id} className={cx("flex items-center gap-2 text-sm text-stone-600", className)}>
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {message ?? t("formNeedsConnection")}
    </p>
  );
}
