import { formatCad, toCents } from "@/lib/shared/pricing/money";
import type { TaxView } from "@/lib/shared/pricing/sales-taxes";
import { useLocale, useTranslations } from "next-intl";

/**
 * The one totals block of the cart, the checkout, the order pages and the order edits (docs/product.md
 * §2, §9): the subtotal (the cart calls it Estimated total), each tax of the province of delivery by
 * name ("GST 5 %", "HST (ON) 13 %", docs/taxes.md) with their total when there are several, and the
 * Grand Total, in $CAD to 2 decimals.
 */
export function PriceSummary({
  heading,
  subtotal,
  tax,
  taxes,
  total,
  headingLevel = 2,
  estimate = false,
  deliveryFee = "0.00",
}: {
  heading: string;
  subtotal: string;
  /** The total of the taxes. */
  tax: string;
  /** Each tax by name (docs/taxes.md), an exempt one with the customer's number; none: one Tax line. */
  taxes: readonly TaxView[];
  total: string;
  headingLevel?: 2 | 3;
  /** The cart's wording: "Estimated total" before tax, until the order is placed. */
  estimate?: boolean;
  /** The delivery zone's fee under its minimum (issue 31): a line of its own when one is charged. */
  deliveryFee?: string;
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
        {toCents(deliveryFee) > 0 && (
          <div className={row}>
            <dt className="text-stone-700">{t("deliveryFee")}</dt>
            <dd data-testid="delivery-fee" className="whitespace-nowrap">{formatCad(toCents(deliveryFee), locale)} CAD</dd>
          </div>
        )}
        {taxes.length === 0 ? (
          <div className={row}>
            <dt className="text-stone-700">{t("tax")}</dt>
            <dd data-testid="tax" className="whitespace-nowrap">{formatCad(toCents(tax), locale)} CAD</dd>
          </div>
        ) : (
          taxes.map((line) => (
            <div key={line.code} className={row} data-testid="tax-line">
              <dt className="text-stone-700">
                {line.name}
                {line.exemption !== null && <span className="block text-xs text-stone-600">{t("taxExempt", { number: line.exemption })}</span>}
              </dt>
              {/* One tax is the taxes' total too (the "tax" every screen's total is read from). */}
              <dd data-testid={taxes.length === 1 ? "tax" : undefined} className="whitespace-nowrap">
                {formatCad(toCents(line.amount), locale)} CAD
              </dd>
            </div>
          ))
        )}
        {taxes.length > 1 && (
          <div className={row}>
            <dt className="text-stone-700">{t("taxTotal")}</dt>
            <dd data-testid="tax" className="whitespace-nowrap">{formatCad(toCents(tax), locale)} CAD</dd>
          </div>
        )}
        <div className={`${row} mt-1 border-t border-stone-200 pt-3 text-base font-bold`}>
          <dt>{t("grandTotal")}</dt>
          <dd data-testid="grand-total" className="whitespace-nowrap">{formatCad(toCents(total), locale)} CAD</dd>
        </div>
      </dl>
    </section>
  );
}
