import { PageAddressLinks } from "@/components/layout/canonical-link";
import { HomeProductTabs, HomeView } from "@/components/shop/home-page";
import { listFeatured } from "@/lib/catalog/featured-products";
import { BUILD_PLACEHOLDER, originOfSegment } from "@/lib/entry/visitor-pages";
import { visitorContext } from "@/lib/entry/visitor-context";

/** The visitor's home page, whole and cached (lib/entry/visitor-pages.ts): proxy.ts rewrites `/` here. */
export function generateStaticParams() {
  return [{ origin: BUILD_PLACEHOLDER }];
}

export default async function VisitorHomePage({ params }: { params: Promise<{ origin: string }> }) {
  const origin = originOfSegment((await params).origin);
  if (origin === null) return null;
  const lists = await listFeatured(await visitorContext(), 8);
  return (
    <HomeView
      canonical={<PageAddressLinks origin={origin} path="/" />}
      products={<HomeProductTabs lists={lists} audience="visitor" awaiting={false} />}
    />
  );
}
