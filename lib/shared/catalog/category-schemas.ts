import { z } from "zod";
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

/** The messages of the category rules (namespace adminCategories of messages/), in the reader's language. */
export interface CategoryRuleTexts {
  parentChoice: string;
  slugFormat: string;
  yesOrNo: string;
}

/**
 * The English of CategoryRuleTexts, for the static schemas: a route validates with one schema
 * object (the API client and the OpenAPI document name it), so the API answers these in English
 * until the validation messages can follow the caller's language; the form validates with
 * categoryFormSchema in the page's language. test/unit/category-schemas.test.ts keeps them equal
 * to the catalogue's English.
 */
export const CATEGORY_RULE_TEXTS_EN: CategoryRuleTexts = {
  parentChoice: "Choose a category by its id, or null for the top level.",
  slugFormat: "Use lowercase letters, digits and underscores only.",
  yesOrNo: "Must be true or false.",
};

/**
 * parent_category: an id (a number, or its digits as the form's select sends them), or null / ""
 * for the top level. The object the API answers ({id, name}) is taken back too, so a client can
 * send a category as it received it.
 */
function parentCategory(messages: CategoryRuleTexts) {
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

const fieldsIn = (messages: CategoryRuleTexts) => ({
  name: text({ max: CATEGORY_NAME_MAX, required: true }),
  // The French name (docs/i18n.md); blank until staff write one, and French pages show the English.
  name_fr: text({ max: CATEGORY_NAME_MAX }),
  // Blank means "derive it from the name" (docs/product.md §5), made unique with _2, _3…
  slug: text({ max: CATEGORY_SLUG_MAX }).superRefine((v, ctx) => {
    if (v && isStorableText(v) && !/^[a-z0-9_]+$/.test(v)) ctx.addIssue({ code: "custom", message: messages.slugFormat });
  }),
  parent_category: parentCategory(messages),
});

/** The form's schema, its messages in the page's language; categorySchema is it in English. */
export function categoryFormSchema(messages: CategoryRuleTexts) {
  const fields = fieldsIn(messages);
  return z.object({
    name: fields.name,
    name_fr: fields.name_fr.optional().default(""),
    slug: fields.slug.optional(),
    parent_category: fields.parent_category.optional().transform((v) => v ?? null),
  });
}

/** POST /api/categories/category/details/ and the form: a name; French name, slug and parent optional. */
export const categorySchema = categoryFormSchema(CATEGORY_RULE_TEXTS_EN);

export type CategoryInput = z.output<typeof categorySchema>;
export type CategoryFormInput = z.input<typeof categorySchema>;

/**
 * PATCH /api/categories/category/details/{id}/: any of name, name_fr, slug, parent_category (the edit), or
 * {is_deleted} (Move to trash, Restore); what is left out keeps its value.
 */
export const categoryPatchSchema = z
  .object(fieldsIn(CATEGORY_RULE_TEXTS_EN))
  .partial()
  .extend({ is_deleted: z.boolean({ message: CATEGORY_RULE_TEXTS_EN.yesOrNo }).optional() });

export type CategoryPatch = z.output<typeof categoryPatchSchema>;

/** GET /api/categories/list/: ?is_deleted=true is the trash (admins only); ?search= part of a name. */
export const categoryListQuerySchema = z.object({
  is_deleted: isDeletedQuery(),
  search: text({ max: SEARCH_MAX, maxMessage: catalogErrorMessages.searchTooLong(SEARCH_MAX) })
    .optional()
    .transform((v) => v || undefined),
});

export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;
