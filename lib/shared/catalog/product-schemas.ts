import { z } from "zod";
import { productErrorMessages as messages } from "@/lib/shared/messages/errors-products";
import { parseId } from "@/lib/shared/validation/ids";
import { money, percent, promoAction, taxCode, text } from "@/lib/shared/validation/primitives";
import { validationMessages } from "@/lib/shared/messages/validation";
import { PROVINCIAL_TAX_CLASSES } from "@/lib/shared/pricing/sales-taxes";

/*
 * The back office's product input (docs/product.md §3, §5 and §7's multipart field list), one schema for
 * the form (react-hook-form) and for POST and PATCH /api/products/product/details/. Multipart
 * sends every value as text, the JSON calls send numbers and booleans: each field takes both.
 * Client-safe.
 */

const MAX_COUNT = 1_000_000;

/** A whole number typed in a field, or sent as a number, from `min` to MAX_COUNT. */
function wholeNumber(min: number) {
  const message = min === 0 ? messages.wholeNumber : messages.wholeNumberAtLeast(min);
  return z
    .union([z.number(), z.string()], { message })
    .transform((v) => String(v).trim())
    .refine((v) => /^-?\d{1,7}$/.test(v), message)
    .transform(Number)
    .refine((v) => v >= min && v <= MAX_COUNT, message);
}

/** "true"/"false" from a form, or a boolean from JSON. */
export function yesNo() {
  return z
    .union([z.boolean(), z.enum(["true", "false"])], { message: messages.yesOrNo })
    .transform((v) => v === true || v === "true");
}

/** `cat`: the main category id, then optionally one subcategory id, comma-joined ("3,17"). */
function categoryIds() {
  return z
    .union([z.string(), z.array(z.union([z.number(), z.string()]))], { message: messages.categoryIds })
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v.map(String) : v.split(",")).map((p) => p.trim()).filter(Boolean);
      const ids = parts.map(parseId);
      if (parts.length === 0) {
        ctx.addIssue({ code: "custom", message: messages.mainCategory });
        return z.NEVER;
      }
      if (parts.length > 2 || ids.some((id) => id === null) || ids[0] === ids[1]) {
        ctx.addIssue({ code: "custom", message: messages.categoryIds });
        return z.NEVER;
      }
      return { main: ids[0]!, sub: ids[1] ?? null };
    });
}

/** A vendor id, or blank / "null" for none. */
function vendorId() {
  return z
    .union([z.number(), z.string(), z.null()], { message: messages.unknownVendor })
    .transform((v, ctx) => {
      if (v === null || v === "" || v === "null") return null;
      const id = parseId(String(v).trim());
      if (id === null) {
        ctx.addIssue({ code: "custom", message: messages.unknownVendor });
        return z.NEVER;
      }
      return id;
    });
}

/** An uploaded image as the browser or the route sees it; its content is checked on the server. */
function imageFile() {
  return z
    .custom<File>((v) => typeof File !== "undefined" && v instanceof File, messages.imageNotAFile)
    .transform((file) => (file.size === 0 ? undefined : file));
}

const optionalText = (max: number) => text({ max });

/** Whether the product is in the provincial sales taxes' base (docs/taxes.md): "exempt" (basic food) or "taxable". */
export function provincialTaxClass() {
  return z.enum(PROVINCIAL_TAX_CLASSES, { message: validationMessages.choice(PROVINCIAL_TAX_CLASSES) });
}

/** Every field of the product form, as the edit sends it (no defaults: a PATCH changes what it sends). */
const fields = {
  item: text({ max: 40, required: true }),
  name: text({ max: 200, required: true }),
  // The French name (docs/i18n.md); blank until staff write one, and French pages show the English.
  name_fr: text({ max: 200 }),
  price: money(),
  cost: money(),
  special: percent(),
  barcode: optionalText(40).transform((v) => v || null),
  box_quantity: wholeNumber(1),
  stock: yesNo(),
  quantity: wholeNumber(-MAX_COUNT),
  sales_tax_code: taxCode(),
  purchase_tax_code: taxCode(),
  // PST (BC), RST (MB) and PST (SK) apply only to "taxable" products (packaging, supplies).
  provincial_tax_class: provincialTaxClass(),
  need_to_reorder_below: wholeNumber(0),
  ordering: wholeNumber(0),
  actions: promoAction(),
  vendor: vendorId(),
  cat: categoryIds(),
  // Blank means "derive it from the name" (docs/product.md §5).
  slug: optionalText(200).refine((v) => !v || /^[a-z0-9_]+$/.test(v), messages.slugFormat),
  image: imageFile(),
};

/**
 * POST /api/products/product/details/ (multipart) and the add form: item, name, price, box
 * quantity, tax codes, promotion and the main category are required; the rest have defaults
 * (the provincial tax class: "exempt", as the column's default).
 */
export const productCreateSchema = z.object({
  ...fields,
  cost: fields.cost.optional().default("0"),
  special: fields.special.optional().default("0"),
  name_fr: fields.name_fr.optional().default(""),
  barcode: fields.barcode.optional().transform((v) => v ?? null),
  stock: fields.stock.optional().default(true),
  quantity: fields.quantity.optional().default(0),
  need_to_reorder_below: fields.need_to_reorder_below.optional().default(0),
  ordering: fields.ordering.optional().default(0),
  vendor: fields.vendor.optional().default(null),
  provincial_tax_class: fields.provincial_tax_class.optional().default("exempt"),
  slug: fields.slug.optional(),
  image: fields.image.optional(),
});

export type ProductFields = z.output<typeof productCreateSchema>;
export type ProductFieldsInput = z.input<typeof productCreateSchema>;

/**
 * PATCH /api/products/product/details/{id}/: the multipart edit (any of the fields), or the JSON
 * state changes {is_deleted} (trash), {stock, is_deleted} (restore) and {permanently_deleted}.
 */
export const productPatchSchema = z
  .object(fields)
  .partial()
  .extend({
    is_deleted: yesNo().optional(),
    permanently_deleted: yesNo().optional(),
  });

export type ProductPatch = z.output<typeof productPatchSchema>;
