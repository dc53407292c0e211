import { formatCad, toCents } from "@/lib/pricing/money";
import { cartMessages } from "@/lib/messages/cart";
import { checkoutMessages } from "@/lib/messages/checkout";
import { ordersMessages } from "@/lib/messages/orders";
import type { DisplayLine } from "@/lib/orders/display-lines";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { LinePrice, LineProduct } from "./line-cells";

const t = checkoutMessages;

/** "10 +1 GRATIS = 11" where the 10-1 promotion adds a free unit (SPEC.md §2 Checkout). */
export function QuantityWithGratis({ quantity, free }: { quantity: number; free: number }) {
  if (free === 0) return <>{quantity}</>;
  return (
    <>
      {quantity} <strong className="text-brand-700">{t.gratisPart(free)}</strong> = {quantity + free}
    </>
  );
}

const barcode = (line: DisplayLine) => line.barcode ?? "—";
const taxable = (line: DisplayLine) => (line.taxable ? cartMessages.yes : cartMessages.no);
const quantity = (line: DisplayLine) => <QuantityWithGratis quantity={line.quantity} free={line.freeQuantity} />;
const lineTotal = (line: DisplayLine) => formatCad(toCents(line.lineTotal));

const columns: DataTableColumn<DisplayLine>[] = [
  { id: "product", header: t.product, cell: (line) => <LineProduct line={line} /> },
  { id: "barcode", header: t.barcode, cellClassName: "font-mono text-xs", cell: barcode },
  { id: "price", header: t.pricePerItem, cell: (line) => <LinePrice line={line} /> },
  { id: "taxable", header: t.taxable, cell: taxable },
  { id: "quantity", header: t.quantity, cellClassName: "whitespace-nowrap", cell: quantity },
  { id: "total", header: ordersMessages.lineTotal, align: "end", cellClassName: "whitespace-nowrap", cell: lineTotal },
];

function LineCard({ line }: { line: DisplayLine }) {
  return (
    <DataCard>
      <LineProduct line={line} />
      <DataCardFacts
        facts={[
          { label: t.barcode, value: barcode(line), className: "font-mono text-xs" },
          { label: t.pricePerItem, value: <LinePrice line={line} /> },
          { label: t.taxable, value: taxable(line) },
          { label: t.quantity, value: quantity(line) },
          { label: ordersMessages.lineTotal, value: lineTotal(line), className: "font-semibold" },
        ]}
      />
    </DataCard>
  );
}

/**
 * Items table of /checkout and /order/[id]: Product, Bar code, Price per item, Taxable, Quantity
 * and the line total. Below 992 px each line is a card.
 */
export function OrderLinesTable({ lines, caption }: { lines: DisplayLine[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={lines}
      rowKey={(line) => line.key}
      rowProps={() => ({ "data-testid": "order-line" })}
      renderCard={(line) => <LineCard line={line} />}
    />
  );
}
