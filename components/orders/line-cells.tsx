import { Link } from "@/client/i18n/navigation";
import type { ReactNode } from "react";
import type { DisplayLine } from "@/lib/shared/orders/display-lines";
import { useTranslations } from "next-intl";

/** A cart or order line's picture and name (a link while the product exists), with its notes. */
export function LineProduct({ line, large = false, children }: { line: DisplayLine; large?: boolean; children?: ReactNode }) {
  const t = useTranslations("shop");
  const size = large ? 56 : 48;
  return (
    <div className="flex items-center gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={line.image ?? "/placeholder-product.svg"} alt="" width={size} height={size} className={`${large ? "size-14" : "size-12"} shrink-0 rounded-md bg-stone-100 object-cover`} />
      <div className="min-w-0">
        {line.slug ? (
          <Link href={`/products/${line.slug}`} prefetch={false} className="font-semibold text-stone-900 hover:underline">{line.name}</Link>
        ) : (
          <span className="font-semibold text-stone-900">{line.name}</span>
        )}
        {children}
        {line.outOfStock && <p className="text-xs font-bold text-sale-600">{t("outOfStock")}</p>}
      </div>
    </div>
  );
}
