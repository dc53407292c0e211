import { ArrowRight } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import type { ReactNode } from "react";
import { HeroCarousel } from "@/components/shop/hero-carousel";
import { HeroSlide } from "@/components/shop/hero-slide";
import type { CatalogueControls } from "@/components/shop/catalogue-controls";
import { ProductGrid } from "@/components/shop/product-grid";
import { ProductTabs } from "@/components/shop/product-tabs";
import { buttonStyles } from "@/components/ui/button";
import type { listFeatured } from "@/lib/catalog/featured-products";
import type { Audience } from "@/lib/shared/accounts/actor";
import { useTranslations } from "next-intl";

/*
 * The home page, for the page of everyone with a session (app/(site)/(shop)/page.tsx, whose parts that
 * depend on the session stream in) and the visitor's whole cached page (app/(visitor)).
 */

/** The home slides, in order (home.slides.* of the message catalogues). */
const SLIDES = ["pantry", "dairy", "drinks", "frozen", "packaging"] as const;

/** The three product lists, for one audience. */
export function HomeProductTabs({
  lists,
  audience,
  awaiting,
  controls = {},
}: {
  lists: Awaited<ReturnType<typeof listFeatured>>;
  audience: Audience;
  awaiting: boolean;
  /** The cards' add-to-cart control, from the pages that show one (none on a visitor's). */
  controls?: CatalogueControls;
}) {
  const grid = { audience, returnTo: "/", awaiting, cartControl: controls.cart };
  const t = useTranslations("home");
  return (
    <ProductTabs
      label={t("productTabs")}
      tabs={[
        { value: "new", label: t("newArrivals"), content: <ProductGrid products={lists.newArrivals} {...grid} preloadFirst={2} /> },
        { value: "specials", label: t("specials"), content: <ProductGrid products={lists.specials} {...grid} /> },
        { value: "top", label: t("topSellers"), content: <ProductGrid products={lists.topSellers} {...grid} /> },
      ]}
    />
  );
}

/** `canonical`: the page's canonical link; `returning`: a returning buyer's section; `products`: the lists. */
export function HomeView({ canonical, returning, products }: { canonical: ReactNode; returning?: ReactNode; products: ReactNode }) {
  const t = useTranslations("home");
  const tShop = useTranslations("shop");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {canonical}
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t("heading")}</h1>
        <p className="mt-1 text-stone-700">{t("intro")}</p>
      </div>
      {returning}
      <HeroCarousel slides={SLIDES.map((slide, i) => <HeroSlide key={slide} index={i} heading={t(`slides.${slide}.heading`)} text={t(`slides.${slide}.text`)} />)} />
      <section aria-labelledby="our-products" className="mt-12">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="our-products" className="text-2xl font-bold text-stone-900">
            {tShop("ourProducts")}
          </h2>
          <Link href="/products" className={buttonStyles.secondary}>
            {t("viewAll")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {products}
      </section>
    </div>
  );
}
