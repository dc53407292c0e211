import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { Download, FileUp, Plus } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminProductsTable } from "@/components/admin-products/admin-products-table";
import { ProductsRefresher } from "@/components/admin-products/products-channel";
import { buttonStyles } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { SearchForm } from "@/components/ui/search-form";
import { UrlTabs } from "@/components/ui/url-tabs";
import { pageRoute, type PageProps, type UrlParams, type ViewRead } from "@/lib/entry/page-route";
import { listProducts } from "@/lib/catalog/product-list";
import { productListQuerySchema, type ProductListQuery } from "@/lib/shared/catalog/product-query";
import { getTranslations } from "next-intl/server";
import { pageCount } from "@/lib/shared/pagination/pages";
import { adminProductsHref, adminProductsViewOf, productListQueryOf, type AdminProductsView } from "@/lib/shared/ui/admin-products-url";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminProduct");
  return { title: t("title") };
}

const TABS = [
  { value: "all", label: "tabAll", empty: "emptyAll" },
  { value: "no-image", label: "tabNoImage", empty: "emptyNoImage" },
  { value: "no-french", label: "tabNoFrench", empty: "emptyNoFrench" },
  { value: "reorder", label: "tabReorder", empty: "emptyReorder" },
  { value: "trash", label: "tabTrash", empty: "emptyTrash" },
] as const;

/** GET /api/products/export/ for the list's search (the whole catalogue without one). */
function exportHref(search: string | undefined): string {
  return `/api/products/export/${search ? `?${new URLSearchParams({ search })}` : ""}`;
}

type PageView = { view: AdminProductsView; query: ProductListQuery };

const page = pageRoute("/admin/products", {
  query: {
    // The view from the URL, then the product_list query its tab asks for, by the API's schema; a
    // query it refuses keeps the tab.
    read: (params: UrlParams): ViewRead<PageView> => {
      const view = adminProductsViewOf(params);
      const parsed = productListQuerySchema.safeParse(productListQueryOf(view));
      return parsed.success ? { view: { view, query: parsed.data } } : { redirect: adminProductsHref({ tab: view.tab }) };
    },
    firstPage: ({ view }) => adminProductsHref({ ...view, page: undefined }),
  },
  // With the list, how many active products still lack a French name (docs/i18n.md): a cached count.
  load: async (ctx, { view }) => {
    const [list, noFrench] = await Promise.all([
      listProducts(ctx, view.query),
      listProducts(ctx, productListQuerySchema.parse(productListQueryOf({ tab: "no-french" }))),
    ]);
    return { ...list, missingFrench: noFrench.count };
  },
});

/** docs/product.md §2 /admin/products: four lists in tabs, 16 a page, searchable but for Need to reorder. */
export default async function AdminProductsPage(props: PageProps) {
  const {
    view: { view },
    data: products,
  } = await page(props);
  const { tab, search } = view;
  const raw = (await props.searchParams) ?? {};
  const t = await getTranslations("adminProduct");
  const current = TABS.find((x) => x.value === tab)!;
  return (
    <AdminPage
      title={t("title")}
      description={
        <>
          <span data-testid="products-count">{t("count", { count: products.count })}</span>
          {products.missingFrench > 0 && tab !== "no-french" && (
            <>
              {" · "}
              <Link href={adminProductsHref({ tab: "no-french" })} className="underline underline-offset-2 hover:text-stone-900" data-testid="missing-french">
                {t("missingFrench", { n: products.missingFrench })}
              </Link>
            </>
          )}
        </>
      }
      actions={
        <>
          {/* The CSV of the active products the search finds (issue 32): a plain link, so the browser saves the file. */}
          <a href={exportHref(search)} download className={buttonStyles.secondary} data-testid="products-export">
            <Download aria-hidden="true" className="size-4" />
            {t("exportCsv")}
          </a>
          <Link href="/admin/products/import" className={buttonStyles.secondary}>
            <FileUp aria-hidden="true" className="size-4" />
            {t("importCsv")}
          </Link>
          <Link href="/admin/add-product" className={buttonStyles.primary}>
            <Plus aria-hidden="true" className="size-4" />
            {t("addProduct")}
          </Link>
        </>
      }
    >
      <ProductsRefresher />
      <UrlTabs label={t("tabsLabel")} tabs={TABS.map(({ value, label }) => ({ value, label: t(label), count: value === "no-french" && products.missingFrench > 0 ? products.missingFrench : undefined }))} pathname="/admin/products" searchParams={raw} value={tab} resetParams={["page"]}>
        {tab !== "reorder" && (
          <SearchForm action="/admin/products" id="admin-product-search" label={t("searchLabel")} placeholder={t("searchPlaceholder")} buttonLabel={t("search")} defaultValue={search} keep={{ tab: tab !== "all" ? tab : undefined }} />
        )}
        <AdminProductsTable
          products={products.results}
          tab={tab}
          caption={t("caption", { tab: t(current.label) })}
          empty={{
            title: search ? t("noMatch", { search }) : t(current.empty),
            action: search ? (
              <Link href={adminProductsHref({ tab })} className={buttonStyles.secondary}>
                {t("clearSearch")}
              </Link>
            ) : undefined,
          }}
        />
        <Pagination page={products.page} pageCount={pageCount(products.count)} hrefFor={(n) => adminProductsHref({ ...view, page: n })} className="mt-8" />
      </UrlTabs>
    </AdminPage>
  );
}
