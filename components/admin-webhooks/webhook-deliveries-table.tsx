import { useLocale, useTranslations } from "next-intl";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import type { Locale } from "@/lib/shared/i18n/locales";
import type { WebhookDelivery } from "@/lib/shared/webhooks/webhook-schemas";
import { cx } from "@/lib/shared/ui/class-names";
import { WebhookRedeliver } from "./webhook-redeliver";
import { eventLabelKey, STATUS_LABEL, STATUS_STYLE } from "./webhook-texts";

/** An endpoint's delivery log (/admin/webhook/{id}), newest first: what was sent, how it went, what comes next. */
export function WebhookDeliveriesTable({ endpointId, deliveries }: { endpointId: number; deliveries: WebhookDelivery[] }) {
  const t = useTranslations("adminWebhooks");
  const locale = useLocale() as Locale;
  const when = (iso: string | null) =>
    iso ? (
      <time dateTime={iso} className="whitespace-nowrap">
        {formatDateTime(iso, locale)}
      </time>
    ) : (
      <span className="text-stone-600">{t("none")}</span>
    );
  const event = (d: WebhookDelivery) => {
    const key = eventLabelKey(d.event);
    return (
      <span className="flex flex-col">
        {key && <span>{t(key)}</span>}
        <code className="text-xs text-stone-600">{d.event}</code>
      </span>
    );
  };
  const status = (d: WebhookDelivery) => (
    <span className={cx("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1", STATUS_STYLE[d.status])} data-testid="delivery-status">
      {t(STATUS_LABEL[d.status])}
    </span>
  );
  const answer = (d: WebhookDelivery) => (
    <span className="flex flex-col gap-0.5">
      {d.response_status !== null && <span className="tabular-nums">{t("httpStatus", { status: d.response_status })}</span>}
      {d.last_error && <span className="text-xs break-words text-red-800">{d.last_error}</span>}
      {d.response_status === null && !d.last_error && <span className="text-stone-600">{t("none")}</span>}
    </span>
  );
  const again = (d: WebhookDelivery) => (d.status === "pending" ? null : <WebhookRedeliver endpointId={endpointId} deliveryId={d.id} />);
  const columns: DataTableColumn<WebhookDelivery>[] = [
    { id: "id", header: t("logId"), rowHeader: true, cellClassName: "tabular-nums", cell: (d) => d.id },
    { id: "event", header: t("logEvent"), cell: event },
    { id: "status", header: t("logStatus"), cell: status },
    { id: "attempts", header: t("logAttempts"), align: "end", cellClassName: "tabular-nums", cell: (d) => d.attempts },
    { id: "answer", header: t("logAnswer"), cell: answer },
    { id: "created", header: t("logCreated"), cell: (d) => when(d.created_at) },
    { id: "last", header: t("logLastAttempt"), cell: (d) => when(d.last_attempt_at) },
    { id: "next", header: t("logNextAttempt"), cell: (d) => when(d.next_attempt_at) },
    { id: "actions", header: t("actions"), hideHeader: true, align: "end", cell: again },
  ];
  return (
    <DataTable
      caption={t("logCaption")}
      columns={columns}
      rows={deliveries}
      rowKey={(d) => d.id}
      dense
      rowProps={() => ({ "data-testid": "delivery-row" })}
      renderCard={(d) => (
        <DataCard className="gap-3" data-testid="delivery-card">
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 font-semibold">{event(d)}</h3>
            {status(d)}
          </div>
          <DataCardFacts
            facts={[
              { label: t("logId"), value: d.id, className: "tabular-nums" },
              { label: t("logAttempts"), value: d.attempts, className: "tabular-nums" },
              { label: t("logAnswer"), value: answer(d) },
              { label: t("logCreated"), value: when(d.created_at) },
              { label: t("logLastAttempt"), value: when(d.last_attempt_at) },
              { label: t("logNextAttempt"), value: when(d.next_attempt_at) },
            ]}
          />
          {again(d)}
        </DataCard>
      )}
      empty={{ title: t("noDeliveries"), description: t("noDeliveriesText") }}
    />
  );
}
