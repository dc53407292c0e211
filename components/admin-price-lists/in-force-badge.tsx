import { useTranslations } from "next-intl";

/** Whether a price list's period includes today, as a badge. */
export function InForceBadge({ inForce }: { inForce: boolean }) {
  const t = useTranslations("adminPriceLists");
  return inForce ? (
    <span className="whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t("inForce")}</span>
  ) : (
    <span className="whitespace-nowrap rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">{t("notInForce")}</span>
  );
}
