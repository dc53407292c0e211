import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { DeliveryZoneDelete } from "@/components/admin-delivery-zones/delivery-zone-delete";
import { DeliveryZoneForm } from "@/components/admin-delivery-zones/delivery-zone-form";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

const page = pageRoute("/admin/delivery-zone/[id]");

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: zone } = await page(props);
  const t = await getTranslations("adminDeliveryZones");
  return { title: t("editTitleNamed", { name: zone.name }) };
}

/** /admin/delivery-zone/{id} (issue 31): the zone's form and its deletion; an unknown id is a 404. */
export default async function EditDeliveryZonePage(props: PageProps) {
  const { subject: zone } = await page(props);
  const t = await getTranslations("adminDeliveryZones");
  return (
    <AdminPage
      title={t("editTitle")}
      description={<span className="break-words">{zone.name}</span>}
      crumbs={[{ name: t("deliveryZones"), href: "/admin/delivery-zones" }, { name: zone.name }]}
    >
      <div className="flex max-w-4xl flex-col gap-6">
        <DeliveryZoneForm zone={zone} />
        <DeliveryZoneDelete zoneId={zone.id} name={zone.name} orderCount={zone.order_count} />
      </div>
    </AdminPage>
  );
}
