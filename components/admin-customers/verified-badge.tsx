import { useTranslations } from "next-intl";

/** The verified state of a customer as a badge. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useTranslations("adminCustomers");
  return verified ? (
    <span className="whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t("verified")}</span>
  ) : (
    <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t("awaiting")}</span>
  );
}
