"use client";

import { Plus, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import type { FieldPath } from "react-hook-form";
import { ApiError } from "@/client/api-client/api-error";
import { createDeliveryZone, updateDeliveryZone, type DeliveryZone } from "@/client/api-client/delivery-zones";
import { useRouter } from "@/client/i18n/navigation";
import { toast } from "@/client/ui/toast";
import { useSubmitForm } from "@/client/ui/use-submit-form";
import { buttonStyles } from "@/components/ui/button";
import { controlStyles } from "@/components/ui/form-field";
import { FormActions } from "@/components/ui/form-actions";
import { TextField } from "@/components/ui/text-field";
import type { Locale } from "@/lib/shared/i18n/locales";
import { isCalendarDate } from "@/lib/shared/orders/delivery-dates";
import { cx } from "@/lib/shared/ui/class-names";
import { zoneBodyOf, zoneFormSchema, zoneFormValuesOf, type ZoneFormInput, type ZoneFormTexts } from "./zone-form-values";
import { closedDateText, WEEKDAYS } from "./zone-texts";

/** The API's fields as the form names them (a 400 on postal_prefixes.3 shows under the areas). */
const SERVER_FIELD_OF: Record<string, FieldPath<ZoneFormInput>> = {
  name: "name",
  postal_prefixes: "areas",
  weekdays: "weekdays",
  cutoff_time: "cutoff_time",
  cutoff_days_before: "cutoff_days_before",
  minimum_order: "minimum_order",
  fee_under_minimum: "fee",
  closed_dates: "closed_dates",
};

/** A 400's field messages as the form's fields, the first message of each. */
function serverErrorsOf(failure: unknown): Array<[FieldPath<ZoneFormInput>, string]> {
  if (!(failure instanceof ApiError) || failure.status !== 400 || !failure.body) return [];
  const out = new Map<FieldPath<ZoneFormInput>, string>();
  for (const [key, value] of Object.entries(failure.body as Record<string, unknown>)) {
    const field = SERVER_FIELD_OF[key.split(".")[0]];
    const message = Array.isArray(value) ? value.find((v) => typeof v === "string") : typeof value === "string" ? value : undefined;
    if (field && message && !out.has(field)) out.set(field, message);
  }
  return [...out];
}

/**
 * /admin/add-delivery-zone and /admin/delivery-zone/{id} (issue 31): the zone's name, postal-code
 * areas, weekdays, cut-off, minimum and what happens under it, and its closed dates (a new zone
 * starts with the coming year's statutory holidays, `holidays`, listed so staff see them). Saved
 * together: POST /api/delivery-zones/ (then the list), PATCH with every field for one that exists.
 */
/** One empty list for every render: a new [] each time would make new initial values, and reset the form. */
const NO_HOLIDAYS: string[] = [];

export function DeliveryZoneForm({ zone, holidays = NO_HOLIDAYS }: { zone?: DeliveryZone; holidays?: string[] }) {
  const t = useTranslations("adminDeliveryZones");
  const router = useRouter();
  const locale = useLocale() as Locale;
  const id = useId();
  const texts: ZoneFormTexts = useMemo(
    () => ({
      areasRequired: t("areasRequired"),
      areaInvalid: (value: string) => t("areaInvalid", { value }),
      weekdaysRequired: t("weekdaysRequired"),
      cutoffTimeInvalid: t("cutoffTimeInvalid"),
      cutoffDaysInvalid: t("cutoffDaysInvalid"),
      amountInvalid: t("amountInvalid"),
      feeRequired: t("feeRequired"),
    }),
    [t],
  );
  const schema = useMemo(() => zoneFormSchema(texts), [texts]);
  const initial = useMemo(() => zoneFormValuesOf(zone, holidays), [zone, holidays]);
  const { form, field, submit, actions, clear, setNavigating } = useSubmitForm(schema, initial);
  const [newDate, setNewDate] = useState("");
  const [newDateError, setNewDateError] = useState<string | null>(null);

  useEffect(() => form.reset(initial), [form, initial]);

  const errors = form.formState.errors;
  const underMinimum = form.watch("under_minimum");
  const closedDates = form.watch("closed_dates");
  const weekdaysError = errors.weekdays?.message ?? errors.weekdays?.root?.message;
  const closedError = errors.closed_dates?.message ?? errors.closed_dates?.root?.message;

  const onSubmit = submit(async (values) => {
    const body = zoneBodyOf(values);
    try {
      if (zone) {
        await updateDeliveryZone({ id: zone.id }, body);
        toast.success(t("saved"), { duration: 2000 });
        router.refresh();
      } else {
        await createDeliveryZone(body);
        toast.success(t("created"), { duration: 2000 });
        setNavigating(true);
        router.push("/admin/delivery-zones");
      }
    } catch (failure) {
      const named = serverErrorsOf(failure);
      if (named.length === 0) throw failure;
      named.forEach(([name, message], index) => form.setError(name, { type: "server", message }, { shouldFocus: index === 0 }));
    }
  });

  const setDates = (dates: string[]) => {
    form.setValue("closed_dates", dates, { shouldDirty: true, shouldValidate: true });
    clear();
  };
  const addDate = () => {
    if (!isCalendarDate(newDate)) return setNewDateError(t("closedDateInvalid"));
    if (closedDates.includes(newDate)) return setNewDateError(t("closedDateTaken"));
    setDates([...closedDates, newDate].sort());
    setNewDate("");
    setNewDateError(null);
  };
  const removeDate = (date: string) => {
    setDates(closedDates.filter((d) => d !== date));
    document.getElementById(`${id}-new-date`)?.focus();
  };

  const section = "flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6";
  const legend = "text-base font-semibold text-stone-900";
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-details`} className={section}>
        <h2 id={`${id}-details`} className={legend}>
          {t("detailsTitle")}
        </h2>
        <TextField id={`${id}-name`} label={t("fieldName")} required autoComplete="off" maxLength={100} {...field("name")} />
        <TextField id={`${id}-areas`} label={t("fieldAreas")} required autoComplete="off" spellCheck={false} hint={t("areasHint")} placeholder="V6B, V6C, V5*" {...field("areas")} />
        <fieldset aria-describedby={weekdaysError ? `${id}-weekdays-error` : undefined} aria-invalid={weekdaysError ? true : undefined}>
          <legend className="text-sm font-medium text-stone-800">{t("weekdaysLegend")}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-200 px-3 text-sm text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50">
                <input type="checkbox" value={String(day)} className="size-4 accent-brand-600" {...form.register("weekdays", { onChange: clear })} />
                {t(`weekday${day}`)}
              </label>
            ))}
          </div>
          {weekdaysError && (
            <p id={`${id}-weekdays-error`} className="mt-1 text-sm text-sale-600">
              {weekdaysError}
            </p>
          )}
        </fieldset>
      </section>

      <section aria-labelledby={`${id}-cutoff`} className={section}>
        <h2 id={`${id}-cutoff`} className={legend}>
          {t("cutoffTitle")}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={`${id}-cutoff-time`} label={t("fieldCutoffTime")} type="time" required {...field("cutoff_time")} />
          <TextField id={`${id}-cutoff-days`} label={t("fieldCutoffDays")} inputMode="numeric" required autoComplete="off" {...field("cutoff_days_before")} />
        </div>
        <p className="-mt-2 text-sm text-stone-600">{t("cutoffHint")}</p>
      </section>

      <section aria-labelledby={`${id}-minimum`} className={section}>
        <h2 id={`${id}-minimum`} className={legend}>
          {t("minimumTitle")}
        </h2>
        <TextField id={`${id}-minimum-order`} label={t("fieldMinimum")} inputMode="decimal" autoComplete="off" hint={t("minimumHint")} className="sm:max-w-xs" {...field("minimum_order")} />
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t("underMinimumLegend")}</legend>
          <div className="mt-2 flex flex-col gap-3">
            <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input type="radio" value="refuse" className="size-4 accent-brand-600" {...form.register("under_minimum", { onChange: clear })} />
              {t("underRefuse")}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-3">
              <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
                <input type="radio" value="fee" className="size-4 accent-brand-600" {...form.register("under_minimum", { onChange: clear })} />
                {t("underFee")}
              </label>
              <TextField
                id={`${id}-fee`}
                label={t("fieldFee")}
                inputMode="decimal"
                autoComplete="off"
                className="sm:w-40"
                {...field("fee")}
                // Typing a fee chooses to charge it.
                onFocus={() => underMinimum !== "fee" && form.setValue("under_minimum", "fee")}
              />
            </div>
          </div>
        </fieldset>
      </section>

      <section aria-labelledby={`${id}-closed`} aria-describedby={`${id}-closed-text`} className={section}>
        <div>
          <h2 id={`${id}-closed`} className={legend}>
            {t("closedTitle")}
          </h2>
          <p id={`${id}-closed-text`} className="mt-1 text-sm text-stone-600">
            {zone ? t("closedText") : t("closedNewText")}
          </p>
        </div>
        {closedDates.length === 0 ? (
          <p className="text-sm text-stone-600 italic">{t("noClosedDates")}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="closed-dates">
            {closedDates.map((date) => (
              <li key={date} className="flex items-center justify-between gap-2 rounded-lg border border-stone-200 py-1 pr-1 pl-3 text-sm text-stone-800">
                <time dateTime={date}>{closedDateText(date, locale)}</time>
                <button type="button" onClick={() => removeDate(date)} aria-label={t("removeClosedDate", { date: closedDateText(date, locale) })} title={t("remove")} className={cx(buttonStyles.secondary, "min-h-9 px-2 py-1")}>
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {closedError && <p className="text-sm text-sale-600">{closedError}</p>}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-new-date`} className="text-sm font-medium text-stone-800">
            {t("fieldNewClosedDate")}
          </label>
          <div className="flex flex-wrap items-start gap-3">
            <input
              id={`${id}-new-date`}
              type="date"
              value={newDate}
              aria-invalid={newDateError ? true : undefined}
              aria-describedby={newDateError ? `${id}-new-date-error` : undefined}
              onChange={(event) => {
                setNewDate(event.target.value);
                setNewDateError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  addDate();
                }
              }}
              className={cx(controlStyles({ invalid: Boolean(newDateError) }), "w-auto min-w-44")}
            />
            <button type="button" onClick={addDate} className={buttonStyles.secondary}>
              <Plus aria-hidden="true" className="size-4" />
              {t("addClosedDate")}
            </button>
          </div>
          {newDateError && (
            <p id={`${id}-new-date-error`} className="text-sm text-sale-600">
              {newDateError}
            </p>
          )}
        </div>
      </section>

      <div className="flex flex-col gap-3">
        <FormActions {...actions} className="sm:min-w-32" cancel={{ href: "/admin/delivery-zones", label: t("cancel") }}>
          {zone ? t("save") : t("create")}
        </FormActions>
      </div>
    </form>
  );
}
