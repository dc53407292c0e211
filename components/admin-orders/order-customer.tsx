import { EmailText } from "@/components/ui/contact-text";
import { Link } from "@/client/i18n/navigation";
import type { OrderView } from "@/lib/orders/order-view";
import { useTranslations } from "next-intl";

/**
 * Who the order is for: the customer's name linking to all their orders while the account exists;
 * once it was deleted, the details the order kept of them (docs/architecture.md rule 6).
 */
export function OrderCustomer({ order, note }: { order: OrderView; note?: string }) {
  const t = useTranslations("adminOrders");
  const customer = order.customer;
  const name = customer ? `${customer.first_name} ${customer.last_name}`.trim() || customer.company || customer.email : order.fullName;
  const deleted = !customer || customer.current_id === null;
  return (
    <section aria-labelledby="order-customer" className="rounded-xl border border-stone-200 bg-white p-5 text-sm" data-testid="order-customer">
      <h2 id="order-customer" className="mb-2 text-lg font-bold text-brand-800">{t("customerHeading")}</h2>
      {deleted ? (
        <p className="font-semibold">{name}</p>
      ) : (
        <Link href={`/admin/customer-orders/customer/${customer.current_id}`} prefetch={false} className="font-semibold text-brand-700 underline hover:text-brand-800" title={t("viewCustomerOrders")}>
          {name}
        </Link>
      )}
      {customer?.company && <p>{customer.company}</p>}
      {customer && (
        <p>
          <EmailText email={customer.email} />
        </p>
      )}
      {deleted && customer && (
        <>
          {customer.phone_number && <p>{customer.phone_number}</p>}
          <p>{customer.address}</p>
          <p>
            {customer.townCity}, {customer.state} {customer.zipcode}
          </p>
          <p className="mt-2 text-stone-600">{t("customerDeleted")}</p>
        </>
      )}
      {note && <p className="mt-2 text-stone-600">{note}</p>}
    </section>
  );
}
