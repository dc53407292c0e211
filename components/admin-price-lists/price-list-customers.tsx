import { Link } from "@/client/i18n/navigation";
import { useTranslations } from "next-intl";

export interface PriceListCustomer {
  id: number;
  company: string;
  email: string;
}

/** The customers a price list prices (issue 30), each a link to their page, where the list is chosen. */
export function PriceListCustomers({ customers }: { customers: readonly PriceListCustomer[] }) {
  const t = useTranslations("adminPriceLists");
  return (
    <section aria-labelledby="price-list-customers-title" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="price-list-customers-title" className="text-base font-semibold text-stone-900">
        {t("customersTitle", { n: customers.length })}
      </h2>
      {customers.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t("noCustomers")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">{t("customersText")}</p>
          <ul className="mt-3 flex flex-col divide-y divide-stone-100" data-testid="price-list-customers">
            {customers.map((c) => (
              <li key={c.id} className="flex flex-col py-2 sm:flex-row sm:items-baseline sm:gap-3">
                <Link href={`/admin/edit-customer/${c.id}`} prefetch={false} className="font-semibold text-brand-700 hover:underline">
                  {c.company || c.email}
                </Link>
                {c.company && <span className="text-sm break-words text-stone-600">{c.email}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
