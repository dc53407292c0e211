import { casePriceCents } from "@/lib/shared/pricing/pricing";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import type { DisplayLine } from "@/lib/shared/orders/display-lines";
import { useLocale, useTranslations } from "next-intl";
import { casesAndUnits } from "@/lib/shared/cart/quantity-text";
import type { DataTableColumn } from "@/components/ui/data-table";
import type { ReactNode } from "react";

/*
 * How a line's money reads, the same on the cart, the checkout, the order, the order edit and the
 * back office's order pages: the unit and case price, the cases and units, the line total.
 */

/** "$3.32 CAD / unit" (the list price struck through when discounted) over "$33.20 / case of 10". */
export function LineUnitPrice({ line }: { line: Pick<DisplayLine, "unitPrice" | "listPrice" | "boxQuantity" | "casePrice" | "priceBreak" | "nextBreak"> }) {
  const t = useTranslations("shop");
  const locale = useLocale();
  const net = toCents(line.unitPrice);
  const list = toCents(line.listPrice);
  const perCase = line.casePrice !== undefined ? toCents(line.casePrice) : casePriceCents(net, line.boxQuantity);
  return (
    <span className="inline-flex flex-col">
      <span className="whitespace-nowrap">
        <span className="font-semibold text-stone-900">{formatCad(net, locale)}</span>
        <span className="text-xs text-stone-600"> {t("unitSuffix")}</span>
        {net < list && (
          <del className="ml-2 text-xs text-stone-500">
            <span className="sr-only">{t("was")} </span>
            {formatCad(list, locale)}
          </del>
        )}
      </span>
      {line.boxQuantity > 1 && (
        <span className="whitespace-nowrap text-xs text-stone-600">{t("perCase", { price: formatCad(perCase, locale), n: line.boxQuantity })}</span>
      )}
      {line.priceBreak && (
        <span className="text-xs font-semibold text-brand-800" data-testid="price-break">
          {t("breakReached", { n: line.priceBreak.from_cases })}
        </span>
      )}
      {line.nextBreak && (
        <span className="text-xs font-semibold text-amber-800" data-testid="next-break">
          {t("nextBreak", { n: line.nextBreak.cases_more, price: formatCad(toCents(line.nextBreak.case_price), locale) })}
        </span>
      )}
    </span>
  );
}

/** "3 cases · 144 units", and "+1 GRATIS = 145 units" where the 10-1 promotion adds a free unit. */
export function LineQuantity({ line }: { line: Pick<DisplayLine, "quantity" | "freeQuantity" | "boxQuantity"> }) {
  const t = useTranslations("shop");
  return (
    <span className="inline-flex flex-col" data-testid="line-quantity">
      <span className="whitespace-nowrap">{casesAndUnits(t, line.quantity, line.boxQuantity)}</span>
      {line.freeQuantity > 0 && (
        <strong className="whitespace-nowrap text-xs text-brand-700">{t("freeUnit", { total: line.quantity + line.freeQuantity })}</strong>
      )}
    </span>
  );
}

/** The line's total in CAD (the free unit is never charged). */
export function LineTotal({ line }: { line: Pick<DisplayLine, "lineTotal"> }) {
  const locale = useLocale();
  return (
    <span className="whitespace-nowrap font-semibold" data-testid="line-total">
      {formatCad(toCents(line.lineTotal), locale)}
    </span>
  );
}

/** "Line total": the total's header, in the page's language. */
function LineTotalLabel() {
  const t = useTranslations("orders");
  return t("lineTotal");
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
    { id: "total", header: <LineTotalLabel />, align: "end", cell: (row) => <LineTotal line={lineOf(row)} /> },
  ];
}

/** The same three facts for a line's card on narrow screens. */
export function lineMoneyFacts(line: DisplayLine, labels: { price: string; quantity: string }, quantity?: ReactNode) {
  return [
    { label: labels.price, value: <LineUnitPrice line={line} /> },
    { label: labels.quantity, value: quantity ?? <LineQuantity line={line} /> },
    { label: <LineTotalLabel />, value: <LineTotal line={line} />, className: "font-semibold" },
  ];
}
