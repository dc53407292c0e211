import type { CategoryView } from "@/lib/catalog/categories";
import type { ProductView } from "@/lib/catalog/product-view";
import type { Page } from "@/lib/http/page-envelope";
import { endpoint, schemaRef } from "./endpoint";

/* The catalogue as the caller's audience sees it (prices only for verified customers and admins). */

const querySchemas = () => import("@/lib/shared/catalog/product-query");

/** One page (16) of products: search, category, sort and filters. */
export const productList = endpoint<Page<ProductView>>()({ method: "GET", path: "/api/products/product_list/", query: schemaRef(querySchemas, "productListQuerySchema") });

/** Every active category with its parent (the back office's list with its query: client/api-client/categories.ts). */
export const categories = endpoint<CategoryView[]>()({ method: "GET", path: "/api/categories/list/" });
