import { z } from "zod";
import { adminCategoriesMessages as messages } from "@/lib/shared/messages/admin-categories";
import { catalogErrorMessages } from "@/lib/shared/messages/errors-catalog";
import { parseId } from "@/lib/shared/validation/ids";
import { isStorableText, text } from "@/lib/shared/validation/primitives";
import { isDeletedQuery } from "./product-query";

/*
 * The category input (docs/product.md §3 Category, §5 slug, §7 categories): one schema for the add/edit
 * form (react-hook-form) and for POST and PATCH /api/categories/category/details/, and the query of
 * GET /api/categories/list/. Client-safe.
 */

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_SLUG_MAX = 120;
const SEARCH_MAX = 100;

/**
 * parent_category: an id (a number, or its digits as the form's select sends them), or null / ""
 * for the top level. The object the API answers ({id, name}) is taken back too, so a client can
 * send a category as it received it.
 */
function parentCategory() {
  return z
    .union([z.number(), z.string(), z.null(), z.object({ id: z.unknown() }).loose()], { message: messages.parentChoice })
    .transform((v, ctx) => {
      const raw = v !== null && typeof v === "object" ? v.id : v;
      if (raw === null || raw === "" || raw === "null") return null;
      const id = typeof raw === "number" || typeof raw === "string" ? parseId(String(raw).trim()) : null;
      if (id === null) {
        ctx.addIssue({ code: "custom", message: messages.parentChoice });
        return z.NEVER;
      }
      return id;
    });
}

const fields = {
  name: text({ max: CATEGORY_NAME_MAX, required: true }),
  // The French name (docs/i18n.md); blank until staff write one, and French pages show the English.
  name_fr: text({ max: CATEGORY_NAME_MAX }),
  // Blank means "derive it from the name" (docs/product.md §5), made unique with _2, _3…
  slug: text({ max: CATEGORY_SLUG_MAX }).superRefine((v, ctx) => {
    if (v && isStorableText(v) && !/^[a-z0-9_]+$/.test(v)) ctx.addIssue({ code: "custom", message: messages.slugFormat });
  }),
  parent_category: parentCategory(),
};

/** POST /api/categories/category/details/ and the form: a name; French name, slug and parent optional. */
export const categorySchema = z.object({
  name: fields.name,
  name_fr: fields.name_fr.optional().default(""),
  slug: fields.slug.optional(),
  parent_category: fields.parent_category.optional().transform((v) => v ?? null),
});

export type CategoryInput = z.output<typeof categorySchema>;
export type CategoryFormInput = z.input<typeof categorySchema>;

/**
 * PATCH /api/categories/category/details/{id}/: any of name, name_fr, slug, parent_category (the edit), or
 * {is_deleted} (Move to trash, Restore); what is left out keeps its value.
 */
export const categoryPatchSchema = z
  .object(fields)
  .partial()
  .extend({ is_deleted: z.boolean({ message: messages.yesOrNo }).optional() });

export type CategoryPatch = z.output<typeof categoryPatchSchema>;

/** GET /api/categories/list/: ?is_deleted=true is the trash (admins only); ?search= part of a name. */
export const categoryListQuerySchema = z.object({
  is_deleted: isDeletedQuery(),
  search: text({ max: SEARCH_MAX, maxMessage: catalogErrorMessages.searchTooLong(SEARCH_MAX) })
    .optional()
    .transform((v) => v || undefined),
});

export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;
