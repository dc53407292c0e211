import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { messages } from "@/lib/messages/en";

export const metadata: Metadata = { title: messages.orders.notFoundTitle };

/** An order that does not exist or belongs to someone else: the same 404 either way. */
export default function OrderNotFound() {
  return <NotFoundPanel title={messages.orders.notFoundTitle} href="/my-orders" linkText={messages.orders.breadcrumbOrders} />;
}
