import { Suspense } from "react";
import { catalogueControls } from "@/components/shop/catalogue-controls";
import { HomeProductTabs, HomeView } from "@/components/shop/home-page";
import { CanonicalLink } from "@/components/layout/canonical-link";
import { guardPage } from "@/lib/entry/page-guard";
import { listFeatured } from "@/lib/catalog/featured-products";
import { HomeGuideSection } from "@/components/order-guide/home-guide";
import { homeGuide } from "@/lib/orders/order-guide";
import { audienceOf, awaitingVerification } from "@/lib/shared/accounts/actor";

/** The three product lists, for the audience of whoever is looking, from the catalogue cache. */
async function HomeProducts() {
  const ctx = await guardPage("/");
  const audience = audienceOf(ctx.actor);
  return <HomeProductTabs lists={await listFeatured(ctx, 8)} audience={audience} awaiting={awaitingVerification(ctx.actor)} controls={catalogueControls(audience)} />;
}

/** A returning buyer's order guide and recent orders, first (nothing for anyone else: the usual home page). */
async function ReturningBuyer() {
  const ctx = await guardPage("/");
  const home = await homeGuide(ctx);
  return home ? <HomeGuideSection home={home} /> : null;
}

/**
 * Prerendered once: everything but the product lists is the same for everyone. A visitor's request
 * is rewritten by proxy.ts to the whole cached page (app/[locale]/(visitor)).
 */
export default function HomePage() {
  return (
    <HomeView
      canonical={<CanonicalLink path="/" />}
      returning={
        <Suspense fallback={null}>
          <ReturningBuyer />
        </Suspense>
      }
      products={
        <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
          <HomeProducts />
        </Suspense>
      }
    />
  );
}
