import { useTranslations } from "next-intl";
import type { Audience } from "@/lib/shared/accounts/actor";
import type { CatalogueControls } from "./catalogue-controls";
import { ProductCard, type CardProduct } from "./product-card";

/**
 * Cards in a grid whose columns follow the room it has (a container query), not the window: two
 * on a phone, three beside the filters on a small laptop, four on a wide screen. The first row's
 * pictures are preloaded when the grid is at the top. `returnTo`: the page, for "Login to see price".
 */
export function ProductGrid({
  products,
  audience,
  returnTo,
  awaiting = false,
  preloadFirst = 0,
  cartControl,
}: {
  products: CardProduct[];
  audience: Audience;
  returnTo: string;
  /** The viewer is a customer awaiting verification. */
  awaiting?: boolean;
  preloadFirst?: number;
  /** The cards' add-to-cart control, from the pages that show one. */
  cartControl?: CatalogueControls["cart"];
}) {
  const t = useTranslations("shop");
  if (products.length === 0) return <p className="text-stone-600">{t("noProducts")}</p>;
  return (
    <div className="@container">
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 @xl:grid-cols-3 @4xl:grid-cols-4">
        {products.map((product, i) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} audience={audience} returnTo={returnTo} awaiting={awaiting} preload={i < preloadFirst} cartControl={cartControl} />
          </li>
        ))}
      </ul>
    </div>
  );
}
