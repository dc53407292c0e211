import { ArrowRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { HeroCarousel } from "@/components/shop/hero-carousel";
import { HeroSlide } from "@/components/shop/hero-slide";
import { ProductGrid } from "@/components/shop/product-grid";
import { ProductTabs } from "@/components/shop/product-tabs";
import { buttonStyles } from "@/components/ui/button";
import type { listFeatured } from "@/lib/catalog/featured-products";
import type { Audience } from "@/lib/shared/accounts/actor";
import { homeMessages } from "@/lib/shared/messages/home";
import { shopMessages } from "@/lib/shared/messages/shop";

/*
 * The home page, for the page of everyone with a session (app/(site)/(shop)/page.tsx, whose parts that
 * depend on the session stream in) and the visitor's whole cached page (app/(visitor)).
 */

/** The three product lists, for one audience. */
export function HomeProductTabs({ lists, audience, awaiting }: { lists: Awaited<ReturnType<typeof listFeatured>>; audience: Audience; awaiting: boolean }) {
  const grid = { audience, returnTo: "/", awaiting };
  const home = homeMessages;
  return (
    <ProductTabs
      label={home.productTabs}
      tabs={[
        { value: "new", label: home.newArrivals, content: <ProductGrid products={lists.newArrivals} {...grid} preloadFirst={2} /> },
        { value: "specials", label: home.specials, content: <ProductGrid products={lists.specials} {...grid} /> },
        { value: "top", label: home.topSellers, content: <ProductGrid products={lists.topSellers} {...grid} /> },
      ]}
    />
  );
}

/** `canonical`: the page's canonical link; `returning`: a returning buyer's section; `products`: the lists. */
export function HomeView({ canonical, returning, products }: { canonical: ReactNode; returning?: ReactNode; products: ReactNode }) {
  const home = homeMessages;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {canonical}
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{home.heading}</h1>
        <p className="mt-1 text-stone-700">{home.intro}</p>
      </div>
      {returning}
      <HeroCarousel slides={home.slides.map((slide, i) => <HeroSlide key={i} index={i} heading={slide.heading} text={slide.text} />)} />
      <section aria-labelledby="our-products" className="mt-12">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="our-products" className="text-2xl font-bold text-stone-900">
            {shopMessages.ourProducts}
          </h2>
          <Link href="/products" className={buttonStyles.secondary}>
            {home.viewAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {products}
      </section>
    </div>
  );
}
