import { Link } from "@/client/i18n/navigation";
import { casePriceCents } from "@/lib/shared/pricing/pricing";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { loginHref } from "@/lib/shared/accounts/login-redirect";
import { useLocale, useTranslations } from "next-intl";
import type { ProductView } from "@/lib/catalog/product-view";

type PricedFields = Pick<ProductView, "price" | "discounted_price" | "box_quantity" | "list_price" | "case_price" | "price_breaks">;

/**
 * The price a buyer pays, per unit and per case together (a case is what Add to cart adds):
 * "$1.09 CAD / unit" over "$52.32 / case of 48", the list price struck through when discounted.
 * Without a price: for a visitor a link to log in that comes back to `returnTo`; for a customer
 * awaiting verification, when prices come.
 */
export function ProductPrice({
  product,
  large = false,
  returnTo,
  awaiting = false,
}: {
  product: PricedFields;
  large?: boolean;
  returnTo: string;
  /** A customer awaiting verification: already logged in, so no login link. */
  awaiting?: boolean;
}) {
  const t = useTranslations("shop");
  const locale = useLocale();
  if (product.price === undefined || product.discounted_price === undefined) {
    if (awaiting) return <p className="text-sm font-medium text-stone-600">{t("awaitingPrice")}</p>;
    return (
      <Link href={loginHref(returnTo)} className="relative z-10 self-start text-sm font-semibold text-brand-700 underline hover:text-brand-800">
        {t("loginToSeePrice")}
      </Link>
    );
  }
  // A customer with a price list (issue 30): their price, against the list price.
  const contract = product.list_price !== undefined;
  const list = toCents(product.list_price ?? product.price);
  const net = toCents(product.discounted_price);
  const box = product.box_quantity;
  const perCase = product.case_price !== undefined ? toCents(product.case_price) : casePriceCents(net, box);
  return (
    <div className="flex flex-col" data-testid="product-price">
      {contract && net < list && (
        <p className={`${large ? "text-sm" : "text-xs"} font-semibold uppercase tracking-wide text-brand-800`} data-testid="your-price">
          {t("yourPrice")}
        </p>
      )}
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={`${large ? "text-3xl" : "text-lg"} font-bold text-stone-900`}>{formatCad(net, locale)}</span>{" "}
        <span className={`${large ? "text-sm" : "text-xs"} font-medium text-stone-600`}>{t("unitSuffix")}</span>
        {net < list && " "}
        {net < list && (
          <del className={`${large ? "text-base" : "text-sm"} text-stone-600`}>
            <span className="sr-only">{t("was")} </span>
            {formatCad(list, locale)}
          </del>
        )}
      </p>
      {box > 1 && (
        <p className={`${large ? "text-base" : "text-sm"} font-semibold text-stone-800`} data-testid="case-price">
          {t("perCase", { price: formatCad(perCase, locale), n: box })}
        </p>
      )}
      {large && (product.price_breaks ?? []).length > 0 && (
        <ul className="mt-1 text-sm text-stone-700" data-testid="price-breaks">
          {(product.price_breaks ?? []).map((step) => (
            <li key={step.from_cases}>{t("priceBreak", { n: step.from_cases, price: formatCad(toCents(step.case_price), locale) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
