import type { Metadata } from "next";
import { Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/client/i18n/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { DeliveryZonesTable } from "@/components/admin-delivery-zones/delivery-zones-table";
import { buttonStyles } from "@/components/ui/button";
import { listDeliveryZones } from "@/lib/delivery/zones-admin";
import { guardPage } from "@/lib/entry/page-guard";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminDeliveryZones");
  return { title: t("listTitle") };
}

/** /admin/delivery-zones (issue 31): every delivery zone, rendered on the server like the other admin lists. */
export default async function DeliveryZonesPage() {
  const ctx = await guardPage("/admin/delivery-zones");
  const zones = await listDeliveryZones(ctx);
  const t = await getTranslations("adminDeliveryZones");
  return (
    <AdminPage
      title={t("listTitle")}
      crumbs={[{ name: t("deliveryZones") }]}
      description={zones.length > 0 ? <span data-testid="delivery-zones-count">{t("count", { n: zones.length })}</span> : undefined}
      actions={
        <Link href="/admin/add-delivery-zone" prefetch={false} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          {t("newZone")}
        </Link>
      }
    >
      <DeliveryZonesTable zones={zones} />
    </AdminPage>
  );
}
