import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { adminOrdersMessages as t } from "@/lib/shared/messages/admin-orders";

export const metadata: Metadata = { title: t.notFoundTitle };

/** An order id that does not exist. */
export default function OrderNotFound() {
  return <NotFoundPanel title={t.notFoundTitle} text={t.notFoundText} href="/admin/orders" linkText={t.backToOrders} />;
}
