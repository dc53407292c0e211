import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { ordersMessages } from "@/lib/shared/messages/orders";

export const metadata: Metadata = { title: ordersMessages.notFoundTitle };

/** An order that does not exist or belongs to someone else: the same 404 either way. */
export default function OrderNotFound() {
  return <NotFoundPanel title={ordersMessages.notFoundTitle} href="/my-orders" linkText={ordersMessages.breadcrumbOrders} />;
}
