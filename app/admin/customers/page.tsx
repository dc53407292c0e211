import { EmailText } from "@/components/ui/contact-text";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Plus } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { customerLabel, personName } from "@/components/admin-customers/customer-label";
import { customerListQueryOf, customersHref, customerTab, type CustomersView } from "@/components/admin-customers/customers-url";
import { VerifiedBadge } from "@/components/admin-customers/verified-badge";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { SearchForm } from "@/components/ui/search-form";
import { UrlTabs } from "@/components/ui/url-tabs";
import { customerListQuerySchema } from "@/lib/shared/accounts/customer-schemas";
import { customersScreen, type Customer } from "@/lib/customers/customers-admin";
import { guardPage } from "@/lib/entry/page-guard";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { adminCustomersMessages as t } from "@/lib/shared/messages/admin-customers";
import { pageCount } from "@/lib/shared/pagination/pages";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: t.listTitle };

/**
 * docs/product.md §2 /admin/customers: every customer, or those awaiting verification (a tab with their
 * count), searchable by company, name or email, 16 a page; the view lives in the URL.
 */
export default async function AdminCustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await guardPage("/admin/customers");
  const raw = await searchParams;
  const tab = customerTab(firstParam(raw.tab));
  const search = (firstParam(raw.search) ?? "").trim().slice(0, 100) || undefined;
  const pageParam = Number(firstParam(raw.page) ?? "1");
  const view: CustomersView = { tab, search, page: Number.isSafeInteger(pageParam) && pageParam > 1 ? pageParam : undefined };
  const parsed = customerListQuerySchema.safeParse(customerListQueryOf(view));
  if (!parsed.success) redirect(customersHref({ tab }));
  let screen;
  try {
    screen = await customersScreen(ctx, parsed.data);
  } catch (error) {
    if (error instanceof NotFound) redirect(customersHref({ ...view, page: undefined }));
    throw error;
  }
  const { list, awaiting } = screen;
  const tabLabel = tab === "awaiting" ? t.tabAwaiting : t.tabAll;
  return (
    <AdminPage
      title={t.listTitle}
      crumbs={[{ name: t.customers }]}
      description={<span data-testid="customers-count">{t.count(list.count)}</span>}
      actions={
        <Link href="/admin/create-customer" prefetch={false} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          {t.createCustomer}
        </Link>
      }
    >
      {tab === "all" && awaiting > 0 && (
        <p className="mb-4 flex flex-wrap items-center gap-x-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-950" data-testid="awaiting-notice">
          {t.awaitingNotice(awaiting)}
          <Link href={customersHref({ tab: "awaiting" })} prefetch={false} className="font-semibold underline hover:text-amber-800">
            {t.showAwaiting}
          </Link>
        </p>
      )}
      <UrlTabs
        label={t.tabsLabel}
        tabs={[
          { value: "all", label: t.tabAll },
          { value: "awaiting", label: t.tabAwaiting, count: awaiting },
        ]}
        pathname="/admin/customers"
        searchParams={raw}
        value={tab}
        resetParams={["page"]}
      >
        <SearchForm action="/admin/customers" id="admin-customer-search" label={t.searchLabel} placeholder={t.searchPlaceholder} buttonLabel={t.searchButton} defaultValue={search} keep={{ tab: tab !== "all" ? tab : undefined }} />
        <DataTable
          caption={t.tableCaption(tabLabel)}
          columns={COLUMNS}
          rows={list.results}
          rowKey={(c) => c.id}
          rowProps={() => ({ "data-testid": "customer-row" })}
          renderCard={(c) => <CustomerCard customer={c} />}
          empty={{
            title: search ? t.noMatch(search) : tab === "awaiting" ? t.noAwaiting : t.noCustomers,
            action: search ? (
              <Link href={customersHref({ tab })} prefetch={false} className={buttonStyles.secondary}>
                {t.clearSearch}
              </Link>
            ) : undefined,
          }}
        />
        <Pagination page={list.page} pageCount={pageCount(list.count)} hrefFor={(n) => customersHref({ ...view, page: n })} className="mt-8" />
      </UrlTabs>
    </AdminPage>
  );
}

function RowLinks({ customer, className = "" }: { customer: Customer; className?: string }) {
  const who = customerLabel(customer);
  return (
    <span className={`flex gap-2 ${className}`}>
      <Link
        href={`/admin/edit-customer/${customer.id}`}
        prefetch={false}
        aria-label={t.editNamed(who)}
        className={`${buttonStyles.secondary} whitespace-nowrap px-3 py-1.5`}
      >
        {t.edit}
      </Link>
      <Link
        href={`/admin/customer-orders/customer/${customer.id}`}
        prefetch={false}
        aria-label={t.ordersNamed(who)}
        className={`${buttonStyles.secondary} whitespace-nowrap px-3 py-1.5`}
      >
        {t.orders}
      </Link>
    </span>
  );
}

const COLUMNS: DataTableColumn<Customer>[] = [
  {
    id: "company",
    header: t.company,
    rowHeader: true,
    cellClassName: "font-medium text-stone-900",
    cell: (c) => (
      <>
        {c.company || <span className="font-normal text-stone-600">{t.noCompany}</span>}
        {/* Between 992 and 1280 px the name shares the company's column. */}
        <span className="block text-xs font-normal text-stone-600 xl:hidden">{personName(c)}</span>
      </>
    ),
  },
  { id: "name", header: t.name, className: "max-xl:hidden", cell: (c) => personName(c) || t.none },
  { id: "email", header: t.email, cellClassName: "break-words", cell: (c) => c.email },
  { id: "phone", header: t.phone, cellClassName: "whitespace-nowrap tabular-nums", cell: (c) => c.phone_number || t.none },
  { id: "status", header: t.status, cell: (c) => <VerifiedBadge verified={c.verified} /> },
  { id: "actions", header: t.actions, hideHeader: true, align: "end", cell: (c) => <RowLinks customer={c} className="justify-end" /> },
];

/** A customer below 992 px. */
function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <DataCard className="gap-3" data-testid="customer-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{customer.company || t.noCompany}</p>
          <p className="text-sm text-stone-700">{personName(customer) || t.none}</p>
        </div>
        <VerifiedBadge verified={customer.verified} />
      </div>
      <DataCardFacts
        facts={[
          { label: t.email, value: <EmailText email={customer.email} plain /> },
          { label: t.phone, value: customer.phone_number || t.none },
        ]}
      />
      <RowLinks customer={customer} />
    </DataCard>
  );
}
