import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/client/i18n/navigation";
import { DataCard, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { EmptyStateProps } from "@/components/ui/empty-state";
import { AUDIT_ENTITIES, type AuditEntryView } from "@/lib/shared/audit/audit-schemas";
import type { Locale } from "@/lib/shared/i18n/locales";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";
import { entityHref } from "./audit-url";
import { fieldChanges, type ValueWords } from "./audit-values";

/** The actions the screen names in words; another (a newer module's) is shown as recorded. */
const NAMED_ACTIONS = [
  "create",
  "update",
  "delete",
  "trash",
  "restore",
  "verify",
  "unverify",
  "revoke_sessions",
  "confirm",
  "mark_paid",
  "mark_unpaid",
  "mark_delivered",
  "mark_undelivered",
  "reschedule",
  "status",
  "import",
  "guide_pin",
  "guide_unpin",
  "guide_change",
] as const;

const isNamed = (action: string): action is (typeof NAMED_ACTIONS)[number] => (NAMED_ACTIONS as readonly string[]).includes(action);
const isEntity = (entity: string): entity is (typeof AUDIT_ENTITIES)[number] => (AUDIT_ENTITIES as readonly string[]).includes(entity);

function When({ entry }: { entry: AuditEntryView }) {
  const locale = useLocale() as Locale;
  const text = new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(new Date(entry.at));
  return (
    <time dateTime={entry.at} className="whitespace-nowrap">
      {text}
    </time>
  );
}

function Who({ entry }: { entry: AuditEntryView }) {
  const t = useTranslations("adminAudit");
  return <span className="break-all">{entry.actor === "system" && entry.actor_id === null ? t("system") : entry.actor}</span>;
}

function Action({ entry }: { entry: AuditEntryView }) {
  const t = useTranslations("adminAudit");
  return <span className="font-semibold">{isNamed(entry.action) ? t(`actions.${entry.action}`) : entry.action}</span>;
}

function What({ entry }: { entry: AuditEntryView }) {
  const t = useTranslations("adminAudit");
  const name = isEntity(entry.entity) ? t(`entities.${entry.entity}`) : entry.entity;
  const label = entry.entity_id === null ? name : t("entityWithId", { entity: name, id: entry.entity_id });
  const href = entityHref(entry.entity, entry.entity_id, entry.action);
  if (!href) return <span>{label}</span>;
  return (
    <Link href={href} prefetch={false} className="font-semibold text-brand-700 hover:underline">
      {label}
    </Link>
  );
}

/** The changed fields, one a line: "price: 12.00 → 13.50" (a creation and a deletion: the one side). */
function Changes({ entry }: { entry: AuditEntryView }) {
  const t = useTranslations("adminAudit");
  const words: ValueWords = { empty: t("emptyValue"), none: t("noValue"), yes: t("yes"), no: t("no") };
  const changes = fieldChanges(entry.before, entry.after, words);
  if (changes.length === 0) return <span className="text-stone-500">{t("noFields")}</span>;
  return (
    <ul className="flex flex-col gap-0.5 text-sm" data-testid="audit-changes">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-mono text-xs text-stone-600">{change.field}</span>
          {": "}
          {change.before !== undefined && <span className={change.after !== undefined ? "text-stone-600" : undefined}>{change.before}</span>}
          {change.before !== undefined && change.after !== undefined && " → "}
          {change.after !== undefined && <span className="font-semibold text-stone-900">{change.after}</span>}
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit's table, newest first (cards below 992 px). */
export function AuditTable({ entries, empty }: { entries: AuditEntryView[]; empty: EmptyStateProps }) {
  const t = useTranslations("adminAudit");
  const columns: DataTableColumn<AuditEntryView>[] = [
    { id: "when", header: t("when"), rowHeader: true, cellClassName: "align-top", cell: (e) => <When entry={e} /> },
    { id: "who", header: t("who"), cellClassName: "align-top max-w-48", cell: (e) => <Who entry={e} /> },
    { id: "action", header: t("action"), cellClassName: "align-top", cell: (e) => <Action entry={e} /> },
    { id: "what", header: t("what"), cellClassName: "align-top whitespace-nowrap", cell: (e) => <What entry={e} /> },
    { id: "changes", header: t("changes"), cellClassName: "align-top min-w-64", cell: (e) => <Changes entry={e} /> },
  ];
  return (
    <DataTable
      caption={t("tableCaption")}
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
      empty={empty}
      rowProps={() => ({ "data-testid": "audit-row" })}
      renderCard={(e) => (
        <DataCard className="gap-2" data-testid="audit-card">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <Action entry={e} /> <What entry={e} />
          </p>
          <p className="flex flex-wrap gap-x-2 text-sm text-stone-600">
            <When entry={e} /> <Who entry={e} />
          </p>
          <Changes entry={e} />
        </DataCard>
      )}
    />
  );
}
