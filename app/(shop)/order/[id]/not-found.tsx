import type { Metadata } from "next";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button";
import { messages } from "@/lib/messages/en";

export const metadata: Metadata = { title: messages.orders.notFoundTitle };

/** An order that does not exist or belongs to someone else: the same 404 either way. */
export default function OrderNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{messages.orders.notFoundTitle}</h1>
      <Link href="/my-orders" className={buttonStyles.primary}>
        {messages.orders.breadcrumbOrders}
      </Link>
    </div>
  );
}
