import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ExternalLink, Plus } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { ProductsRefresher } from "@/components/admin-products/products-channel";
import { ProductImage } from "@/components/shop/product-image";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { SearchForm } from "@/components/ui/search-form";
import { UrlTabs } from "@/components/ui/url-tabs";
import { guardPage } from "@/lib/entry/page-guard";
import { listProducts } from "@/lib/catalog/product-list";
import { productListQuerySchema } from "@/lib/shared/catalog/product-query";
import type { ProductView } from "@/lib/catalog/product-view";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { adminProductMessages as t } from "@/lib/shared/messages/admin";
import { pageCount } from "@/lib/shared/pagination/pages";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { adminProductsHref, adminProductTab, productListQueryOf, type AdminProductsView } from "@/lib/shared/ui/admin-products-url";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: t.title };

const TABS = [
  { value: "all", label: t.tabAll, empty: t.emptyAll },
  { value: "no-image", label: t.tabNoImage, empty: t.emptyNoImage },
  { value: "reorder", label: t.tabReorder, empty: t.emptyReorder },
  { value: "trash", label: t.tabTrash, empty: t.emptyTrash },
] as const;

/** docs/product.md §2 /admin/products: four lists in tabs, 16 a page, searchable but for Need to reorder. */
export default async function AdminProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await guardPage("/admin/products");
  const raw = await searchParams;
  const tab = adminProductTab(firstParam(raw.tab));
  const search = (firstParam(raw.search) ?? "").trim().slice(0, 100) || undefined;
  const pageParam = Number(firstParam(raw.page) ?? "1");
  const view: AdminProductsView = { tab, search, page: Number.isSafeInteger(pageParam) && pageParam > 1 ? pageParam : undefined };
  const parsed = productListQuerySchema.safeParse(productListQueryOf(view));
  if (!parsed.success) redirect(adminProductsHref({ tab }));
  let page;
  try {
    page = await listProducts(ctx, parsed.data);
  } catch (error) {
    if (error instanceof NotFound) redirect(adminProductsHref({ ...view, page: undefined }));
    throw error;
  }
  const current = TABS.find((x) => x.value === tab)!;
  return (
    <AdminPage
      title={t.title}
      description={<span data-testid="products-count">{t.count(page.count)}</span>}
      actions={
        <Link href="/admin/add-product" className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addProduct}
        </Link>
      }
    >
      <ProductsRefresher />
      <UrlTabs label={t.tabsLabel} tabs={TABS.map(({ value, label }) => ({ value, label }))} pathname="/admin/products" searchParams={raw} value={tab} resetParams={["page"]}>
        {tab !== "reorder" && (
          <SearchForm action="/admin/products" id="admin-product-search" label={t.searchLabel} placeholder={t.searchPlaceholder} buttonLabel={t.search} defaultValue={search} keep={{ tab: tab !== "all" ? tab : undefined }} />
        )}
        <DataTable
          caption={t.caption(current.label)}
          columns={columns(tab)}
          rows={page.results}
          rowKey={(product) => product.id}
          rowProps={() => ({ "data-testid": "product-row" })}
          renderCard={(product) => <ProductCard product={product} />}
          empty={{
            title: search ? t.noMatch(search) : current.empty,
            action: search ? (
              <Link href={adminProductsHref({ tab })} className={buttonStyles.secondary}>
                {t.clearSearch}
              </Link>
            ) : undefined,
          }}
        />
        <Pagination page={page.page} pageCount={pageCount(page.count)} hrefFor={(n) => adminProductsHref({ ...view, page: n })} className="mt-8" />
      </UrlTabs>
    </AdminPage>
  );
}

function priceText(product: ProductView): string {
  if (product.discounted_price === undefined) return t.none;
  return formatCad(toCents(product.discounted_price));
}

function PriceCell({ product }: { product: ProductView }) {
  const discounted = Number(product.special ?? "0") > 0;
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{priceText(product)}</span>
      {discounted && product.price !== undefined && (
        <span className="text-xs text-stone-600">
          <s>{formatCad(toCents(product.price))}</s> −{Number(product.special)} %
        </span>
      )}
    </span>
  );
}

function StockCell({ product }: { product: ProductView }) {
  if (product.is_deleted) return <span className="whitespace-nowrap rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">{t.inTrash}</span>;
  return product.stock ? (
    <span className="whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t.inStock}</span>
  ) : (
    <span className="whitespace-nowrap rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-sale-600">{t.outOfStock}</span>
  );
}

function EditLink({ product, className = "" }: { product: ProductView; className?: string }) {
  return (
    <Link
      href={`/admin/product/${product.id}`}
      target="_blank"
      rel="noopener"
      prefetch={false}
      aria-label={t.editLabel(product.name)}
      className={`${buttonStyles.secondary} whitespace-nowrap py-1.5 ${className}`}
    >
      {t.edit}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </Link>
  );
}

function columns(tab: string): DataTableColumn<ProductView>[] {
  return [
    { id: "image", header: t.image, hideHeader: true, className: "w-16", cell: (p) => <div className="w-12"><ProductImage src={p.image} name={p.name} /></div> },
    { id: "name", header: t.name, rowHeader: true, cellClassName: "font-medium text-stone-900", cell: (p) => p.name },
    { id: "item", header: t.item, cellClassName: "whitespace-nowrap font-mono text-xs", cell: (p) => p.item },
    { id: "barcode", header: t.barcode, className: "max-lg:hidden", cellClassName: "font-mono text-xs", cell: (p) => p.barcode ?? t.none },
    { id: "price", header: t.price, align: "end", cellClassName: "whitespace-nowrap", cell: (p) => <PriceCell product={p} /> },
    { id: "stock", header: t.stock, cell: (p) => <StockCell product={p} /> },
    {
      id: "quantity",
      header: tab === "reorder" ? `${t.quantity} / ${t.reorderBelow}` : t.quantity,
      align: "end",
      cellClassName: "whitespace-nowrap tabular-nums",
      cell: (p) => (tab === "reorder" ? `${p.quantity} / ${p.need_to_reorder_below}` : p.quantity),
    },
    { id: "edit", header: t.edit, hideHeader: true, align: "end", cell: (p) => <EditLink product={p} /> },
  ];
}

/** A product below 992 px. */
function ProductCard({ product }: { product: ProductView }) {
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
          { label: t.price, value: <PriceCell product={product} /> },
          { label: t.barcode, value: product.barcode ?? t.none },
          { label: t.stock, value: <StockCell product={product} /> },
          { label: t.quantity, value: product.quantity },
        ]}
      />
      <EditLink product={product} className="self-start" />
    </DataCard>
  );
}
