import { preload as preloadImage } from "react-dom";
import { useTranslations } from "next-intl";
import { largeMediaKey } from "@/lib/shared/storage/media-url";

const maxWidth = { 214: "max-w-[214px]", 428: "max-w-[428px]" } as const;

/**
 * The product picture: 214×214 on cards (the card rendition, stored at 428 for 2× screens), 428×428
 * on the product page (the large rendition, up to 1200 px), or the placeholder when there is none.
 * `preload` for the pictures at the top of a page (LCP). A plain <img>: pictures are served as
 * stored (next.config.ts images.unoptimized), and next/image would add ~5 kB gzip of client script
 * to every page with a product card.
 */
export function ProductImage({
  src,
  name,
  size = 214,
  preload = false,
}: {
  src: string | null;
  name: string;
  size?: keyof typeof maxWidth;
  preload?: boolean;
}) {
  const t = useTranslations("shop");
  const url = src ? (size === 428 ? largeMediaKey(src) : src) : "/placeholder-product.svg";
  if (preload) preloadImage(url, { as: "image", fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: no optimisation to gain from next/image
    <img
      src={url}
      alt={src ? t("productImageAlt", { name }) : t("placeholderImageAlt", { name })}
      width={size}
      height={size}
      loading={preload ? undefined : "lazy"}
      fetchPriority={preload ? "high" : undefined}
      decoding="async"
      className={`aspect-square h-auto w-full rounded-lg bg-stone-100 object-cover ${maxWidth[size]}`}
    />
  );
}
