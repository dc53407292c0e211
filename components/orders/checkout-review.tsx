"use client";

import { Link } from "@/client/i18n/navigation";
import { useRouter } from "@/client/i18n/navigation";
import { useState } from "react";
import { toast } from "@/client/ui/toast";
import type { OrderDraft } from "@/lib/orders/draft";
import { cartDisplayLine } from "@/lib/shared/orders/display-lines";
import { ApiError } from "@/client/api-client/api-error";
import { useSetCartCount } from "@/client/ui/cart-count";
import { newIdempotencyKey } from "@/client/ui/idempotency-key";
import { usePending } from "@/client/ui/use-pending";
import { useSubmitState } from "@/client/ui/use-submit-state";
import { useLocale, useTranslations } from "next-intl";
import type { DeliveryDatesView } from "@/lib/delivery/zones";
import { DEFAULT_LOCALE, isLocale } from "@/lib/shared/i18n/locales";
import { deliveryDateText } from "@/lib/shared/orders/delivery-text";
import { DeliveryChoice, deliveryBlock } from "./delivery-choice";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { OrderLinesTable } from "./order-lines-table";
import { PriceSummary } from "./price-summary";
import { ShippingDetails, type Shipping } from "./shipping-details";

export interface CheckoutReviewMessages {
  itemsHeading: string;
  editOrder: string;
  shippingHeading: string;
  orderPriceHeading: string;
  placeOrder: string;
  placing: string;
}

export interface CheckoutReviewProps {
  draft: Pick<OrderDraft, "products" | "orderPrice" | "tax" | "taxes" | "grandTotal" | "deliveryFee">;
  /** The zone of the postal code the order goes to, its next dates and minimum (issue 31); null: none known. */
  delivery: DeliveryDatesView | null;
  /** Staff ordering for a customer: any date (or none, to arrange later), no minimum. */
  staff?: boolean;
  messages: CheckoutReviewMessages;
  /** The cart the order is edited in ("Edit your order"). */
  cartHref: string;
  shipping: Shipping;
  /** The name under the company (the admin's customer). */
  person?: string;
  /** Why the order cannot be placed (lines out of stock): an alert above the button, which stays disabled. */
  blocked?: string;
  /** Sends the order as reviewed, with the total shown and the delivery date picked (undefined: none to pick; null: staff arrange it later), under the visit's Idempotency-Key. */
  send: (idempotencyKey: string, deliveryDate: string | null | undefined) => Promise<{ order: { id: number } }>;
  /** Where the placed order is shown. */
  orderHref: (id: number) => string;
  /** What a placed order clears besides the cart badge (a saved draft, the checkout flag). */
  onPlaced: () => void;
  /** The statuses (prices, stock or the customer changed) after which the review shows the order as it is now, the reason on the error line. */
  refreshOn: readonly number[];
  /** A failure dealt with otherwise (a lost session): true when it was, and no error line. */
  handled?: (failure: unknown) => boolean;
}

/**
 * The review before an order is placed, shared by /checkout and /checkout-admin (docs/product.md §2,
 * §4): the lines, the shipping details and the totals, then Place order. The total shown is sent
 * for the server to check, with one Idempotency-Key per visit so a retry after a lost answer
 * cannot place it twice. On success: the cart badge 0, toast (0.8 s), the order's page.
 */
export function CheckoutReview({ draft, delivery, staff = false, messages: t, cartHref, shipping, person, blocked, send, orderHref, onPlaced, refreshOn, handled }: CheckoutReviewProps) {
  const tCheckout = useTranslations("checkout");
  const locale = useLocale();
  const [picked, setPicked] = useState<string | undefined>(() => delivery?.dates[0]);
  const [staffDate, setStaffDate] = useState(() => delivery?.dates[0] ?? "");
  // What keeps a customer from placing it: under a minimum the zone refuses, no open date.
  const deliveryBlocked = !staff && delivery !== null && deliveryBlock(delivery, draft.orderPrice) !== null;
  const deliveryDate = staff ? staffDate || null : delivery?.zone ? picked : undefined;
  const tToasts = useTranslations("toasts");
  const router = useRouter();
  const setCartCount = useSetCartCount();
  const { online, error, attempt, navigating, setNavigating } = useSubmitState();
  const [pending, setPending] = usePending();
  const [idempotencyKey] = useState(newIdempotencyKey);

  const place = () =>
    attempt(async () => {
      setPending(true);
      try {
        const { order } = await send(idempotencyKey, deliveryDate);
        setNavigating(true);
        onPlaced();
        setCartCount(0);
        toast.success(tToasts("orderCreated"), { duration: 800 });
        router.push(orderHref(order.id));
      } catch (failure) {
        if (handled?.(failure)) return;
        if (failure instanceof ApiError && refreshOn.includes(failure.status)) router.refresh();
        throw failure;
      } finally {
        setPending(false);
      }
    });

  return (
    <div className="grid gap-6 narrow:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="items-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="items-heading" className="text-xl font-bold text-brand-800">{t.itemsHeading}</h2>
          <Link href={cartHref} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
            {t.editOrder}
          </Link>
        </div>
        <OrderLinesTable lines={draft.products.map(cartDisplayLine)} caption={t.itemsHeading} />
      </section>
      <div className="flex flex-col gap-4">
        <ShippingDetails heading={t.shippingHeading} shipping={shipping} person={person} />
        {delivery && !staff && <DeliveryChoice delivery={delivery} zipcode={shipping.zipcode} subtotal={draft.orderPrice} picked={picked} onPick={setPicked} />}
        {staff && (
          <section aria-labelledby="delivery-heading" className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5" data-testid="delivery">
            <h2 id="delivery-heading" className="text-lg font-bold text-brand-800">{tCheckout("deliveryHeading")}</h2>
            <label htmlFor="staff-delivery-date" className="text-sm font-medium text-stone-800">{tCheckout("staffDeliveryDate")}</label>
            <input id="staff-delivery-date" type="date" value={staffDate} onChange={(event) => setStaffDate(event.target.value)} className="rounded-lg border border-stone-300 px-3 py-2 text-sm" />
            {delivery?.dates[0] && <p className="text-xs text-stone-600">{tCheckout("staffDeliveryHint", { date: deliveryDateText(delivery.dates[0], isLocale(locale) ? locale : DEFAULT_LOCALE) })}</p>}
            {delivery && delivery.zone === null && <p className="text-xs text-stone-600">{tCheckout("outsideZones", { zipcode: shipping.zipcode })}</p>}
          </section>
        )}
        <PriceSummary heading={t.orderPriceHeading} subtotal={draft.orderPrice} tax={draft.tax} taxes={draft.taxes} total={draft.grandTotal} deliveryFee={draft.deliveryFee} />
        {!online && <OfflineNotice />}
        {blocked && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {blocked}
          </p>
        )}
        <Button onClick={() => void place()} pending={pending || navigating} disabled={!online || Boolean(blocked) || deliveryBlocked} className="w-full py-3 text-base">
          {pending ? t.placing : t.placeOrder}
        </Button>
        <FormError message={error} />
      </div>
    </div>
  );
}
