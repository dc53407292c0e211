import { OfflineProductsSwitch } from "@/components/shop/offline-products-switch";
import { ProductsCatalogue, type ProductsCatalogueProps } from "@/components/shop/products-catalogue";
import { productsQuery } from "@/lib/shared/ui/products-url";

/**
 * The content of a /products page as the server renders it, for the page of everyone with a session
 * (app/(site)/(shop)/products) and the visitor's whole cached page (app/(visitor)): the catalogue,
 * answered in the browser from the saved catalogue when the address asks for another view offline.
 */
export function ProductsPageContent(props: Omit<ProductsCatalogueProps, "offline" | "notice">) {
  return (
    <OfflineProductsSwitch renderedFor={productsQuery(props.view)} audience={props.audience} awaiting={props.awaiting}>
      <ProductsCatalogue {...props} />
    </OfflineProductsSwitch>
  );
}
