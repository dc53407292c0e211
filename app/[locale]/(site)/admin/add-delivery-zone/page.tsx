import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { DeliveryZoneForm } from "@/components/admin-delivery-zones/delivery-zone-form";
import { guardPage } from "@/lib/entry/page-guard";
import { holidaysAhead } from "@/lib/shared/orders/delivery-dates";
import { shopDay } from "@/lib/shared/orders/order-time";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminDeliveryZones");
  return { title: t("newZone") };
}

/**
 * /admin/add-delivery-zone (issue 31): the form, empty but for the coming year's statutory holidays
 * as closed dates (what the API gives a zone created without closed_dates), shown so staff see them.
 */
export default async function AddDeliveryZonePage() {
  await guardPage("/admin/add-delivery-zone");
  const t = await getTranslations("adminDeliveryZones");
  const holidays = holidaysAhead(shopDay(new Date()));
  return (
    <AdminPage title={t("newZone")} crumbs={[{ name: t("deliveryZones"), href: "/admin/delivery-zones" }, { name: t("newZone") }]}>
      <div className="max-w-4xl">
        <DeliveryZoneForm holidays={holidays} />
      </div>
    </AdminPage>
  );
}
