import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { SALES_TAX_RATE_PERCENT } from "@/lib/shared/pricing/pricing";
import { useLocale, useTranslations } from "next-intl";

/**
 * The one totals block of the cart, the checkout, the order pages and the order edits (docs/product.md
 * §2, §9): the subtotal (the cart calls it Estimated total), the tax (GST 5% on taxable lines) and
 * the Grand Total, in $CAD to 2 decimals.
 */
export function PriceSummary({
  heading,
  subtotal,
  tax,
  total,
  headingLevel = 2,
  estimate = false,
}: {
  heading: string;
  subtotal: string;
  tax: string;
  total: string;
  headingLevel?: 2 | 3;
  /** The cart's wording: "Estimated total" before tax, until the order is placed. */
  estimate?: boolean;
}) {
  const t = useTranslations("checkout");
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  return (
    <section aria-label={heading} className="rounded-xl border border-stone-200 bg-white p-5">
      <Heading className="mb-2 text-lg font-bold text-brand-800">{heading}</Heading>
      <dl className="text-sm">
        <div className={row}>
          <dt className="text-stone-700">{estimate ? t("estimatedTotal") : t("subtotal")}</dt>
          <dd data-testid={estimate ? "estimated-total" : "subtotal"} className="whitespace-nowrap">{formatCad(toCents(subtotal), locale)} CAD</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-700">
            {t("tax")} <span className="text-xs text-stone-600">{t("taxNote", { percent: SALES_TAX_RATE_PERCENT })}</span>
          </dt>
          <dd data-testid="tax" className="whitespace-nowrap">{formatCad(toCents(tax), locale)} CAD</dd>
        </div>
        <div className={`${row} mt-1 border-t border-stone-200 pt-3 text-base font-bold`}>
          <dt>{t("grandTotal")}</dt>
          <dd data-testid="grand-total" className="whitespace-nowrap">{formatCad(toCents(total), locale)} CAD</dd>
        </div>
      </dl>
    </section>
  );
}
