import Image from "next/image";
import { shopMessages } from "@/lib/messages/shop";

const maxWidth = { 214: "max-w-[214px]", 428: "max-w-[428px]" } as const;

/**
 * The product picture: 214×214 on cards, 428×428 on the product page (stored at 428), or the
 * placeholder when there is none. `preload` for the pictures at the top of a page (LCP).
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
  return (
    <Image
      src={src ?? "/placeholder-product.svg"}
      alt={src ? shopMessages.productImageAlt(name) : shopMessages.placeholderImageAlt(name)}
      width={size}
      height={size}
      unoptimized
      preload={preload}
      className={`aspect-square h-auto w-full rounded-lg bg-stone-100 object-cover ${maxWidth[size]}`}
    />
  );
}
