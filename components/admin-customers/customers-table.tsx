import { Link } from "@/client/i18n/navigation";
import { customerLabel, personName } from "@/components/admin-customers/customer-label";
import { VerifiedBadge } from "@/components/admin-customers/verified-badge";
import { buttonStyles } from "@/components/ui/button";
import { EmailText } from "@/components/ui/contact-text";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn, type DataTableProps } from "@/components/ui/data-table";
import type { Customer } from "@/lib/customers/customers-admin";
import { useTranslations } from "next-intl";

/** /admin/customers' list: a table from 992 px, cards below. */
export function CustomersTable({ customers, caption, empty }: { customers: Customer[]; caption: string; empty: DataTableProps<Customer>["empty"] }) {
  const t = useTranslations("adminCustomers");
  const tPriceLists = useTranslations("adminPriceLists");
  const columns: DataTableColumn<Customer>[] = [
    {
      id: "company",
      header: t("company"),
      rowHeader: true,
      cellClassName: "font-medium text-stone-900",
      cell: (c) => (
        <>
          {c.company || <span className="font-normal text-stone-600">{t("noCompany")}</span>}
          {/* Between 992 and 1280 px the name shares the company's column. */}
          <span className="block text-xs font-normal text-stone-600 xl:hidden">{personName(c)}</span>
          {/* The price list (issue 30) shares it too: a column of its own pushed the row's buttons out of the frame. */}
          {c.price_list && (
            <span className="block text-xs font-normal text-stone-600">
              {tPriceLists("customerListLabel")} <PriceListLink customer={c} />
            </span>
          )}
        </>
      ),
    },
    { id: "name", header: t("name"), className: "max-xl:hidden", cell: (c) => personName(c) || t("none") },
    { id: "email", header: t("email"), cellClassName: "break-words", cell: (c) => c.email },
    { id: "phone", header: t("phone"), cellClassName: "whitespace-nowrap tabular-nums", cell: (c) => c.phone_number || t("none") },
    { id: "status", header: t("status"), cell: (c) => <VerifiedBadge verified={c.verified} /> },
    { id: "actions", header: t("actions"), hideHeader: true, align: "end", cell: (c) => <RowLinks customer={c} className="justify-end" /> },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={customers}
      rowKey={(c) => c.id}
      rowProps={() => ({ "data-testid": "customer-row" })}
      renderCard={(c) => <CustomerCard customer={c} />}
      empty={empty}
    />
  );
}

function RowLinks({ customer, className = "" }: { customer: Customer; className?: string }) {
  const t = useTranslations("adminCustomers");
  const who = customerLabel(customer);
  return (
    <span className={`flex gap-2 ${className}`}>
      <Link
        href={`/admin/edit-customer/${customer.id}`}
        prefetch={false}
        aria-label={t("editNamed", { who })}
        className={`${buttonStyles.secondary} whitespace-nowrap px-3 py-1.5`}
      >
        {t("edit")}
      </Link>
      <Link
        href={`/admin/customer-orders/customer/${customer.id}`}
        prefetch={false}
        aria-label={t("ordersNamed", { who })}
        className={`${buttonStyles.secondary} whitespace-nowrap px-3 py-1.5`}
      >
        {t("orders")}
      </Link>
    </span>
  );
}

/** The customer's price list, a link to it; the dash when they pay list prices. */
function PriceListLink({ customer }: { customer: Customer }) {
  const t = useTranslations("adminCustomers");
  if (!customer.price_list) return <>{t("none")}</>;
  return (
    <Link href={`/admin/price-list/${customer.price_list.id}`} prefetch={false} className="text-brand-700 hover:underline">
      {customer.price_list.name}
    </Link>
  );
}

/** A customer below 992 px. */
function CustomerCard({ customer }: { customer: Customer }) {
  const t = useTranslations("adminCustomers");
  const tPriceLists = useTranslations("adminPriceLists");
  return (
    <DataCard className="gap-3" data-testid="customer-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{customer.company || t("noCompany")}</p>
          <p className="text-sm text-stone-700">{personName(customer) || t("none")}</p>
        </div>
        <VerifiedBadge verified={customer.verified} />
      </div>
      <DataCardFacts
        facts={[
          { label: t("email"), value: <EmailText email={customer.email} plain /> },
          { label: t("phone"), value: customer.phone_number || t("none") },
          { label: tPriceLists("customerField"), value: <PriceListLink customer={customer} /> },
        ]}
      />
      <RowLinks customer={customer} />
    </DataCard>
  );
}
