import { Link } from "@/client/i18n/navigation";
import type { HomeGuide } from "@/lib/orders/order-guide";
import { useLocale, useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { OrderGuideView } from "./order-guide-view";

/**
 * The home page of a returning buyer (docs/product.md §2 Home): the top of their order guide, to add
 * from, and their last three orders, before the shop's own home page.
 */
export function HomeGuideSection({ home }: { home: HomeGuide }) {
  const t = useTranslations("orderGuide");
  const locale = useLocale();
  return (
    <div className="mb-10 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="home-guide" className="min-w-0">
        <h2 id="home-guide" className="mb-3 text-2xl font-bold text-stone-900">{t("homeHeading")}</h2>
        <OrderGuideView mode="home" initialGuide={{ customer: 0, results: home.lines }} total={home.total} cartHref="/cart" />
      </section>
      <section aria-labelledby="home-recent" className="min-w-0">
        <h2 id="home-recent" className="mb-3 text-2xl font-bold text-stone-900">{t("homeRecentOrders")}</h2>
        <ul className="flex flex-col gap-2">
          {home.recent.map((order) => (
            <li key={order.id}>
              <Link href={`/order/${order.id}`} className="block rounded-xl border border-stone-200 bg-white p-3 text-sm hover:border-brand-600">
                {t("homeOrderLine", { id: order.id, date: formatDateTime(order.created_at, locale), total: formatCad(toCents(order.price), locale) })}
              </Link>
            </li>
          ))}
        </ul>
        <Link href="/my-orders" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800">{t("homeAllOrders")}</Link>
      </section>
    </div>
  );
}
