import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { customerLabel } from "@/components/admin-customers/customer-label";
import { OrderGuideView } from "@/components/order-guide/order-guide-view";
import { buttonStyles } from "@/components/ui/button";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { getOrderGuide } from "@/lib/orders/order-guide";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

/** The customer is the path's record (an unknown one, or an admin's id, is a 404). */
const page = pageRoute("/admin/order-guide/[id]", { load: (ctx, { subject }) => getOrderGuide(ctx, subject.id) });

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: customer } = await page(props);
  const tOrderGuide = await getTranslations("orderGuide");
  return { title: tOrderGuide("staffTitle", { customer: customerLabel(customer) }) };
}

/** A customer's order guide as staff see and edit it (docs/product.md §2 /admin/order-guide/{id}): to set one up for a new account. */
export default async function CustomerOrderGuidePage(props: PageProps) {
  const { subject: customer, data: guide } = await page(props);
  const who = customerLabel(customer);
  const tAdminCustomers = await getTranslations("adminCustomers");
  const tOrderGuide = await getTranslations("orderGuide");
  return (
    <AdminPage
      title={tOrderGuide("staffTitle", { customer: who })}
      description={tOrderGuide("staffIntro")}
      crumbs={[
        { name: tAdminCustomers("customers"), href: "/admin/customers" },
        { name: who, href: `/admin/edit-customer/${customer.id}` },
        { name: tOrderGuide("title") },
      ]}
      actions={
        // Opens the admin cart with this customer chosen (a GET that sets the draft: never prefetched).
        <Link href={`/cart-admin?customer=${customer.id}`} prefetch={false} className={buttonStyles.secondary}>
          {tOrderGuide("staffCartLink")}
        </Link>
      }
    >
      <OrderGuideView initialGuide={guide} customer={customer.id} cartHref={`/cart-admin?customer=${customer.id}`} />
    </AdminPage>
  );
}
