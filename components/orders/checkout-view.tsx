"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/client/ui/toast";
import type { OrderDraft } from "@/lib/orders/draft";
import type { Billing } from "@/lib/shared/orders/schemas";
import { cartDisplayLine } from "@/lib/shared/orders/display-lines";
import { ApiError } from "@/client/api-client/api-error";
import { placeOrder } from "@/client/api-client/orders";
import { useSetCartCount } from "@/client/ui/cart-count";
import { clearCheckoutFlag } from "@/lib/shared/ui/checkout-flag";
import { newIdempotencyKey } from "@/client/ui/idempotency-key";
import { clearSavedDraft } from "@/client/ui/saved-drafts";
import { useSessionNavigation } from "@/client/ui/auth-navigation";
import { useSubmitState } from "@/client/ui/use-submit-state";
import { cartMessages } from "@/lib/shared/messages/cart";
import { checkoutMessages } from "@/lib/shared/messages/checkout";
import { toastsMessages } from "@/lib/shared/messages/toasts";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { OrderLinesTable } from "./order-lines-table";
import { PriceSummary } from "./price-summary";
import { ShippingDetails } from "./shipping-details";
import { usePending } from "@/client/ui/use-pending";

const t = checkoutMessages;

/**
 * The review of /checkout and Place your order (docs/product.md §2, §4): the order is sent with the
 * total the buyer saw, which the server checks, and one Idempotency-Key per attempt so a retry
 * after a lost answer cannot place it twice. On success: toast (0.8 s), badge 0, /order/{id}.
 */
export function CheckoutView({ draft }: { draft: OrderDraft & { billing: Billing } }) {
  const router = useRouter();
  const goToSessionPage = useSessionNavigation();
  const setCartCount = useSetCartCount();
  const { online, error, attempt, navigating, setNavigating } = useSubmitState();
  const [pending, setPending] = usePending();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const outOfStock = draft.products.filter((line) => !line.stock);

  const place = () =>
    attempt(async () => {
      setPending(true);
      try {
        const { order } = await placeOrder(
          { ...draft.billing, purchased_items: draft.products.map((line) => ({ id: line.id, charged_quantity: line.quantity })), price: draft.grandTotal },
          { idempotencyKey },
        );
        setNavigating(true);
        clearCheckoutFlag();
        clearSavedDraft("billing");
        setCartCount(0);
        toast.success(toastsMessages.orderCreated, { duration: 800 });
        router.push(`/order/${order.id}`);
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) {
          goToSessionPage("/login?next=checkout");
          return;
        }
        // Prices or stock changed since the review: show the order as it is now, with the reason.
        if (failure instanceof ApiError && (failure.status === 400 || failure.status === 409)) router.refresh();
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
          <Link href="/cart" className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
            {t.editOrder}
          </Link>
        </div>
        <OrderLinesTable lines={draft.products.map(cartDisplayLine)} caption={t.itemsHeading} />
      </section>
      <div className="flex flex-col gap-4">
        <ShippingDetails heading={t.shippingHeading} shipping={draft.billing} />
        <PriceSummary heading={t.orderPriceHeading} subtotal={draft.orderPrice} tax={draft.tax} total={draft.grandTotal} />
        {!online && <OfflineNotice />}
        {outOfStock.length > 0 && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {cartMessages.outOfStockBlock(outOfStock.map((line) => line.name).join(", "))}
          </p>
        )}
        <Button onClick={() => void place()} pending={pending || navigating} disabled={!online || outOfStock.length > 0} className="w-full py-3 text-base">
          {pending ? t.placing : t.placeOrder}
        </Button>
        <FormError message={error} />
      </div>
    </div>
  );
}
