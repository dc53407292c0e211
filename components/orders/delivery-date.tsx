import { useLocale, useTranslations } from "next-intl";
import { DEFAULT_LOCALE, isLocale } from "@/lib/shared/i18n/locales";
import { deliveryDateShort, deliveryDateText } from "@/lib/shared/orders/delivery-text";

/** An order's delivery day (issue 31): "Friday 28 November 2026", short in lists ("Fri 28 Nov"), or "To be arranged". */
export function DeliveryDate({ date, short = false }: { date: string | null; short?: boolean }) {
  const t = useTranslations("orders");
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  if (date === null) return <>{t("deliveryToBeArranged")}</>;
  return <time dateTime={date}>{short ? deliveryDateShort(date, locale) : deliveryDateText(date, locale, { year: true })}</time>;
}
