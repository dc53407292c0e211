"use client";

import type { Cart } from "@/lib/cart/cart";
import type { AdminDraftBilling } from "@/lib/orders/admin-draft";
import { CartView } from "@/components/cart/cart-view";
import { OrderForForm } from "./order-for-form";

/**
 * /cart-admin (docs/product.md §2): the customer cart's table, totals and empty state, with no stock rule
 * (staff may order any product, docs/product.md §4), and below it the customer the order is for.
 */
export function AdminCartView({ initialCart, saved, owner }: { initialCart: Cart; saved: AdminDraftBilling | null; owner: number }) {
  return <CartView initialCart={initialCart} stockRule={false} renderFooter={() => <OrderForForm saved={saved} owner={owner} />} />;
}
