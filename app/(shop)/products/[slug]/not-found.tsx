import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { messages } from "@/lib/messages/en";

export const metadata: Metadata = { title: messages.product.notFoundTitle };

/** A product that does not exist (or is in the trash): a 404 page with the way back to the catalogue. */
export default function ProductNotFound() {
  return <NotFoundPanel title={messages.product.notFoundTitle} text={messages.product.notFoundText} href="/products" linkText={messages.catalog.showAll} />;
}
