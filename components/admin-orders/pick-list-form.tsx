import { ClipboardList } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonStyles } from "@/components/ui/button";
import { controlStyles } from "@/components/ui/control-styles";
import type { ZoneChoice } from "@/lib/orders/delivery-documents";

/**
 * The pick list of a delivery date (issue 31), from the orders list: a date (today in shop time by
 * default), a zone or all of them, and a plain GET form that opens GET /api/orders/pick_list/'s PDF
 * in a new tab (the session cookie goes with it; no JavaScript).
 */
export async function PickListForm({ zones, today }: { zones: ZoneChoice[]; today: string }) {
  const t = await getTranslations("deliveryDocuments");
  return (
    <form action="/api/orders/pick_list/" method="get" target="_blank" className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4" aria-labelledby="pick-list-heading">
      <h2 id="pick-list-heading" className="basis-full text-base font-bold text-brand-800">
        {t("pickListForm.heading")}
      </h2>
      <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
        {t("pickListForm.date")}
        <input type="date" name="date" defaultValue={today} required min="2000-01-01" max="2099-12-31" className={controlStyles()} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
        {t("pickListForm.zone")}
        <select name="zone" defaultValue="" className={controlStyles()}>
          <option value="">{t("pickListForm.allZones")}</option>
          {zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonStyles.secondary}>
        <ClipboardList aria-hidden="true" className="size-4" />
        {t("pickListForm.open")}
      </button>
    </form>
  );
}
