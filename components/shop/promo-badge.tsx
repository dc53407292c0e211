import { useTranslations } from "next-intl";

/** The 10-1 promotion (buy 10, get 1 free) badge. */
export function PromoBadge({ className = "" }: { className?: string }) {
  const t = useTranslations("shop");
  return (
    <span className={`rounded-md bg-accent-500 px-2 py-1 text-xs font-bold text-stone-900 ${className}`}>{t("promo101")}</span>
  );
}
