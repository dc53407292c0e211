import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Suspense } from "react";
import { HeroCarousel } from "@/components/shop/hero-carousel";
import { HeroSlide } from "@/components/shop/hero-slide";
import { ProductGrid } from "@/components/shop/product-grid";
import { ProductTabs } from "@/components/shop/product-tabs";
import { buttonStyles } from "@/components/ui/button";
import { CanonicalLink } from "@/components/layout/canonical-link";
import { guardPage } from "@/lib/entry/page-guard";
import { listFeatured } from "@/lib/catalog/featured-products";
import { HomeGuideSection } from "@/components/order-guide/home-guide";
import { homeGuide } from "@/lib/orders/order-guide";
import { audienceOf, awaitingVerification } from "@/lib/shared/accounts/actor";
import { homeMessages } from "@/lib/shared/messages/home";
import { shopMessages } from "@/lib/shared/messages/shop";

/** The three product lists, for the audience of whoever is looking, from the catalogue cache. */
async function HomeProducts() {
  const ctx = await guardPage("/");
  const { newArrivals, specials, topSellers } = await listFeatured(ctx, 8);
  const audience = audienceOf(ctx.actor);
  const grid = { audience, returnTo: "/", awaiting: awaitingVerification(ctx.actor) };
  const home = homeMessages;
  return (
    <ProductTabs
      label={home.productTabs}
      tabs={[
        { value: "new", label: home.newArrivals, content: <ProductGrid products={newArrivals} {...grid} preloadFirst={2} /> },
        { value: "specials", label: home.specials, content: <ProductGrid products={specials} {...grid} /> },
        { value: "top", label: home.topSellers, content: <ProductGrid products={topSellers} {...grid} /> },
      ]}
    />
  );
}

/** A returning buyer's order guide and recent orders, first (nothing for anyone else: the usual home page). */
async function ReturningBuyer() {
  const ctx = await guardPage("/");
  const home = await homeGuide(ctx);
  return home ? <HomeGuideSection home={home} /> : null;
}

/** Prerendered once: everything but the product lists is the same for everyone. */
export default function HomePage() {
  const home = homeMessages;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <CanonicalLink path="/" />
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{home.heading}</h1>
        <p className="mt-1 text-stone-700">{home.intro}</p>
      </div>
      <Suspense fallback={null}>
        <ReturningBuyer />
      </Suspense>
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
        <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
          <HomeProducts />
        </Suspense>
      </section>
    </div>
  );
}
