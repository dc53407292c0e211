import type { Metadata } from "next";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button";
import { messages } from "@/lib/messages/en";

export const metadata: Metadata = { title: messages.product.notFoundTitle };

/** A product that does not exist (or is in the trash): a 404 page with the way back to the catalogue. */
export default function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{messages.product.notFoundTitle}</h1>
      <p className="text-stone-700">{messages.product.notFoundText}</p>
      <Link href="/products" className={buttonStyles.primary}>
        {messages.catalog.showAll}
      </Link>
    </div>
  );
}
