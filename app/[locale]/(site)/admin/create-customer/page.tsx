import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CustomerCreateForm } from "@/components/admin-customers/customer-create-form";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCustomers");
  return { title: t("createCustomer") };
}

/** /admin/create-customer (docs/product.md §2). */
export default async function CreateCustomerPage() {
  await guardPage("/admin/create-customer");
  const t = await getTranslations("adminCustomers");
  return (
    <AdminPage title={t("createCustomer")} crumbs={[{ name: t("customers"), href: "/admin/customers" }, { name: t("createCustomer") }]}>
      <CustomerCreateForm />
    </AdminPage>
  );
}
