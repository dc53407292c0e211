import { cartMessages } from "@/lib/shared/messages/cart";
import { checkoutMessages } from "@/lib/shared/messages/checkout";
import type { DisplayLine } from "@/lib/shared/orders/display-lines";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { LineProduct } from "./line-cells";
import { lineMoneyColumns, lineMoneyFacts } from "./line-money";

const t = checkoutMessages;
const labels = { price: t.pricePerItem, quantity: t.quantity };

const barcode = (line: DisplayLine) => line.barcode ?? "—";
const taxable = (line: DisplayLine) => (line.taxable ? cartMessages.yes : cartMessages.no);
const money = lineMoneyColumns((line: DisplayLine) => line, labels);

const columns: DataTableColumn<DisplayLine>[] = [
  // The name gets the room: a long barcode must not squeeze it onto three lines.
  { id: "product", header: t.product, cellClassName: "min-w-60", cell: (line) => <LineProduct line={line} /> },
  { id: "barcode", header: t.barcode, cellClassName: "font-mono text-xs whitespace-nowrap", cell: barcode },
  money[0]!,
  { id: "taxable", header: t.taxable, cell: taxable },
  ...money.slice(1),
];

function LineCard({ line }: { line: DisplayLine }) {
  const [price, ...rest] = lineMoneyFacts(line, labels);
  return (
    <DataCard>
      <LineProduct line={line} />
      <DataCardFacts
        facts={[
          { label: t.barcode, value: barcode(line), className: "font-mono text-xs" },
          price!,
          { label: t.taxable, value: taxable(line) },
          ...rest,
        ]}
      />
    </DataCard>
  );
}

/**
 * Items table of /checkout and the order pages: Product, Bar code, Price per item (per unit and
 * per case), Taxable, Quantity (cases and units) and the line total. Below 992 px each line is a card.
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
