import { z } from "zod";
import type { Audience } from "@/lib/accounts/actor";

/*
 * The query of GET /api/products/product_list/ and of the /products page (SPEC.md §7), one schema
 * for both. Client-safe.
 */

export const PRODUCT_SORTS = ["ordering", "name", "-name", "price", "-price"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const flag = (name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "" || v === "false") return false;
      if (v === "true" || v === name) return true;
      ctx.addIssue({ code: "custom", message: `Must be "true", "false" or "${name}".` });
      return z.NEVER;
    });

export const productListQuerySchema = z.object({
  is_deleted: z
    .enum(["true", "false"], { message: 'Must be "true" or "false".' })
    .optional()
    .transform((v) => v === "true"),
  search: z
    .string()
    .max(100, "Search text can be at most 100 characters.")
    .optional()
    .transform((v) => v?.trim().toLowerCase() || undefined),
  category: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      if (!/^\d{1,9}$/.test(v) || Number(v) < 1) {
        ctx.addIssue({ code: "custom", message: "Select a valid choice. That choice is not one of the available choices." });
        return z.NEVER;
      }
      return Number(v);
    }),
  sort: z.enum(PRODUCT_SORTS, { message: `Select a valid choice: ${PRODUCT_SORTS.join(", ")}.` }).optional(),
  no_image: flag("no_image"),
  need_to_reorder: flag("need_to_reorder"),
  new_arrivals: flag("new_arrivals"),
  special: flag("special"),
  top_selling: flag("top_selling"),
  page: z.string().optional(),
});

export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** Sorts each audience may choose (SPEC.md §2 Products screen). */
export function sortsFor(audience: Audience): ProductSort[] {
  if (audience === "admin") return [...PRODUCT_SORTS];
  if (audience === "customer") return ["name", "-name", "price", "-price"];
  return ["name", "-name"];
}
