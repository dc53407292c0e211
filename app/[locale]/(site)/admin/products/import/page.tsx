import type { Metadata } from "next";
import { Download } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { ProductImport } from "@/components/admin-product-import/product-import";
import { IntlScope } from "@/components/layout/intl-scope";
import { buttonStyles } from "@/components/ui/button";
import { guardPage } from "@/lib/entry/page-guard";
import { BACK_OFFICE_NAMESPACES } from "@/lib/i18n/client-messages";
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_FRENCH, PRODUCT_CSV_MAX_ROWS } from "@/lib/shared/catalog/product-csv-schemas";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminProductImport");
  return { title: t("title") };
}

/** /admin/products/import (issue 32): the product CSV import, checked first, then applied all or nothing. */
export default async function ProductImportPage() {
  await guardPage("/admin/products/import");
  const t = await getTranslations("adminProductImport");
  return (
    <AdminPage
      title={t("title")}
      crumbs={[{ name: t("productsCrumb"), href: "/admin/products" }, { name: t("title") }]}
      description={t("description", { max: PRODUCT_CSV_MAX_ROWS })}
      actions={
        // A download of the session's own catalogue: a plain link, so the browser saves the file.
        <a href="/api/products/export/" download className={buttonStyles.secondary}>
          <Download aria-hidden="true" className="size-4" />
          {t("exportAll")}
        </a>
      }
    >
      <IntlScope namespaces={[...BACK_OFFICE_NAMESPACES, "adminProductImport"]}>
        <ProductImport />
      </IntlScope>
      <details className="mt-6 rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-700 sm:p-6">
        <summary className="cursor-pointer font-semibold text-stone-900">{t("columnsTitle")}</summary>
        <p className="mt-2">{t("columnsText")}</p>
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">{t("columnsTitle")}</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t("columnEnglish")}
              </th>
              <th scope="col" className="py-1">
                {t("columnFrench")}
              </th>
            </tr>
          </thead>
          <tbody>
            {PRODUCT_CSV_COLUMNS.map((column) => (
              <tr key={column} className="border-b border-stone-100 last:border-0">
                <td className="py-1 pr-3 font-mono text-xs">{column}</td>
                <td className="py-1 font-mono text-xs">{PRODUCT_CSV_FRENCH[column]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </AdminPage>
  );
}
