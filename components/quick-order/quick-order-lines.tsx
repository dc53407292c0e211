import { CircleAlert, CircleCheck, CornerLeftUp } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { QuickOrderLine } from "@/lib/cart/quick-order";
import { useTranslations } from "next-intl";
import type { Translator } from "@/lib/shared/i18n/translator-type";
import { LineQuantity, LineTotal, LineUnitPrice } from "@/components/orders/line-money";

/*
 * The quick order's checked lines: each resolved to its product (picture, name, unit and case
 * price, cases × box = units, line total) or what is wrong with it. A table on wide screens,
 * cards at 991 px and below. Prices, cases and totals read as on every other lines table
 * (components/orders/line-money.tsx).
 */

function ProductCell({ line }: { line: QuickOrderLine }) {
  const product = line.product;
  if (!product) return <span className="font-mono text-sm break-all text-stone-800">{line.input}</span>;
  return (
    <div className="flex items-center gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={product.image ?? "/placeholder-product.svg"} alt="" width={48} height={48} className="size-12 shrink-0 rounded-md bg-stone-100 object-cover" />
      <div className="min-w-0">
        {line.status === "trashed" ? (
          <span className="font-semibold text-stone-900">{product.name}</span>
        ) : (
          <Link href={`/products/${product.slug}`} prefetch={false} className="font-semibold text-stone-900 hover:underline">{product.name}</Link>
        )}
        <p className="font-mono text-xs text-stone-600">{product.item}{product.barcode ? ` · ${product.barcode}` : ""}</p>
      </div>
    </div>
  );
}

function PriceCell({ line }: { line: QuickOrderLine }) {
  const product = line.product;
  if (!product || line.status === "trashed") return null;
  return <LineUnitPrice line={{ unitPrice: product.discounted_price, listPrice: product.price, boxQuantity: product.box_quantity }} />;
}

function CasesCell({ line }: { line: QuickOrderLine }) {
  if (line.status === "ready" && line.product && line.quantity !== null) {
    return <LineQuantity line={{ quantity: line.quantity, freeQuantity: line.free_quantity ?? 0, boxQuantity: line.product.box_quantity }} />;
  }
  return line.cases !== null ? <span className="text-sm text-stone-600">{line.cases}</span> : null;
}

function TotalCell({ line }: { line: QuickOrderLine }) {
  return line.line_total !== null ? <LineTotal line={{ lineTotal: line.line_total }} /> : null;
}

function StatusCell({ line }: { line: QuickOrderLine }) {
  const t = useTranslations("quickOrder");
  if (line.status === "ready") {
    return (
      <div className="flex flex-col gap-0.5 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t("ready")}
        </span>
        {line.merged_lines.length > 0 && <span className="text-xs text-stone-600">{t("mergedFrom", { lines: line.merged_lines.join(", "), count: line.merged_lines.length })}</span>}
        {line.product && !line.product.stock && <span className="text-xs text-stone-600">{t("outOfStockAdmin")}</span>}
      </div>
    );
  }
  if (line.status === "merged") {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-stone-700">
        <CornerLeftUp aria-hidden="true" className="size-4 shrink-0" />
        {t("mergedInto", { line: line.merged_into ?? 0 })}
      </span>
    );
  }
  return (
    <span className="inline-flex items-start gap-1 text-sm font-medium text-sale-600">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {line.error}
    </span>
  );
}

const columnsOf = (t: Translator<"quickOrder">): DataTableColumn<QuickOrderLine>[] => [
  { id: "line", header: t("line"), rowHeader: true, cellClassName: "text-stone-600", cell: (line) => line.line },
  { id: "product", header: t("product"), cellClassName: "min-w-56", cell: (line) => <ProductCell line={line} /> },
  { id: "price", header: t("price"), cell: (line) => <PriceCell line={line} /> },
  { id: "cases", header: t("cases"), cell: (line) => <CasesCell line={line} /> },
  { id: "total", header: t("lineTotal"), align: "end", cell: (line) => <TotalCell line={line} /> },
  { id: "status", header: t("status"), cellClassName: "min-w-44", cell: (line) => <StatusCell line={line} /> },
];

function LineCard({ line }: { line: QuickOrderLine }) {
  const t = useTranslations("quickOrder");
  const facts = [
    ...(line.product && line.status !== "trashed" ? [{ label: t("price"), value: <PriceCell line={line} /> }] : []),
    ...(line.status === "ready" ? [{ label: t("cases"), value: <CasesCell line={line} /> }, { label: t("lineTotal"), value: <TotalCell line={line} /> }] : []),
  ];
  return (
    <DataCard className="gap-3" data-testid="quick-order-line" data-status={line.status}>
      <p className="text-xs font-semibold whitespace-nowrap text-stone-600">
        {t("line")} {line.line}
      </p>
      <ProductCell line={line} />
      {facts.length > 0 && <DataCardFacts facts={facts} />}
      <StatusCell line={line} />
    </DataCard>
  );
}

export function QuickOrderLines({ lines }: { lines: QuickOrderLine[] }) {
  const t = useTranslations("quickOrder");
  return (
    <DataTable
      caption={t("resultsCaption")}
      columns={columnsOf(t)}
      rows={lines}
      rowKey={(line) => line.line}
      rowProps={(line) => ({ "data-testid": "quick-order-line", "data-status": line.status })}
      renderCard={(line) => <LineCard line={line} />}
    />
  );
}
