import { Link } from "@/client/i18n/navigation";
import { ExternalLink } from "lucide-react";
import { ProductImage } from "@/components/shop/product-image";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn, type DataTableProps } from "@/components/ui/data-table";
import type { ProductView } from "@/lib/catalog/product-view";
import { useLocale, useTranslations } from "next-intl";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import type { AdminProductTab } from "@/lib/shared/ui/admin-products-url";
import { RestoreProductButton } from "./product-restore";
import type { Locale } from "@/lib/shared/i18n/locales";

/** One tab of /admin/products: a table from 992 px, cards below. */
export function AdminProductsTable({ products, tab, caption, empty }: { products: ProductView[]; tab: AdminProductTab; caption: string; empty: DataTableProps<ProductView>["empty"] }) {
  const t = useTranslations("adminProduct");
  return (
    <DataTable
      caption={caption}
      columns={columns(t, tab)}
      rows={products}
      rowKey={(product) => product.id}
      rowProps={() => ({ "data-testid": "product-row" })}
      renderCard={(product) => <ProductCard product={product} tab={tab} />}
      empty={empty}
    />
  );
}

function priceText(product: ProductView, none: string, locale: Locale): string {
  if (product.discounted_price === undefined) return none;
  return formatCad(toCents(product.discounted_price), locale);
}

function PriceCell({ product }: { product: ProductView }) {
  const locale = useLocale();
  const t = useTranslations("adminProduct");
  const discounted = Number(product.special ?? "0") > 0;
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{priceText(product, t("none"), locale)}</span>
      {discounted && product.price !== undefined && (
        <span className="text-xs text-stone-600">
          <s>{formatCad(toCents(product.price), locale)}</s> −{Number(product.special)} %
        </span>
      )}
    </span>
  );
}

function StockCell({ product }: { product: ProductView }) {
  const t = useTranslations("adminProduct");
  if (product.is_deleted) return <span className="whitespace-nowrap rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">{t("inTrash")}</span>;
  return product.stock ? (
    <span className="whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t("inStock")}</span>
  ) : (
    <span className="whitespace-nowrap rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-sale-600">{t("outOfStock")}</span>
  );
}

function EditLink({ product, className = "" }: { product: ProductView; className?: string }) {
  const t = useTranslations("adminProduct");
  return (
    <Link
      href={`/admin/product/${product.id}`}
      target="_blank"
      rel="noopener"
      prefetch={false}
      aria-label={t("editLabel", { name: product.name })}
      className={`${buttonStyles.secondary} whitespace-nowrap py-1.5 ${className}`}
    >
      {t("edit")}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </Link>
  );
}

/** Edit (in its own tab), and Restore on Products in trash. */
function RowActions({ product, tab, inCard = false }: { product: ProductView; tab: string; inCard?: boolean }) {
  return (
    <div className={inCard ? "flex flex-wrap items-center gap-2" : "flex items-center justify-end gap-2"}>
      <EditLink product={product} />
      {tab === "trash" && product.is_deleted && <RestoreProductButton product={product} />}
    </div>
  );
}

function columns(t: ReturnType<typeof useTranslations<"adminProduct">>, tab: string): DataTableColumn<ProductView>[] {
  return [
    { id: "image", header: t("image"), hideHeader: true, className: "w-16", cell: (p) => <div className="w-12"><ProductImage src={p.image} name={p.name} /></div> },
    { id: "name", header: t("name"), rowHeader: true, cellClassName: "font-medium text-stone-900", cell: (p) => p.name },
    { id: "item", header: t("item"), cellClassName: "whitespace-nowrap font-mono text-xs", cell: (p) => p.item },
    { id: "barcode", header: t("barcode"), className: "max-lg:hidden", cellClassName: "font-mono text-xs", cell: (p) => p.barcode ?? t("none") },
    { id: "price", header: t("price"), align: "end", cellClassName: "whitespace-nowrap", cell: (p) => <PriceCell product={p} /> },
    { id: "stock", header: t("stock"), cell: (p) => <StockCell product={p} /> },
    {
      id: "quantity",
      header: tab === "reorder" ? `${t("quantity")} / ${t("reorderBelow")}` : t("quantity"),
      align: "end",
      cellClassName: "whitespace-nowrap tabular-nums",
      cell: (p) => (tab === "reorder" ? `${p.quantity} / ${p.need_to_reorder_below}` : p.quantity),
    },
    { id: "edit", header: t("actions"), hideHeader: true, align: "end", cell: (p) => <RowActions product={p} tab={tab} /> },
  ];
}

/** A product below 992 px. */
function ProductCard({ product, tab }: { product: ProductView; tab: string }) {
  const t = useTranslations("adminProduct");
  return (
    <DataCard className="gap-3" data-testid="product-card">
      <div className="flex items-start gap-3">
        <div className="w-16 shrink-0">
          <ProductImage src={product.image} name={product.name} />
        </div>
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{product.name}</p>
          <p className="font-mono text-xs text-stone-600">{product.item}</p>
        </div>
      </div>
      <DataCardFacts
        facts={[
          { label: t("price"), value: <PriceCell product={product} /> },
          { label: t("barcode"), value: product.barcode ?? t("none") },
          { label: t("stock"), value: <StockCell product={product} /> },
          { label: t("quantity"), value: product.quantity },
        ]}
      />
      <RowActions product={product} tab={tab} inCard />
    </DataCard>
  );
}
