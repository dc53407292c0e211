import { formatCad, toCents } from "@/lib/pricing/money";
import { messages } from "@/lib/messages/en";
import type { DisplayLine } from "@/lib/orders/display-lines";
import { LinePrice, LineProduct } from "./line-cells";

const t = messages.checkout;

/** "10 +1 GRATIS = 11" where the 10-1 promotion adds a free unit (SPEC.md §2 Checkout). */
export function QuantityWithGratis({ quantity, free }: { quantity: number; free: number }) {
  if (free === 0) return <>{quantity}</>;
  return (
    <>
      {quantity} <strong className="text-brand-700">{t.gratisPart(free)}</strong> = {quantity + free}
    </>
  );
}

/**
 * Items table of /checkout and /order/[id]: Product, Bar code, Price per item, Taxable, Quantity
 * and the line total. Below 992 px each line is a card.
 */
export function OrderLinesTable({ lines, caption }: { lines: DisplayLine[]; caption: string }) {
  return (
    <>
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white max-narrow:hidden">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-3">{t.product}</th>
              <th scope="col" className="px-4 py-3">{t.barcode}</th>
              <th scope="col" className="px-4 py-3">{t.pricePerItem}</th>
              <th scope="col" className="px-4 py-3">{t.taxable}</th>
              <th scope="col" className="px-4 py-3">{t.quantity}</th>
              <th scope="col" className="px-4 py-3 text-right">{messages.orders.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className="border-b border-stone-100 last:border-0" data-testid="order-line">
                <td className="px-4 py-3"><LineProduct line={line} /></td>
                <td className="px-4 py-3 font-mono text-xs">{line.barcode ?? "—"}</td>
                <td className="px-4 py-3"><LinePrice line={line} /></td>
                <td className="px-4 py-3">{line.taxable ? messages.cart.yes : messages.cart.no}</td>
                <td className="px-4 py-3 whitespace-nowrap"><QuantityWithGratis quantity={line.quantity} free={line.freeQuantity} /></td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{formatCad(toCents(line.lineTotal))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 narrow:hidden" aria-label={caption}>
        {lines.map((line) => (
          <li key={line.key} className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
            <LineProduct line={line} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">{t.barcode}</dt>
              <dd className="text-right font-mono text-xs">{line.barcode ?? "—"}</dd>
              <dt className="text-stone-600">{t.pricePerItem}</dt>
              <dd className="text-right"><LinePrice line={line} /></dd>
              <dt className="text-stone-600">{t.taxable}</dt>
              <dd className="text-right">{line.taxable ? messages.cart.yes : messages.cart.no}</dd>
              <dt className="text-stone-600">{t.quantity}</dt>
              <dd className="text-right"><QuantityWithGratis quantity={line.quantity} free={line.freeQuantity} /></dd>
              <dt className="text-stone-600">{messages.orders.lineTotal}</dt>
              <dd className="text-right font-semibold">{formatCad(toCents(line.lineTotal))}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
