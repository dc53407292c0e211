import { useTranslations } from "next-intl";
import type { Translator } from "@/lib/shared/i18n/translator-type";
import type { DisplayLine } from "@/lib/shared/orders/display-lines";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { LineProduct } from "./line-cells";
import { lineMoneyColumns, lineMoneyFacts } from "./line-money";

type CheckoutT = Translator<"checkout">;

const labelsOf = (t: CheckoutT) => ({ price: t("pricePerItem"), quantity: t("quantity") });

const barcode = (line: DisplayLine) => line.barcode ?? "—";
const taxable = (tCart: Translator<"cart">, line: DisplayLine) => (line.taxable ? tCart("yes") : tCart("no"));

function columnsOf(t: CheckoutT, tCart: Translator<"cart">): DataTableColumn<DisplayLine>[] {
  const money = lineMoneyColumns((line: DisplayLine) => line, labelsOf(t));
  return [
    // The name gets the room: a long barcode must not squeeze it onto three lines.
    { id: "product", header: t("product"), cellClassName: "min-w-60", cell: (line) => <LineProduct line={line} /> },
    { id: "barcode", header: t("barcode"), cellClassName: "font-mono text-xs whitespace-nowrap", cell: barcode },
    money[0]!,
    { id: "taxable", header: t("taxable"), cell: (line) => taxable(tCart, line) },
    ...money.slice(1),
  ];
}

function LineCard({ line }: { line: DisplayLine }) {
  const t = useTranslations("checkout");
  const tCart = useTranslations("cart");
  const [price, ...rest] = lineMoneyFacts(line, labelsOf(t));
  return (
    <DataCard>
      <LineProduct line={line} />
      <DataCardFacts
        facts={[
          { label: t("barcode"), value: barcode(line), className: "font-mono text-xs" },
          price!,
          { label: t("taxable"), value: taxable(tCart, line) },
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
  const t = useTranslations("checkout");
  const tCart = useTranslations("cart");
  return (
    <DataTable
      caption={caption}
      columns={columnsOf(t, tCart)}
      rows={lines}
      rowKey={(line) => line.key}
      rowProps={() => ({ "data-testid": "order-line" })}
      renderCard={(line) => <LineCard line={line} />}
    />
  );
}
