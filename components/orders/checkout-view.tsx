"use client";

import type { OrderDraft } from "@/lib/orders/draft";
import type { Billing } from "@/lib/shared/orders/schemas";
import { ApiError } from "@/client/api-client/api-error";
import { placeOrder } from "@/client/api-client/orders";
import { clearCheckoutFlag } from "@/lib/shared/ui/checkout-flag";
import { clearSavedDraft } from "@/client/ui/saved-drafts";
import { useSessionNavigation } from "@/client/ui/auth-navigation";
import { useTranslations } from "next-intl";
import { CheckoutReview } from "./checkout-review";

/**
 * The review of /checkout and Place your order (docs/product.md §2, §4): not while a line is out of
 * stock; a lost session goes to the login, then back here; prices or stock changed (400, 409):
 * the order as it is now, with the reason. On success: the saved billing and the checkout flag go,
 * then /order/{id}.
 */
export function CheckoutView({ draft }: { draft: OrderDraft & { billing: Billing } }) {
  const goToSessionPage = useSessionNavigation();
  const t = useTranslations("checkout");
  const tCart = useTranslations("cart");
  const outOfStock = draft.products.filter((line) => !line.stock);
  return (
    <CheckoutReview
      draft={draft}
      delivery={draft.delivery}
      messages={{ itemsHeading: t("itemsHeading"), editOrder: t("editOrder"), shippingHeading: t("shippingHeading"), orderPriceHeading: t("orderPriceHeading"), placeOrder: t("placeOrder"), placing: t("placing") }}
      cartHref="/cart"
      shipping={draft.billing}
      blocked={outOfStock.length > 0 ? tCart("outOfStockBlock", { names: outOfStock.map((line) => line.name).join(", ") }) : undefined}
      send={(idempotencyKey, deliveryDate) =>
        placeOrder(
          {
            ...draft.billing,
            purchased_items: draft.products.map((line) => ({ id: line.id, charged_quantity: line.quantity })),
            price: draft.grandTotal,
            ...(deliveryDate ? { delivery_date: deliveryDate } : {}),
          },
          { idempotencyKey },
        )
      }
      orderHref={(id) => `/order/${id}`}
      onPlaced={() => {
        clearCheckoutFlag();
        clearSavedDraft("billing");
      }}
      refreshOn={[400, 409]}
      handled={(failure) => {
        if (!(failure instanceof ApiError && failure.status === 401)) return false;
        goToSessionPage("/login?next=checkout");
        return true;
      }}
    />
  );
}
