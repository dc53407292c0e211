"use client";

import { FileSpreadsheet } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { buttonStyles } from "@/components/ui/button";
import { controlStyles } from "@/components/ui/control-styles";
import { EXPORT_MAX_DAYS, daysCovered, isExportDay } from "@/lib/shared/orders/order-export-query";

/**
 * "Export for accounting" on the orders list (issue 32): the placed days (from, to), the list's
 * filters (paid, delivered, confirmed) and the layout, sent as a plain GET to
 * GET /api/orders/export/, whose CSV comes back as a download (the session cookie goes with it).
 * The range is checked here first, as the server checks it, so a mistake is said beside the form
 * instead of as a JSON answer; "Any" is sent empty, which the server reads as no filter.
 */
export function OrderExportForm({ firstOfMonth, today }: { firstOfMonth: string; today: string }) {
  const t = useTranslations("adminOrderExport");
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const from = String(data.get("from") ?? "");
    const to = String(data.get("to") ?? "");
    const found = !isExportDay(from) || !isExportDay(to) ? t("dayRequired") : from > to ? t("rangeOrder") : daysCovered(from, to) > EXPORT_MAX_DAYS ? t("rangeTooLong", { days: EXPORT_MAX_DAYS }) : null;
    setProblem(found);
    if (found) event.preventDefault();
  }

  const label = "flex flex-col gap-1 text-sm font-medium text-stone-700";
  return (
    <form
      action="/api/orders/export/"
      method="get"
      onSubmit={check}
      noValidate
      className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-intro`}
      data-testid="order-export-form"
    >
      <h2 id={`${id}-heading`} className="basis-full text-base font-bold text-brand-800">
        {t("title")}
      </h2>
      <p id={`${id}-intro`} className="basis-full text-sm text-stone-600">
        {t("intro")}
      </p>
      <label className={label}>
        {t("from")}
        <input type="date" name="from" defaultValue={firstOfMonth} required min="2000-01-01" max="2099-12-31" aria-invalid={problem ? true : undefined} className={controlStyles()} />
      </label>
      <label className={label}>
        {t("to")}
        <input type="date" name="to" defaultValue={today} required min="2000-01-01" max="2099-12-31" aria-invalid={problem ? true : undefined} className={controlStyles()} />
      </label>
      <label className={label}>
        {t("paid")}
        <select name="status" defaultValue="" className={controlStyles()}>
          <option value="">{t("any")}</option>
          <option value="Paid">{t("paidOnly")}</option>
          <option value="Not paid">{t("notPaidOnly")}</option>
        </select>
      </label>
      <label className={label}>
        {t("delivered")}
        <select name="delivered_status" defaultValue="" className={controlStyles()}>
          <option value="">{t("any")}</option>
          <option value="Delivered">{t("deliveredOnly")}</option>
          <option value="Not delivered">{t("notDeliveredOnly")}</option>
        </select>
      </label>
      <label className={label}>
        {t("confirmed")}
        <select name="confirmed" defaultValue="true" className={controlStyles()}>
          <option value="">{t("any")}</option>
          <option value="true">{t("confirmedOnly")}</option>
          <option value="false">{t("unconfirmedOnly")}</option>
        </select>
      </label>
      <label className={label}>
        {t("layout")}
        <select name="layout" defaultValue="lines" className={controlStyles()}>
          <option value="lines">{t("layoutLines")}</option>
          <option value="daily">{t("layoutDaily")}</option>
        </select>
      </label>
      <button type="submit" className={buttonStyles.secondary}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        {t("download")}
      </button>
      <p role="alert" className="basis-full text-sm font-medium text-red-700 empty:hidden" data-testid="order-export-problem">
        {problem}
      </p>
    </form>
  );
}
