import type { Metadata } from "next";
import { Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/client/i18n/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { PriceListsTable } from "@/components/admin-price-lists/price-lists-table";
import { buttonStyles } from "@/components/ui/button";
import { guardPage } from "@/lib/entry/page-guard";
import { listPriceLists } from "@/lib/pricing/price-lists-admin";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminPriceLists");
  return { title: t("listTitle") };
}

/** /admin/price-lists (issue 30): every price list, rendered on the server like the other admin lists. */
export default async function PriceListsPage() {
  const ctx = await guardPage("/admin/price-lists");
  const lists = await listPriceLists(ctx);
  const t = await getTranslations("adminPriceLists");
  return (
    <AdminPage
      title={t("listTitle")}
      crumbs={[{ name: t("priceLists") }]}
      description={lists.length > 0 ? <span data-testid="price-lists-count">{t("count", { n: lists.length })}</span> : undefined}
      actions={
        <Link href="/admin/add-price-list" prefetch={false} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          {t("newPriceList")}
        </Link>
      }
    >
      <PriceListsTable lists={lists} />
    </AdminPage>
  );
}
