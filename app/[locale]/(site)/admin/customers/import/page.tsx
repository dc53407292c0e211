import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { CustomerImport } from "@/components/admin-customer-import/customer-import";
import { IntlScope } from "@/components/layout/intl-scope";
import { BACK_OFFICE_NAMESPACES } from "@/lib/i18n/client-messages";
import { guardPage } from "@/lib/entry/page-guard";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCustomerImport");
  return { title: t("title") };
}

/** /admin/customers/import (issue 32): the customer CSV import, checked first, then applied all or nothing. */
export default async function CustomerImportPage() {
  await guardPage("/admin/customers/import");
  const t = await getTranslations("adminCustomerImport");
  return (
    <AdminPage title={t("title")} crumbs={[{ name: t("customersCrumb"), href: "/admin/customers" }, { name: t("crumb") }]}>
      <IntlScope namespaces={[...BACK_OFFICE_NAMESPACES, "adminCustomerImport"]}>
        <CustomerImport />
      </IntlScope>
    </AdminPage>
  );
}
