"use client";

import { useEffect } from "react";
import type { AdminDraftBilling, AdminOrderDraft } from "@/lib/orders/admin-draft";
import { placeAdminOrder } from "@/client/api-client/admin-checkout";
import { clearSavedDraft } from "@/client/ui/saved-drafts";
import { useTranslations } from "next-intl";
import { CheckoutReview } from "@/components/orders/checkout-review";

/**
 * /checkout-admin (docs/product.md §2): the admin cart's lines, the chosen customer's shipping details and
 * the totals, then Place order for the customer; prices or the customer changed (400): the order as
 * it is now, with the reason. On success: the saved draft goes, then /admin/order/{id} (docs/product.md §4).
 */
export function AdminCheckoutView({ draft }: { draft: AdminOrderDraft & { billing: AdminDraftBilling } }) {
  const t = useTranslations("adminCheckout");
  const customer = draft.billing.data;

  // docs/product.md §2: the checkout opens at the top (the cart may have been scrolled far down). No value
  // returned: Chromium's scrollTo answers a Promise, which React would call as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

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
    po_number: draft.billing.po_number,
  };
  return (
    <CheckoutReview
      draft={draft}
      delivery={draft.delivery}
      staff
      messages={{ itemsHeading: t("itemsHeading"), editOrder: t("editOrder"), shippingHeading: t("shippingHeading"), orderPriceHeading: t("orderPriceHeading"), placeOrder: t("placeOrder"), placing: t("placing") }}
      cartHref="/cart-admin"
      shipping={shipping}
      person={`${customer.first_name} ${customer.last_name}`.trim()}
      send={(idempotencyKey, deliveryDate) =>
        placeAdminOrder(
          {
            customer: customer.id,
            adminCreated: true,
            orderNotes: draft.billing.orderNotes,
            po_number: draft.billing.po_number,
            price: draft.grandTotal,
            delivery_date: deliveryDate ?? null,
            purchased_items: draft.products.map((line) => ({ id: line.id, charged_quantity: line.quantity })),
          },
          { idempotencyKey },
        )
      }
      orderHref={(id) => `/admin/order/${id}`}
      onPlaced={() => clearSavedDraft("admin-order")}
      refreshOn={[400]}
    />
  );
}
