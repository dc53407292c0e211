import { formatCad, toCents } from "@/lib/pricing/money";
import { checkoutMessages } from "@/lib/messages/checkout";

/** Subtotal, Tax and Grand Total in $CAD to 2 decimals (SPEC.md §2 Checkout, §9). */
export function PriceSummary({ heading, subtotal, tax, total, headingLevel = 2 }: { heading: string; subtotal: string; tax: string; total: string; headingLevel?: 2 | 3 }) {
  const t = checkoutMessages;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  return (
    <section aria-label={heading} className="rounded-xl border border-stone-200 bg-white p-5">
      <Heading className="mb-2 text-lg font-bold text-brand-800">{heading}</Heading>
      <dl className="text-sm">
        <div className={row}>
          <dt className="text-stone-700">{t.subtotal}</dt>
          <dd data-testid="subtotal">{formatCad(toCents(subtotal))} CAD</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-700">{t.tax}</dt>
          <dd data-testid="tax">{formatCad(toCents(tax))} CAD</dd>
        </div>
        <div className={`${row} mt-1 border-t border-stone-200 pt-3 text-base font-bold`}>
          <dt>{t.grandTotal}</dt>
          <dd data-testid="grand-total">{formatCad(toCents(total))} CAD</dd>
        </div>
      </dl>
    </section>
  );
}
