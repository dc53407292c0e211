import { useId } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/client/i18n/navigation";
import { buttonStyles } from "@/components/ui/button";
import { AUDIT_ENTITIES } from "@/lib/shared/audit/audit-schemas";
import type { Locale } from "@/lib/shared/i18n/locales";
import { localizedPath } from "@/lib/shared/i18n/routing";
import { auditHref, isFiltered, type AuditView } from "./audit-url";

const fieldStyles = "w-full rounded-lg border border-stone-300 bg-white px-2.5 py-1.5 text-sm text-stone-900 shadow-sm outline-none focus-visible:border-brand-600";
const labelStyles = "text-xs font-semibold text-stone-800";

/**
 * The log's filters — who, what, from, to — as a plain GET form: they live in the URL with the
 * API's names and work before (or without) any script. Applying them starts again at page 1.
 */
export function AuditFilters({ view }: { view: AuditView }) {
  const t = useTranslations("adminAudit");
  const locale = useLocale() as Locale;
  const ids = { actor: useId(), entity: useId(), from: useId(), to: useId() };
  return (
    <form
      action={localizedPath("/admin/audit", locale)}
      method="get"
      aria-label={t("filtersLabel")}
      className="mb-5 grid grid-cols-1 gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_auto]"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.actor} className={labelStyles}>{t("whoFilter")}</label>
        <input id={ids.actor} name="actor" type="search" defaultValue={view.actor ?? ""} maxLength={254} autoComplete="off" placeholder={t("whoPlaceholder")} className={`${fieldStyles} placeholder:text-stone-500`} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.entity} className={labelStyles}>{t("whatFilter")}</label>
        <select id={ids.entity} name="entity" defaultValue={view.entity ?? ""} className={fieldStyles}>
          <option value="">{t("anything")}</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>{t(`entities.${entity}`)}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.from} className={labelStyles}>{t("fromFilter")}</label>
        <input id={ids.from} name="from" type="date" defaultValue={view.from ?? ""} min="2000-01-01" max="2099-12-31" className={fieldStyles} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.to} className={labelStyles}>{t("toFilter")}</label>
        <input id={ids.to} name="to" type="date" defaultValue={view.to ?? ""} min="2000-01-01" max="2099-12-31" className={fieldStyles} />
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={`${buttonStyles.secondary} py-1.5`}>
          {t("applyFilters")}
        </button>
        {isFiltered(view) && (
          <Link href={auditHref({})} prefetch={false} className="py-1.5 text-sm font-semibold text-brand-700 underline hover:text-brand-800">
            {t("clearFilters")}
          </Link>
        )}
      </div>
    </form>
  );
}
