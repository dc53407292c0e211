import { casePriceCents } from "@/lib/shared/pricing/pricing";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import type { DisplayLine } from "@/lib/shared/orders/display-lines";
import { shopMessages } from "@/lib/shared/messages/shop";
import { ordersMessages } from "@/lib/shared/messages/orders";
import type { DataTableColumn } from "@/components/ui/data-table";
import type { ReactNode } from "react";

/*
 * How a line's money reads, the same on the cart, the checkout, the order, the order edit and the
 * back office's order pages: the unit and case price, the cases and units, the line total.
 */

/** "$3.32 CAD / unit" (the list price struck through when discounted) over "$33.20 / case of 10". */
export function LineUnitPrice({ line }: { line: Pick<DisplayLine, "unitPrice" | "listPrice" | "boxQuantity"> }) {
  const net = toCents(line.unitPrice);
  const list = toCents(line.listPrice);
  return (
    <span className="inline-flex flex-col">
      <span className="whitespace-nowrap">
        <span className="font-semibold text-stone-900">{formatCad(net)}</span>
        <span className="text-xs text-stone-600"> {shopMessages.unitSuffix}</span>
        {net < list && (
          <del className="ml-2 text-xs text-stone-500">
            <span className="sr-only">{shopMessages.was} </span>
            {formatCad(list)}
          </del>
        )}
      </span>
      {line.boxQuantity > 1 && (
        <span className="whitespace-nowrap text-xs text-stone-600">{shopMessages.perCase(formatCad(casePriceCents(net, line.boxQuantity)), line.boxQuantity)}</span>
      )}
    </span>
  );
}

/** "3 cases · 144 units", and "+1 GRATIS = 145 units" where the 10-1 promotion adds a free unit. */
export function LineQuantity({ line }: { line: Pick<DisplayLine, "quantity" | "freeQuantity" | "boxQuantity"> }) {
  return (
    <span className="inline-flex flex-col" data-testid="line-quantity">
      <span className="whitespace-nowrap">{shopMessages.casesAndUnits(line.quantity, line.boxQuantity)}</span>
      {line.freeQuantity > 0 && (
        <strong className="whitespace-nowrap text-xs text-brand-700">{shopMessages.freeUnit(line.quantity + line.freeQuantity)}</strong>
      )}
    </span>
  );
}

/** The line's total in CAD (the free unit is never charged). */
export function LineTotal({ line }: { line: Pick<DisplayLine, "lineTotal"> }) {
  return (
    <span className="whitespace-nowrap font-semibold" data-testid="line-total">
      {formatCad(toCents(line.lineTotal))}
    </span>
  );
}

/**
 * The price, quantity and line total columns of a lines table, for any row that reads as a
 * DisplayLine; `quantity` replaces the quantity text (the cart's stepper keeps the text under it).
 */
export function lineMoneyColumns<Row>(
  lineOf: (row: Row) => DisplayLine,
  labels: { price: string; quantity: string },
  quantity?: (row: Row) => ReactNode,
): DataTableColumn<Row>[] {
  return [
    { id: "price", header: labels.price, cell: (row) => <LineUnitPrice line={lineOf(row)} /> },
    { id: "quantity", header: labels.quantity, cell: (row) => quantity?.(row) ?? <LineQuantity line={lineOf(row)} /> },
    { id: "total", header: ordersMessages.lineTotal, align: "end", cell: (row) => <LineTotal line={lineOf(row)} /> },
  ];
}

/** The same three facts for a line's card on narrow screens. */
export function lineMoneyFacts(line: DisplayLine, labels: { price: string; quantity: string }, quantity?: ReactNode) {
  return [
    { label: labels.price, value: <LineUnitPrice line={line} /> },
    { label: labels.quantity, value: quantity ?? <LineQuantity line={line} /> },
    { label: ordersMessages.lineTotal, value: <LineTotal line={line} />, className: "font-semibold" },
  ];
}
