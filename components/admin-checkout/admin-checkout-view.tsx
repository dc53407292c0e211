"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/client/ui/toast";
import type { AdminDraftBilling, AdminOrderDraft } from "@/lib/orders/admin-draft";
import { cartDisplayLine } from "@/lib/shared/orders/display-lines";
import { placeAdminOrder } from "@/client/api-client/admin-checkout";
import { ApiError } from "@/client/api-client/api-error";
import { useSetCartCount } from "@/client/ui/cart-count";
import { newIdempotencyKey } from "@/client/ui/idempotency-key";
import { clearSavedDraft } from "@/client/ui/saved-drafts";
import { useSubmitState } from "@/client/ui/use-submit-state";
import { adminCheckoutMessages } from "@/lib/shared/messages/admin-checkout";
import { toastsMessages } from "@/lib/shared/messages/toasts";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { OrderLinesTable } from "@/components/orders/order-lines-table";
import { PriceSummary } from "@/components/orders/price-summary";
import { ShippingDetails } from "@/components/orders/shipping-details";
import { usePending } from "@/client/ui/use-pending";

const t = adminCheckoutMessages;

/**
 * /checkout-admin (docs/product.md §2): the admin cart's lines, the chosen customer's shipping details and
 * the totals, then Place order for the customer. The total shown is sent for the server to check,
 * with one Idempotency-Key per visit so a retry after a lost answer cannot place it twice. On
 * success: toast (0.8 s), the cart badge updated, /admin/order/{id} (docs/product.md §4).
 */
export function AdminCheckoutView({ draft }: { draft: AdminOrderDraft & { billing: AdminDraftBilling } }) {
  const router = useRouter();
  const setCartCount = useSetCartCount();
  const { online, error, attempt, navigating, setNavigating } = useSubmitState();
  const [pending, setPending] = usePending();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const customer = draft.billing.data;

  // docs/product.md §2: the checkout opens at the top (the cart may have been scrolled far down). No value
  // returned: Chromium's scrollTo answers a Promise, which React would call as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const place = () =>
    attempt(async () => {
      setPending(true);
      try {
        const { order } = await placeAdminOrder(
          {
            customer: customer.id,
            adminCreated: true,
            orderNotes: draft.billing.orderNotes,
            price: draft.grandTotal,
            purchased_items: draft.products.map((line) => ({ id: line.id, charged_quantity: line.quantity })),
          },
          { idempotencyKey },
        );
        setNavigating(true);
        setCartCount(0);
        clearSavedDraft("admin-order");
        toast.success(toastsMessages.orderCreated, { duration: 800 });
        router.push(`/admin/order/${order.id}`);
      } catch (failure) {
        // Prices or the customer changed since the review: show the order as it is now, with the reason.
        if (failure instanceof ApiError && failure.status === 400) router.refresh();
        throw failure;
      } finally {
        setPending(false);
      }
    });

  const shipping = {
    companyName: customer.company,
    address: customer.address,
    townCity: customer.townCity,
    state: customer.state,
    zipcode: customer.zipcode,
    country: "Canada",
    email: customer.email,
    phone: customer.phone_number,
    orderNotes: draft.billing.orderNotes,
  };
  return (
    <div className="grid gap-6 narrow:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="items-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="items-heading" className="text-xl font-bold text-brand-800">{t.itemsHeading}</h2>
          <Link href="/cart-admin" className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
            {t.editOrder}
          </Link>
        </div>
        <OrderLinesTable lines={draft.products.map(cartDisplayLine)} caption={t.itemsHeading} />
      </section>
      <div className="flex flex-col gap-4">
        <ShippingDetails heading={t.shippingHeading} shipping={shipping} person={`${customer.first_name} ${customer.last_name}`.trim()} />
        <PriceSummary heading={t.orderPriceHeading} subtotal={draft.orderPrice} tax={draft.tax} total={draft.grandTotal} />
        {!online && <OfflineNotice />}
        <Button onClick={() => void place()} pending={pending || navigating} disabled={!online} className="w-full py-3 text-base">
          {pending ? t.placing : t.placeOrder}
        </Button>
        <FormError message={error} />
      </div>
    </div>
  );
}
