import { apiRoute } from "@/lib/entry/api-route";
import { assertPriceListExists, deletePriceList, getPriceList, updatePriceList } from "@/lib/pricing/price-lists-admin";
import { priceListPatchSchema } from "@/lib/shared/pricing/price-list-schemas";
import { pathIds } from "@/lib/shared/validation/primitives";

const params = pathIds("id");

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "A price list with its customers [{id, company, email}] and entries [{kind, product, item, product_name, box_quantity, list_case_price, category, category_name, category_slug, from_cases, case_price, percent_off, is_deleted}]: fixed prices, then quantity breaks, then categories.",
    params,
  },
  ({ ctx, params }) => getPriceList(ctx, params.id),
);

export const PATCH = apiRoute(
  {
    access: "admin",
    summary: "Edits a price list: any of {name, valid_from, valid_to, entries}; entries, when sent, replaces every entry. Answers the whole list.",
    params,
    authorize: ({ ctx, params }) => assertPriceListExists(ctx, params.id),
    body: priceListPatchSchema,
  },
  ({ ctx, params, body }) => updatePriceList(ctx, params.id, body),
);

export const DELETE = apiRoute(
  {
    access: "admin",
    summary: "Deletes a price list and its entries: its customers buy at list prices again. 204.",
    params,
    status: 204,
  },
  async ({ ctx, params }) => {
    await deletePriceList(ctx, params.id);
    return new Response(null, { status: 204 });
  },
);
