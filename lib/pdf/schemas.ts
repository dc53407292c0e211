import "server-only";
import type { z } from "zod";
import { productListQuerySchema } from "@/lib/shared/catalog/product-query";

/*
 * The query of GET /api/products/generate/pdf/ (docs/product.md §7): ?category={id} or ?search={text}, or
 * both, as the /products page's Download PDF link sends them. The same fields, primitives and
 * messages as the catalogue's own query, so the PDF holds exactly what the catalogue shows.
 * Client-safe.
 */
export const catalogueQuerySchema = productListQuerySchema.pick({ search: true, category: true });

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
