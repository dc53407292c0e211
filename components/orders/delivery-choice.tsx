"use client";

import { useLocale, useTranslations } from "next-intl";
import type { DeliveryDatesView } from "@/lib/delivery/zones";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/shared/i18n/locales";
import { deliveryDateText, orderByText } from "@/lib/shared/orders/delivery-text";
import { formatCad, toCents } from "@/lib/shared/pricing/money";

/*
 * When an order arrives (issue 31, docs/delivery.md), as the cart and the review tell it: the next
 * delivery date of the zone of the postal code and its cut-off, the dates to pick from (the review),
 * what is missing to the zone's minimum (refused under it, or a fee), or that the postal code is
 * outside every zone (the order can still be placed; staff arrange the delivery). The server decides
 * all of it again when the order is placed.
 */

/** What stops a customer's order: under a minimum the zone refuses, or a zone with no open date. */
export function deliveryBlock(delivery: DeliveryDatesView, subtotal: string): "minimum" | "no-dates" | null {
  if (delivery.zone === null) return null;
  if (delivery.dates.length === 0) return "no-dates";
  const missing = toCents(delivery.minimum_order) - toCents(subtotal);
  return missing > 0 && delivery.fee_under_minimum === null ? "minimum" : null;
}

function useShopLocale(): Locale {
  const locale = useLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The minimum's message: what is missing, and the fee when the zone charges one instead of refusing. */
function MinimumNotice({ delivery, subtotal }: { delivery: DeliveryDatesView; subtotal: string }) {
  const t = useTranslations("checkout");
  const locale = useShopLocale();
  const missing = toCents(delivery.minimum_order) - toCents(subtotal);
  if (delivery.zone === null || missing <= 0) return null;
  const money = (cents: number) => formatCad(cents, locale);
  const minimum = money(toCents(delivery.minimum_order));
  if (delivery.fee_under_minimum !== null) {
    return (
      <p role="status" data-testid="delivery-minimum" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t("feeUnderMinimum", { minimum, fee: money(toCents(delivery.fee_under_minimum)), missing: money(missing) })}
      </p>
    );
  }
  return (
    <p role="alert" data-testid="delivery-minimum" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
      {t("underMinimum", { missing: money(missing), minimum })}
    </p>
  );
}

export interface DeliveryChoiceProps {
  delivery: DeliveryDatesView;
  /** The postal code the order goes to (named when it is outside every zone). */
  zipcode: string;
  /** The order's value before tax, to measure against the minimum. */
  subtotal: string;
  /** The date picked (the review); absent: the cart's one line. */
  picked?: string;
  onPick?: (date: string) => void;
  headingLevel?: 2 | 3;
}

export function DeliveryChoice({ delivery, zipcode, subtotal, picked, onPick, headingLevel = 2 }: DeliveryChoiceProps) {
  const t = useTranslations("checkout");
  const locale = useShopLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const first = delivery.dates[0];
  return (
    <section aria-labelledby="delivery-heading" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5" data-testid="delivery">
      <Heading id="delivery-heading" className="text-lg font-bold text-brand-800">{t("deliveryHeading")}</Heading>
      {delivery.zone === null ? (
        <p role="status" className="text-sm text-stone-700" data-testid="delivery-outside">{t("outsideZones", { zipcode })}</p>
      ) : first === undefined ? (
        <p role="alert" className="text-sm font-medium text-amber-900">{t("noDeliveryDates", { zipcode })}</p>
      ) : (
        <>
          <p className="text-sm font-semibold text-stone-900" data-testid="next-delivery">
            {t("nextDelivery", { date: deliveryDateText(first, locale), orderBy: orderByText(delivery.order_by[0], locale) })}
          </p>
          {onPick && (
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1 text-sm font-medium text-stone-800">{t("deliveryDateLabel")}</legend>
              {delivery.dates.map((date, i) => (
                <label key={date} className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-stone-800 hover:bg-stone-50">
                  <input type="radio" name="delivery_date" value={date} checked={picked === date} onChange={() => onPick(date)} className="size-4 accent-brand-600" />
                  {t("deliveryOption", { date: deliveryDateText(date, locale), orderBy: orderByText(delivery.order_by[i], locale) })}
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
      <MinimumNotice delivery={delivery} subtotal={subtotal} />
    </section>
  );
}
