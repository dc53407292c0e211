import { ProductGrid } from "@/components/shop/product-grid";
import { listNewArrivals } from "@/lib/catalog/featured-products";
import { guardPage } from "@/lib/accounts/page-guard";
import { companyContact } from "@/lib/system/company";
import { messages } from "@/lib/messages/en";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const ctx = await guardPage("public");
  const products = await listNewArrivals(ctx, 8);
  const { name } = companyContact();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <section className="mb-10 rounded-2xl bg-brand-700 px-6 py-10 text-white">
        <h1 className="text-3xl font-bold">{name}</h1>
        <p className="mt-2 max-w-2xl text-brand-100">
          Wholesale groceries, baking supplies, beverages and packaging by the case for restaurants, cafés and grocers across Canada.
        </p>
      </section>
      <section aria-labelledby="our-products">
        <h2 id="our-products" className="mb-5 text-2xl font-bold text-stone-900">
          {messages.shop.ourProducts}
        </h2>
        <ProductGrid products={products} />
      </section>
    </div>
  );
}
