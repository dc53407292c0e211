import { Link } from "@/client/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { Locale } from "@/lib/shared/i18n/locales";
import type { DeliveryZone } from "@/lib/shared/orders/delivery-zone-schemas";
import { formatCad, toCents } from "@/lib/shared/pricing/money";

function NameLink({ zone }: { zone: DeliveryZone }) {
  return (
    <Link href={`/admin/delivery-zone/${zone.id}`} prefetch={false} className="font-semibold text-brand-700 hover:underline">
      {zone.name}
    </Link>
  );
}

function EditLink({ zone }: { zone: DeliveryZone }) {
  const t = useTranslations("adminDeliveryZones");
  return (
    <Link href={`/admin/delivery-zone/${zone.id}`} prefetch={false} aria-label={t("editNamed", { name: zone.name })} className={`${buttonStyles.secondary} whitespace-nowrap px-3 py-1.5`}>
      {t("edit")}
    </Link>
  );
}

/** /admin/delivery-zones' table (cards below 992 px), or how to make the first zone. */
export function DeliveryZonesTable({ zones }: { zones: DeliveryZone[] }) {
  const t = useTranslations("adminDeliveryZones");
  const locale = useLocale() as Locale;
  const areas = (z: DeliveryZone) => <span className="break-words">{z.postal_prefixes.join(", ")}</span>;
  // French writes weekdays in lower case inside a list ("Mardi, vendredi"); English names are proper nouns.
  const days = (z: DeliveryZone) =>
    z.weekdays.map((d, i) => (i > 0 && locale === "fr-CA" ? t(`weekday${d}` as "weekday1").toLocaleLowerCase(locale) : t(`weekday${d}` as "weekday1"))).join(", ");
  const cutoff = (z: DeliveryZone) => t("cutoffText", { time: z.cutoff_time, n: z.cutoff_days_before });
  const money = (amount: string) => formatCad(toCents(amount), locale);
  const minimum = (z: DeliveryZone) =>
    toCents(z.minimum_order) === 0
      ? t("minimumNone")
      : z.fee_under_minimum === null
        ? t("minimumRefused", { amount: money(z.minimum_order) })
        : t("minimumFee", { amount: money(z.minimum_order), fee: money(z.fee_under_minimum) });
  const columns: DataTableColumn<DeliveryZone>[] = [
    { id: "name", header: t("name"), rowHeader: true, cell: (z) => <NameLink zone={z} /> },
    { id: "areas", header: t("areas"), cell: areas },
    { id: "days", header: t("days"), cell: days },
    { id: "cutoff", header: t("cutoff"), cell: cutoff },
    { id: "minimum", header: t("minimum"), cell: minimum },
    { id: "orders", header: t("upcoming"), align: "end", cellClassName: "tabular-nums", cell: (z) => z.order_count },
    { id: "actions", header: t("actions"), hideHeader: true, align: "end", cell: (z) => <EditLink zone={z} /> },
  ];
  return (
    <DataTable
      caption={t("tableCaption")}
      columns={columns}
      rows={zones}
      rowKey={(z) => z.id}
      rowProps={() => ({ "data-testid": "delivery-zone-row" })}
      renderCard={(z) => (
        <DataCard className="gap-3" data-testid="delivery-zone-card">
          <h2 className="min-w-0 break-words">
            <NameLink zone={z} />
          </h2>
          <DataCardFacts
            facts={[
              { label: t("areas"), value: areas(z) },
              { label: t("days"), value: days(z) },
              { label: t("cutoff"), value: cutoff(z) },
              { label: t("minimum"), value: minimum(z) },
              { label: t("upcoming"), value: z.order_count, className: "tabular-nums" },
            ]}
          />
        </DataCard>
      )}
      empty={{
        title: t("noZones"),
        description: t("noZonesText"),
        action: (
          <Link href="/admin/add-delivery-zone" prefetch={false} className={buttonStyles.primary}>
            {t("newZone")}
          </Link>
        ),
      }}
    />
  );
}
