import Image from "next/image";
import { messages } from "@/lib/messages/en";

/** The 214×214 product picture (stored at 2×), or the placeholder when there is none. */
export function ProductImage({ src, name, size = 214 }: { src: string | null; name: string; size?: number }) {
  return (
    <Image
      src={src ?? "/placeholder-product.svg"}
      alt={src ? messages.shop.productImageAlt(name) : messages.shop.placeholderImageAlt(name)}
      width={size}
      height={size}
      unoptimized
      className="aspect-square h-auto w-full max-w-[214px] rounded-lg bg-stone-100 object-cover"
    />
  );
}
