import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { Plus, Upload } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { CustomersTable } from "@/components/admin-customers/customers-table";
import { customerListQueryOf, customersHref, customersViewOf, type CustomersView } from "@/components/admin-customers/customers-url";
import { buttonStyles } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { SearchForm } from "@/components/ui/search-form";
import { UrlTabs } from "@/components/ui/url-tabs";
import { customerListQuerySchema, type CustomerListQuery } from "@/lib/shared/accounts/customer-schemas";
import { customersScreen } from "@/lib/customers/customers-admin";
import { pageRoute, type PageProps, type UrlParams, type ViewRead } from "@/lib/entry/page-route";
import { getTranslations } from "next-intl/server";
import { pageCount } from "@/lib/shared/pagination/pages";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCustomers");
  return { title: t("listTitle") };
}

type PageView = { view: CustomersView; query: CustomerListQuery };

const page = pageRoute("/admin/customers", {
  query: {
    // The view from the URL, then the customers_list query it asks for, by the API's schema; a query
    // it refuses keeps the tab.
    read: (params: UrlParams): ViewRead<PageView> => {
      const view = customersViewOf(params);
      const parsed = customerListQuerySchema.safeParse(customerListQueryOf(view));
      return parsed.success ? { view: { view, query: parsed.data } } : { redirect: customersHref({ tab: view.tab }) };
    },
    firstPage: ({ view }) => customersHref({ ...view, page: undefined }),
  },
  load: (ctx, { view }) => customersScreen(ctx, view.query),
});

/**
 * docs/product.md §2 /admin/customers: every customer, or those awaiting verification (a tab with their
 * count), searchable by company, name or email, 16 a page; the view lives in the URL.
 */
export default async function AdminCustomersPage(props: PageProps) {
  const {
    view: { view },
    data: { list, awaiting },
  } = await page(props);
  const { tab, search } = view;
  const raw = (await props.searchParams) ?? {};
  const t = await getTranslations("adminCustomers");
  const tImport = await getTranslations("adminCustomerImport");
  const tabLabel = tab === "awaiting" ? t("tabAwaiting") : t("tabAll");
  return (
    <AdminPage
      title={t("listTitle")}
      crumbs={[{ name: t("customers") }]}
      description={<span data-testid="customers-count">{t("count", { n: list.count })}</span>}
      actions={
        <>
          <Link href="/admin/customers/import" prefetch={false} className={buttonStyles.secondary}>
            <Upload aria-hidden="true" className="size-4" />
            {tImport("link")}
          </Link>
          <Link href="/admin/create-customer" prefetch={false} className={buttonStyles.primary}>
            <Plus aria-hidden="true" className="size-4" />
            {t("createCustomer")}
          </Link>
        </>
      }
    >
      {tab === "all" && awaiting > 0 && (
        <p className="mb-4 flex flex-wrap items-center gap-x-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-950" data-testid="awaiting-notice">
          {t("awaitingNotice", { n: awaiting })}
          <Link href={customersHref({ tab: "awaiting" })} prefetch={false} className="font-semibold underline hover:text-amber-800">
            {t("showAwaiting")}
          </Link>
        </p>
      )}
      <UrlTabs
        label={t("tabsLabel")}
        tabs={[
          { value: "all", label: t("tabAll") },
          { value: "awaiting", label: t("tabAwaiting"), count: awaiting },
        ]}
        pathname="/admin/customers"
        searchParams={raw}
        value={tab}
        resetParams={["page"]}
      >
        <SearchForm action="/admin/customers" id="admin-customer-search" label={t("searchLabel")} placeholder={t("searchPlaceholder")} buttonLabel={t("searchButton")} defaultValue={search} keep={{ tab: tab !== "all" ? tab : undefined }} />
        <CustomersTable
          customers={list.results}
          caption={t("tableCaption", { tab: tabLabel })}
          empty={{
            title: search ? t("noMatch", { search }) : tab === "awaiting" ? t("noAwaiting") : t("noCustomers"),
            action: search ? (
              <Link href={customersHref({ tab })} prefetch={false} className={buttonStyles.secondary}>
                {t("clearSearch")}
              </Link>
            ) : undefined,
          }}
        />
        <Pagination page={list.page} pageCount={pageCount(list.count)} hrefFor={(n) => customersHref({ ...view, page: n })} className="mt-8" />
      </UrlTabs>
    </AdminPage>
  );
}
