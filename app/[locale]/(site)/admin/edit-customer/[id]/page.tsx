import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { customerLabel } from "@/components/admin-customers/customer-label";
import { CustomerAccess } from "@/components/admin-customers/customer-access";
import { CustomerDelete } from "@/components/admin-customers/customer-delete";
import { CustomerEditForm } from "@/components/admin-customers/customer-edit-form";
import { CustomerPriceList } from "@/components/admin-customers/customer-price-list";
import { CustomerVerification } from "@/components/admin-customers/customer-verification";
import { VerifiedBadge } from "@/components/admin-customers/verified-badge";
import { buttonStyles } from "@/components/ui/button";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { getTranslations } from "next-intl/server";
import { getProfile } from "@/lib/customers/profile";
import { listPriceLists } from "@/lib/pricing/price-lists-admin";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

const page = pageRoute("/admin/edit-customer/[id]");

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: customer } = await page(props);
  const tAdminCustomers = await getTranslations("adminCustomers");
  return { title: tAdminCustomers("editCustomerTitle", { name: customerLabel(customer) }) };
}

/** /admin/edit-customer/{id} (docs/product.md §2): the profile (email read-only) and tax exemptions, verification, sign-out everywhere, deletion. */
export default async function EditCustomerPage(props: PageProps) {
  const { ctx, subject: customer } = await page(props);
  const [{ language, tax_exemptions, price_list }, priceLists] = await Promise.all([getProfile(ctx, customer.id), listPriceLists(ctx)]);
  const who = customerLabel(customer);
  const tAdminCheckout = await getTranslations("adminCheckout");
  const tAdminCustomers = await getTranslations("adminCustomers");
  const tOrderGuide = await getTranslations("orderGuide");
  return (
    <AdminPage
      title={tAdminCustomers("editCustomer")}
      description={
        <span className="flex flex-wrap items-center gap-2">
          {who} <VerifiedBadge verified={customer.verified} />
        </span>
      }
      crumbs={[{ name: tAdminCustomers("customers"), href: "/admin/customers" }, { name: who }]}
      actions={
        <>
          <Link href={`/admin/customer-orders/customer/${customer.id}`} prefetch={false} className={buttonStyles.secondary}>
            {tAdminCustomers("openOrders")}
          </Link>
          <Link href={`/admin/order-guide/${customer.id}`} prefetch={false} className={buttonStyles.secondary}>
            {tOrderGuide("staffLink")}
          </Link>
          {/* Opens the admin cart with this customer chosen (a GET that sets the draft: never prefetched). */}
          <Link href={`/cart-admin?customer=${customer.id}`} prefetch={false} aria-label={tAdminCheckout("newOrderFor", { company: who })} className={buttonStyles.primary}>
            {tAdminCheckout("newOrder")}
          </Link>
        </>
      }
    >
      <div className="flex max-w-3xl flex-col gap-6">
        <CustomerVerification customerId={customer.id} name={who} verified={customer.verified} />
        <CustomerEditForm customer={customer} profile={{ language, tax_exemptions }} />
        <CustomerPriceList customerId={customer.id} current={price_list ?? null} lists={priceLists} />
        <CustomerAccess customerId={customer.id} name={who} />
        <CustomerDelete customerId={customer.id} name={who} />
      </div>
    </AdminPage>
  );
}
