import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { redirect } from "next/navigation";
import { inPageLocale } from "@/lib/i18n/page-locale";
import { Suspense } from "react";
import { Plus } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { VendorList } from "@/components/admin-vendors/vendor-list";
import { VendorSearch } from "@/components/admin-vendors/vendor-search";
import { buttonStyles } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";
import { vendorListQuerySchema } from "@/lib/shared/vendors/schemas";
import { listVendors } from "@/lib/vendors/vendors";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminVendors");
  return { title: t("listTitle") };
}

/**
 * /admin/vendors (docs/product.md §2 "Manage vendors"): rendered on the server like the other admin
 * lists, the name search in the URL (?search=); "Getting vendors..." while the list streams in.
 */
export default async function VendorsPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await guardPage("/admin/vendors");
  const parsed = vendorListQuerySchema.safeParse({ search: (firstParam((await searchParams).search) ?? "").trim() || undefined });
  if (!parsed.success) redirect(await inPageLocale("/admin/vendors"));
  const search = parsed.data.search ?? "";
  const t = await getTranslations("adminVendors");
  return (
    <AdminPage
      title={t("listTitle")}
      crumbs={[{ name: t("vendors") }]}
      actions={
        <Link href="/admin/add-vendor" prefetch={false} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          {t("addVendor")}
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        <VendorSearch search={search} />
        <Suspense
          fallback={
            <p className="flex items-center gap-2 text-sm text-stone-600" role="status">
              <Spinner /> {t("loading")}
            </p>
          }
        >
          <VendorList vendors={listVendors(ctx, parsed.data)} search={search} />
        </Suspense>
      </div>
    </AdminPage>
  );
}
