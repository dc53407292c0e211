import { apiRoute } from "@/lib/entry/api-route";
import { createPriceList, listPriceLists } from "@/lib/pricing/price-lists-admin";
import { priceListCreateSchema } from "@/lib/shared/pricing/price-list-schemas";

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "Every price list by name (not paginated): [{id, name, valid_from, valid_to, in_force (today, shop time), entry_count, customer_count}].",
  },
  ({ ctx }) => listPriceLists(ctx),
);

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Creates a price list: {name (1–100 characters, unique case aside), valid_from?, valid_to? (YYYY-MM-DD, shop time, both days included; null: open), entries?: [{product, case_price} | {product, from_cases, case_price} | {category, percent_off}]}; unknown or trashed products and categories are a 400 on entries.N.product / entries.N.category. Answers the whole list.",
    body: priceListCreateSchema,
    status: 201,
  },
  ({ ctx, body }) => createPriceList(ctx, body),
);
