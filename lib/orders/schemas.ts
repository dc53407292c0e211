import { z } from "zod";
import { emailSchema, phoneSchema, postalCodeSchema } from "@/lib/validation/canadian";

/*
 * Order inputs (SPEC.md §3, §5), shared by the cart/checkout screens and the REST handlers.
 * Billing: country fixed to Canada; a Canadian postal code (DESIGN.md); phone digits only.
 * Client-safe.
 */

const required = (max = 200) => z.string({ message: "This field is required." }).trim().min(1, "This field is required.").max(max, `At most ${max} characters.`);
const optional = (max = 1000) => z.string().trim().max(max, `At most ${max} characters.`).default("");

export const billingSchema = z.object({
  companyName: optional(200),
  country: z.literal("Canada", { message: "Orders ship within Canada." }).default("Canada"),
  address: required(),
  townCity: required(100),
  state: required(100),
  zipcode: postalCodeSchema,
  email: emailSchema,
  phone: phoneSchema,
  orderNotes: optional(1000),
});
export type Billing = z.output<typeof billingSchema>;

const lineSchema = z.object({
  id: z.number({ message: "A valid integer is required." }).int().positive(),
  quantity: z.number({ message: "A valid integer is required." }).int("A valid integer is required.").positive("Ensure this value is greater than 0.").max(999_999),
});

/** Money as the client sends it: a number or a string with at most 2 decimals. */
const moneySchema = z
  .union([z.number(), z.string()], { message: "A valid number is required." })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), "A valid number with at most 2 decimal places is required.");

/** POST /api/orders/order/details/: the new customer-order payload. */
export const newOrderSchema = billingSchema.extend({
  purchased_items: z.array(lineSchema, { message: "This field is required." }).min(1, "An order needs at least one item.").max(200, "At most 200 lines per order."),
  price: moneySchema,
});
export type NewOrder = z.output<typeof newOrderSchema>;

/** PATCH /api/orders/purchased_item/{id}/. */
export const orderItemQuantitySchema = z.object({
  quantity: z.number({ message: "A valid integer is required." }).int("A valid integer is required.").positive("Ensure this value is greater than 0.").max(999_999),
});

/** PATCH /api/orders/add_product_to_order/{id}/. */
export const addToOrderSchema = z.object({
  price: moneySchema.optional(),
  purchased_items: z.array(lineSchema, { message: "This field is required." }).min(1, "Add at least one product.").max(200),
});
