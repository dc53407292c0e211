import { Link } from "@/client/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { Locale } from "@/lib/shared/i18n/locales";
import { InForceBadge } from "./in-force-badge";
import type { PriceListSummary } from "@/lib/shared/pricing/price-list-schemas";
import { periodText } from "./price-list-period";

/** A price list as the list shows it (GET /api/price-lists/). */
type PriceListRow = PriceListSummary;

function NameLink({ list }: { list: PriceListRow }) {
  return (
    <Link href={`/admin/price-list/${list.id}`} prefetch={false} className="font-semibold text-brand-700 hover:underline">
      {list.name}
    </Link>
  );
}

function EditLink({ list }: { list: PriceListRow }) {
  const t = useTranslations("adminPriceLists");
  return (
    <Link href={`/admin/price-list/${list.id}`} prefetch={false} aria-label={t("editNamed", { name: list.name })} className={`${buttonStyles.secondary} whitespace-nowrap px-3 py-1.5`}>
      {t("edit")}
    </Link>
  );
}

/** /admin/price-lists' table (cards below 992 px), or how to make the first list. */
export function PriceListsTable({ lists }: { lists: PriceListRow[] }) {
  const t = useTranslations("adminPriceLists");
  const locale = useLocale() as Locale;
  const period = (l: PriceListRow) => periodText(t, locale, l.valid_from, l.valid_to);
  const columns: DataTableColumn<PriceListRow>[] = [
    { id: "name", header: t("name"), rowHeader: true, cell: (l) => <NameLink list={l} /> },
    { id: "period", header: t("period"), cell: period },
    { id: "status", header: t("status"), cell: (l) => <InForceBadge inForce={l.in_force} /> },
    { id: "entries", header: t("entries"), align: "end", cellClassName: "tabular-nums", cell: (l) => l.entry_count },
    { id: "customers", header: t("customers"), align: "end", cellClassName: "tabular-nums", cell: (l) => l.customer_count },
    { id: "actions", header: t("actions"), hideHeader: true, align: "end", cell: (l) => <EditLink list={l} /> },
  ];
  return (
    <DataTable
      caption={t("tableCaption")}
      columns={columns}
      rows={lists}
      rowKey={(l) => l.id}
      rowProps={() => ({ "data-testid": "price-list-row" })}
      renderCard={(l) => (
        <DataCard className="gap-3" data-testid="price-list-card">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 break-words">
              <NameLink list={l} />
            </h2>
            <InForceBadge inForce={l.in_force} />
          </div>
          <DataCardFacts
            facts={[
              { label: t("period"), value: period(l) },
              { label: t("entries"), value: l.entry_count, className: "tabular-nums" },
              { label: t("customers"), value: l.customer_count, className: "tabular-nums" },
            ]}
          />
        </DataCard>
      )}
      empty={{
        title: t("noLists"),
        description: t("noListsText"),
        action: (
          <Link href="/admin/add-price-list" prefetch={false} className={buttonStyles.primary}>
            {t("newPriceList")}
          </Link>
        ),
      }}
    />
  );
}
