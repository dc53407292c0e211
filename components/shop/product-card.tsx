import { Link } from "@/client/i18n/navigation";
import type { ProductView } from "@/lib/catalog/product-view";
import { useTranslations } from "next-intl";
import { mayAddToCart, type Audience } from "@/lib/shared/accounts/actor";
import type { CatalogueControls } from "./catalogue-controls";
import { EditProductLink } from "./edit-product-link";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { PromoBadge } from "./promo-badge";

/** What a card shows: the catalogue's products and the offline catalogue's (lib/shared/catalog/offline-catalogue.ts). */
export type CardProduct = Pick<ProductView, "id" | "name" | "slug" | "image" | "box_quantity" | "stock" | "actions" | "price" | "discounted_price" | "list_price" | "case_price">;

/** A product in a grid: the whole card opens the product page (the name is the link). */
export function ProductCard({
  product,
  audience,
  returnTo,
  awaiting = false,
  preload = false,
  cartControl,
}: {
  product: CardProduct;
  audience: Audience;
  returnTo: string;
  awaiting?: boolean;
  preload?: boolean;
  /** The add-to-cart control, from the pages that show one (components/shop/catalogue-controls.tsx). */
  cartControl?: CatalogueControls["cart"];
}) {
  const t = useTranslations("shop");
  const priced = product.price !== undefined;
  return (
    <article className="product-card">
      <div className="relative flex justify-center">
        <ProductImage src={product.image} name={product.name} preload={preload} />
        {product.actions === "10-1" && <PromoBadge className="absolute left-0 top-0" />}
      </div>
      <h3 className="product-card-title">
        <Link
          href={`/products/${product.slug}`}
          prefetch={false}
          className="product-card-link"
        >
          {product.name}
        </Link>
      </h3>
      {/* With a price the case size is in it ("/ case of 48"). */}
      {!priced && <p className="text-sm text-stone-600">{t("caseOf", { n: product.box_quantity })}</p>}
      <ProductPrice product={product} returnTo={returnTo} awaiting={awaiting} />
      {!product.stock && <p className="text-sm font-semibold text-sale-600">{t("outOfStock")}</p>}
      {cartControl && mayAddToCart(audience, product) && cartControl(product, "mt-auto pt-1")}
      {audience === "admin" && <EditProductLink product={product} />}
    </article>
  );
}
