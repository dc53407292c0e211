import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { adminOrdersMessages as t } from "@/lib/shared/messages/admin-orders";

export const metadata: Metadata = { title: t.customerNotFoundTitle };

/** A customer id that does not exist (or an account that was deleted). */
export default function CustomerOrdersNotFound() {
  return <NotFoundPanel title={t.customerNotFoundTitle} text={t.customerNotFoundText} href="/admin/orders" linkText={t.backToOrders} />;
}
