import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/ui/not-found-panel";
import { adminNotFoundMessages as t } from "@/lib/shared/messages/admin";

export const metadata: Metadata = { title: t.productTitle };

/** A product id that does not exist (or was deleted permanently). */
export default function ProductNotFound() {
  return <NotFoundPanel title={t.productTitle} href="/admin/products" linkText={t.backToProducts} />;
}
