import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CustomerCreateForm } from "@/components/admin-customers/customer-create-form";
import { guardPage } from "@/lib/entry/page-guard";
import { adminCustomersMessages as t } from "@/lib/shared/messages/admin-customers";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: t.createCustomer };

/** /admin/create-customer (docs/product.md §2). */
export default async function CreateCustomerPage() {
  await guardPage("/admin/create-customer");
  return (
    <AdminPage title={t.createCustomer} crumbs={[{ name: t.customers, href: "/admin/customers" }, { name: t.createCustomer }]}>
      <CustomerCreateForm />
    </AdminPage>
  );
}
