import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/client/i18n/navigation";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import type { Locale } from "@/lib/shared/i18n/locales";
import type { WebhookEndpoint } from "@/lib/shared/webhooks/webhook-schemas";
import { cx } from "@/lib/shared/ui/class-names";
import { EVENT_LABEL, STATUS_LABEL, STATUS_STYLE } from "./webhook-texts";

function UrlLink({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <Link href={`/admin/webhook/${endpoint.id}`} prefetch={false} className="font-semibold break-all text-brand-700 hover:underline">
      {endpoint.url}
    </Link>
  );
}

function EditLink({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useTranslations("adminWebhooks");
  return (
    <Link href={`/admin/webhook/${endpoint.id}`} prefetch={false} aria-label={t("editNamed", { url: endpoint.url })} className={`${buttonStyles.secondary} whitespace-nowrap px-3 py-1.5`}>
      {t("edit")}
    </Link>
  );
}

/** /admin/webhooks' table (cards below 992 px), or what an endpoint is for. */
export function WebhooksTable({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  const t = useTranslations("adminWebhooks");
  const locale = useLocale() as Locale;
  const events = (e: WebhookEndpoint) => e.events.map((event) => t(EVENT_LABEL[event])).join(", ");
  const state = (e: WebhookEndpoint) => (
    <span className={cx("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1", e.active ? "bg-green-50 text-green-800 ring-green-200" : "bg-stone-100 text-stone-700 ring-stone-300")}>
      {e.active ? t("active") : t("inactive")}
    </span>
  );
  const last = (e: WebhookEndpoint) =>
    e.last_delivery ? (
      <span className="inline-flex flex-wrap items-center gap-1">
        <span className={cx("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1", STATUS_STYLE[e.last_delivery.status])}>{t(STATUS_LABEL[e.last_delivery.status])}</span>
        <time dateTime={e.last_delivery.created_at} className="text-stone-700">
          {formatDateTime(e.last_delivery.created_at, locale)}
        </time>
      </span>
    ) : (
      <span className="text-stone-600">{t("never")}</span>
    );
  const columns: DataTableColumn<WebhookEndpoint>[] = [
    { id: "url", header: t("url"), rowHeader: true, cell: (e) => <UrlLink endpoint={e} /> },
    { id: "events", header: t("events"), cell: events },
    { id: "status", header: t("status"), cell: state },
    { id: "last", header: t("lastDelivery"), cell: last },
    { id: "actions", header: t("actions"), hideHeader: true, align: "end", cell: (e) => <EditLink endpoint={e} /> },
  ];
  return (
    <DataTable
      caption={t("tableCaption")}
      columns={columns}
      rows={endpoints}
      rowKey={(e) => e.id}
      rowProps={() => ({ "data-testid": "webhook-row" })}
      renderCard={(e) => (
        <DataCard className="gap-3" data-testid="webhook-card">
          <h2 className="min-w-0">
            <UrlLink endpoint={e} />
          </h2>
          <DataCardFacts
            facts={[
              { label: t("events"), value: events(e) },
              { label: t("status"), value: state(e) },
              { label: t("lastDelivery"), value: last(e) },
            ]}
          />
        </DataCard>
      )}
      empty={{ title: t("noEndpoints"), description: t("noEndpointsText") }}
    />
  );
}
