import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { catalogMessages } from "@/lib/shared/messages/catalog";
import { productMessages } from "@/lib/shared/messages/product";

export const metadata: Metadata = { title: productMessages.notFoundTitle };

/** A product that does not exist (or is in the trash): a 404 page with the way back to the catalogue. */
export default function ProductNotFound() {
  return <NotFoundPanel title={productMessages.notFoundTitle} text={productMessages.notFoundText} href="/products" linkText={catalogMessages.showAll} />;
}
