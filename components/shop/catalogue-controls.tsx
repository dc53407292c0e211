import type { ReactNode } from "react";
import type { Audience } from "@/lib/shared/accounts/actor";
import { AddToCartButton } from "./add-to-cart";
import { PdfDownloadLink } from "./pdf-download-link";
import type { CardProduct } from "./product-card";

/**
 * What a catalogue shows only to some: the add-to-cart control of a card (whoever may order) and
 * the PDF catalogue's link (staff). The pages of people with a session hand them to the catalogue
 * (`catalogueControls`); a visitor's pages never import this module, so their JavaScript carries
 * none of the cart's code (the /products bar, docs/architecture.md).
 */
export interface CatalogueControls {
  /** The add-to-cart control of a card, with the card's class for its place. */
  cart?: (product: CardProduct, className: string) => ReactNode;
  /** The PDF catalogue's link for the view's address. */
  pdf?: (href: string, label: string) => ReactNode;
}

export function catalogueControls(audience: Audience): CatalogueControls {
  return {
    cart: (product, className) => <AddToCartButton product={product} audience={audience} className={className} />,
    pdf: audience === "admin" ? (href, label) => <PdfDownloadLink href={href}>{label}</PdfDownloadLink> : undefined,
  };
}
