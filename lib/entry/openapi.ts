import "server-only";
import { z } from "zod";
import type { Access, ApiRouteHandler } from "./api-route";
import { PROMO_ACTIONS, TAX_CODES } from "@/lib/shared/pricing/pricing";
import { PROVINCIAL_TAX_CLASSES, PROVINCIAL_TAX_CODES, SALES_TAX_CODES } from "@/lib/shared/pricing/sales-taxes";
import { LOCALES } from "@/lib/shared/i18n/locales";
import { TAX_EXEMPTION_NUMBER_MAX } from "@/lib/shared/accounts/schemas";

/*
 * The OpenAPI 3.1 document of the REST API (docs/architecture.md: "served and kept in step with the zod
 * schemas"), built from what each route declares with apiRoute: parameters, query and body are
 * the very zod schemas the route validates with (zod 4's JSON Schema output, input side).
 */

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface DeclaredRoute {
  path: string;
  method: HttpMethod;
  handler: ApiRouteHandler;
}

/** The declared handlers of a route module (its exported GET, POST, … made by apiRoute). */
export function declaredRoutes(routes: Array<{ path: string; module: Record<string, unknown> }>): DeclaredRoute[] {
  const out: DeclaredRoute[] = [];
  for (const { path, module } of routes) {
    for (const method of HTTP_METHODS) {
      const handler = module[method];
      if (typeof handler === "function" && "spec" in handler) out.push({ path, method, handler: handler as ApiRouteHandler });
    }
  }
  return out;
}

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      // Uploaded files (z.instanceof(File)) are binary parts of a multipart body.
      if ((zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def?.type === "custom") {
        jsonSchema.type = "string";
        jsonSchema.format = "binary";
      }
    },
  }) as JsonSchema;
  void _drop;
  return rest;
}

function objectProperties(schema: z.ZodType): Array<{ name: string; schema: JsonSchema; required: boolean }> {
  const json = jsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}

const ACCESS_TEXT: Record<Access, string> = {
  anonymous: "Anyone; the caller is not identified (credentials, if any, are in the body or a reset token).",
  public: "Anyone; answers depend on the caller's audience (visitor or unverified, verified customer, admin).",
  user: "Any signed-in user.",
  verified: "Verified customers and admins.",
  customer: "Verified customers only.",
  admin: "Admins only.",
};

function errorResponses(access: Access, declared: { params: boolean; input: boolean; authorizes: boolean; idempotent: boolean }) {
  const error = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
  const responses: Record<string, unknown> = {};
  if (declared.input) responses["400"] = error("Invalid input: {\"<field>\": [\"message\"]} or {\"non_field_errors\": [...]}.");
  if (access !== "anonymous") responses["401"] = error("Invalid token (or, below, no credentials): {\"detail\": \"…\"}.");
  if (access === "verified" || access === "customer" || access === "admin") responses["403"] = error("The caller's role may not do this: {\"detail\": \"…\"}.");
  if (declared.params || declared.authorizes) responses["404"] = error("No such object, or not the caller's: {\"detail\": \"Not found.\"}.");
  if (declared.idempotent) responses["422"] = error("The Idempotency-Key was already used with another body.");
  return responses;
}

/*
 * A product as the API answers it (lib/catalog/product-view.ts, docs/api.md "Who may call what"):
 * every audience gets the public keys; verified customers and admins the price keys; admins alone
 * the staff keys. Kept in step with shapeProduct by test/integration/openapi.test.ts.
 */
const ADMINS_ONLY = "Admins only.";
const PRICES_ONLY = "Verified customers and admins only.";
const decimal = (description: string) => ({ type: "string", pattern: "^\\d+\\.\\d{2}$", description });
const PRODUCT_SCHEMA = {
  type: "object",
  required: ["id", "item", "name", "slug", "image", "barcode", "box_quantity", "stock", "sales_tax_code", "actions", "categories"],
  properties: {
    id: { type: "integer" },
    item: { type: "string" },
    name: { type: "string", description: "In the caller's language (English where there is no French name); admins read the English name." },
    slug: { type: "string" },
    image: { type: ["string", "null"], description: "The picture's URL path (/media/…), null without one." },
    barcode: { type: ["string", "null"] },
    box_quantity: { type: "integer", minimum: 1 },
    stock: { type: "boolean" },
    sales_tax_code: { type: "string", enum: [...TAX_CODES], description: "G: GST/HST (and QST) apply; E: zero-rated." },
    actions: { type: "string", enum: [...PROMO_ACTIONS] },
    categories: { type: "array", items: { type: "object", properties: { id: { type: "integer" } }, required: ["id"] } },
    price: decimal(PRICES_ONLY),
    special: decimal(`Discount in percent. ${PRICES_ONLY}`),
    discounted_price: decimal(`The unit price after the special. ${PRICES_ONLY}`),
    name_fr: { type: "string", description: `The French name as written ('' while there is none). ${ADMINS_ONLY}` },
    cost: decimal(ADMINS_ONLY),
    quantity: { type: "integer", description: `Units on hand. ${ADMINS_ONLY}` },
    need_to_reorder_below: { type: "integer", description: ADMINS_ONLY },
    purchase_tax_code: { type: "string", enum: [...TAX_CODES], description: ADMINS_ONLY },
    provincial_tax_class: {
      type: "string",
      enum: [...PROVINCIAL_TAX_CLASSES],
      description: `Whether PST (BC), RST (MB) and PST (SK) apply: exempt (basic food, the default) or taxable (packaging, disposables, cleaning supplies); docs/taxes.md. ${ADMINS_ONLY}`,
    },
    ordering: { type: "integer", description: ADMINS_ONLY },
    vendor: { type: ["integer", "null"], description: `The vendor's id. ${ADMINS_ONLY}` },
    is_deleted: { type: "boolean", description: `In the trash. ${ADMINS_ONLY}` },
  },
};

/** The routes whose success answer is a product, or a page of products. */
const PRODUCT_ANSWERS: Record<string, JsonSchema> = {
  "POST /api/products/product/details/": { $ref: "#/components/schemas/Product" },
  "PATCH /api/products/product/details/{id}/": {
    oneOf: [
      { $ref: "#/components/schemas/Product" },
      { type: "object", required: ["id", "permanently_deleted"], properties: { id: { type: "integer" }, permanently_deleted: { const: true } } },
    ],
  },
  "GET /api/products/product_list/": { $ref: "#/components/schemas/ProductPage" },
};

/*
 * A profile as the API answers it (lib/customers/profile.ts Profile): to the customer themselves
 * and to staff alike. Kept in step with the answer by test/integration/tax-exemptions.test.ts.
 */
const PROFILE_SCHEMA = {
  type: "object",
  description: "A profile as its owner reads it. Staff reading a customer's profile also get price_list (the StaffProfile schema).",
  required: ["id", "email", "username", "phone_number", "first_name", "last_name", "country", "address", "townCity", "state", "zipcode", "company", "language", "verified", "form", "tax_exemptions"],
  properties: {
    id: { type: "integer" },
    email: { type: "string" },
    username: { type: "string" },
    phone_number: { type: "string", description: "Digits only." },
    first_name: { type: "string" },
    last_name: { type: "string" },
    country: { type: "string" },
    address: { type: "string" },
    townCity: { type: "string" },
    state: { type: "string", description: "The province's two-letter code ('' while staff left it blank)." },
    zipcode: { type: "string" },
    company: { type: "string" },
    language: { type: ["string", "null"], enum: [...LOCALES, null], description: "The language the user chose; null: none." },
    verified: { type: "boolean" },
    form: { type: "string", enum: ["Admin", "Customer"], description: "The role." },
    tax_exemptions: {
      type: "array",
      description:
        "The provincial taxes the customer is exempt from (a PST number for goods bought for resale, a QST registration), by code; docs/taxes.md. Set by staff alone: PATCH tax_exemptions replaces the whole list ([] removes them all); a customer sending it is refused (403).",
      items: {
        type: "object",
        required: ["code", "number"],
        properties: {
          code: { type: "string", enum: [...PROVINCIAL_TAX_CODES] },
          number: { type: "string", minLength: 1, maxLength: TAX_EXEMPTION_NUMBER_MAX },
        },
      },
    },
  },
};

/** A profile as staff read it (issue 30): the customer's price list besides. */
const STAFF_PROFILE_SCHEMA: JsonSchema = {
  allOf: [
    { $ref: "#/components/schemas/Profile" },
    {
      type: "object",
      required: ["price_list"],
      properties: {
        price_list: {
          type: ["object", "null"],
          required: ["id", "name"],
          properties: { id: { type: "integer" }, name: { type: "string" } },
          description:
            "The price list the customer buys under (in force or not; null: list prices). Staff only: PATCH price_list (an id, or null) assigns it; a customer sending it is refused (403), an unknown list is a 400.",
        },
      },
    },
  ],
};

/*
 * The price lists' answers (issue 30, lib/shared/pricing/price-list-schemas.ts), staff only.
 */
const DAY = { type: ["string", "null"], format: "date", description: "YYYY-MM-DD in America/Vancouver, the day included; null: open-ended." };
const PRICE_LIST_SUMMARY: JsonSchema = {
  type: "object",
  required: ["id", "name", "valid_from", "valid_to", "in_force", "entry_count", "customer_count"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    valid_from: DAY,
    valid_to: DAY,
    in_force: { type: "boolean", description: "In force today (shop time): its customers buy at its prices." },
    entry_count: { type: "integer" },
    customer_count: { type: "integer" },
  },
};
const nullable = (type: string) => ({ type: [type, "null"] });
const PRICE_LIST_ENTRY: JsonSchema = {
  type: "object",
  required: ["kind", "product", "item", "product_name", "box_quantity", "list_case_price", "category", "category_name", "category_slug", "from_cases", "case_price", "percent_off", "is_deleted"],
  properties: {
    kind: { type: "string", enum: ["product", "break", "category"], description: "product: a fixed case price; break: a case price from from_cases cases on; category: percent_off off the list price of the category and its subcategories." },
    product: nullable("integer"),
    item: nullable("string"),
    product_name: nullable("string"),
    box_quantity: nullable("integer"),
    list_case_price: { ...decimal("The product's list price for a case (unit price × case size, before its special)."), type: ["string", "null"] },
    category: nullable("integer"),
    category_name: nullable("string"),
    category_slug: nullable("string"),
    from_cases: nullable("integer"),
    case_price: { ...decimal("CAD for a case."), type: ["string", "null"] },
    percent_off: { type: ["string", "null"], description: "A percentage, e.g. \"12.50\"." },
    is_deleted: { type: "boolean", description: "The product or category is in the trash." },
  },
};
const PRICE_LIST_DETAIL: JsonSchema = {
  type: "object",
  required: ["id", "name", "valid_from", "valid_to", "in_force", "customers", "entries"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    valid_from: DAY,
    valid_to: DAY,
    in_force: { type: "boolean" },
    customers: {
      type: "array",
      items: { type: "object", required: ["id", "company", "email"], properties: { id: { type: "integer" }, company: { type: "string" }, email: { type: "string" } } },
    },
    entries: { type: "array", items: { $ref: "#/components/schemas/PriceListEntry" }, description: "Fixed prices by item code, then quantity breaks, then categories by slug." },
  },
};
const PRICE_LIST_IMPORT: JsonSchema = {
  type: "object",
  required: ["dry_run", "applied", "created", "updated", "unchanged", "refused"],
  properties: {
    dry_run: { type: "boolean" },
    applied: { type: "boolean", description: "Whether the entries were written: never on a dry run, never when a row is refused (then the answer is a 400 with this body and a detail)." },
    created: { type: "integer", description: "New entries (written when applied)." },
    updated: { type: "integer", description: "Entries whose price changes." },
    unchanged: { type: "integer" },
    refused: {
      type: "array",
      items: {
        type: "object",
        required: ["row", "column", "reason"],
        properties: {
          row: { type: "integer", description: "The row of the file, the header being row 1." },
          column: { type: ["string", "null"], enum: ["item", "category", "from_cases", "case_price", "percent_off", null] },
          reason: { type: "string" },
        },
      },
    },
    detail: { type: "string" },
  },
};
const PRICE_LIST_ANSWERS: Record<string, JsonSchema> = {
  "GET /api/price-lists/": { type: "array", items: { $ref: "#/components/schemas/PriceListSummary" } },
  "POST /api/price-lists/": { $ref: "#/components/schemas/PriceList" },
  "GET /api/price-lists/{id}/": { $ref: "#/components/schemas/PriceList" },
  "PATCH /api/price-lists/{id}/": { $ref: "#/components/schemas/PriceList" },
  "POST /api/price-lists/{id}/import/": { $ref: "#/components/schemas/PriceListImport" },
};
/*
 * The delivery zones' answers (issue 31, lib/shared/orders/delivery-zone-schemas.ts), staff only.
 */
const DELIVERY_ZONE: JsonSchema = {
  type: "object",
  required: ["id", "name", "postal_prefixes", "weekdays", "cutoff_time", "cutoff_days_before", "minimum_order", "fee_under_minimum", "closed_dates", "order_count"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    postal_prefixes: { type: "array", items: { type: "string" }, description: "Postal-code areas: an FSA (\"V6B\") or a prefix with a star (\"V5*\"), upper case." },
    weekdays: { type: "array", items: { type: "integer", minimum: 1, maximum: 7 }, description: "ISO weekdays served, Monday 1 … Sunday 7, ascending." },
    cutoff_time: { type: "string", description: "HH:MM, 24-hour, America/Vancouver." },
    cutoff_days_before: { type: "integer", minimum: 0, maximum: 14 },
    minimum_order: decimal("The minimum order value (CAD)."),
    fee_under_minimum: { ...decimal("Charged under the minimum instead of a refusal; null: an order under the minimum is refused."), type: ["string", "null"] },
    closed_dates: { type: "array", items: { type: "string", format: "date" }, description: "Dates the zone does not deliver on, ascending." },
    order_count: { type: "integer", description: "Orders of the zone with a delivery date today or later (shop day)." },
  },
};
const DELIVERY_ZONE_ANSWERS: Record<string, JsonSchema> = {
  "GET /api/delivery-zones/": { type: "array", items: { $ref: "#/components/schemas/DeliveryZone" } },
  "POST /api/delivery-zones/": { $ref: "#/components/schemas/DeliveryZone" },
  "GET /api/delivery-zones/{id}/": { $ref: "#/components/schemas/DeliveryZone" },
  "PATCH /api/delivery-zones/{id}/": { $ref: "#/components/schemas/DeliveryZone" },
};
/** Answers that are files, by their content type. */
const FILE_ANSWERS: Record<string, string> = { "GET /api/price-lists/{id}/export/": "text/csv" };

/** The routes whose success answer is a profile. */
const PROFILE_ANSWERS: Record<string, JsonSchema> = Object.fromEntries(
  ["GET /api/users/profile/{id}/", "PATCH /api/users/profile/{id}/", "PATCH /api/users/registration_profile/{id}/", "PATCH /api/users/profile_verification/{id}/"].map((key) => [
    key,
    { $ref: "#/components/schemas/Profile" },
  ]),
);

/** A tax by name (docs/taxes.md): in order, cart and draft answers, beside their `tax` total. */
const TAX_LINE_SCHEMA: JsonSchema = {
  type: "object",
  required: ["code", "name", "province", "rate", "base", "amount", "exemption"],
  properties: {
    code: { type: "string", enum: [...SALES_TAX_CODES] },
    name: { type: "string", description: "As invoices name it, in the caller's language: \"GST 5 %\", \"HST (ON) 13 %\", \"QST 9.975 %\", \"PST (BC) 7 %\" (« TPS 5 % »)." },
    province: { type: ["string", "null"], description: "The province an HST, PST or RST is named for; null for the GST and QST." },
    rate: { type: "string", description: "A percentage as a decimal string: \"5.000\", \"9.975\"." },
    base: { type: "string", description: "The amount taxed (CAD, 2 decimals): the G lines for the GST, HST and QST; the provincially taxable lines for a PST or RST." },
    amount: { type: "string", description: "base × rate, rounded half up once per order (CAD, 2 decimals); 0.00 when the customer is exempt." },
    exemption: { type: ["string", "null"], description: "The customer's exemption number the tax was waived under; null when it is charged." },
  },
};

/** Something that carries `tax` (the total of all taxes, the field docs/api.md's clients read) and `taxes` by name. */
const TAXED: JsonSchema = {
  type: "object",
  additionalProperties: true,
  required: ["tax", "taxes"],
  properties: {
    tax: { type: "string", description: "The total of all taxes (CAD, 2 decimals)." },
    taxes: { type: "array", items: { $ref: "#/components/schemas/TaxLine" }, description: "Each tax of the province of delivery, in order (GST or HST first); docs/taxes.md." },
  },
};
const wrapped = (key: string): JsonSchema => ({ type: "object", additionalProperties: true, required: [key], properties: { [key]: { $ref: "#/components/schemas/Taxed" } } });
const ORDER_PAGE: JsonSchema = { type: "object", additionalProperties: true, properties: { results: { type: "array", items: { $ref: "#/components/schemas/Taxed" } } } };

/** The routes whose answer is an order, a cart or a draft (the parts of them the taxes add to). */
const TAXED_ANSWERS: Record<string, JsonSchema> = {
  ...Object.fromEntries(
    [
      "GET /api/orders/order/details/{id}/",
      "PATCH /api/orders/order/details/{id}/",
      "PATCH /api/orders/add_product_to_order/{orderId}/",
      "PATCH /api/orders/purchased_item/{itemId}/",
      "DELETE /api/orders/purchased_item/{itemId}/",
      "PATCH /api/orders/confirm_order/{id}/",
      "PATCH /api/orders/order_status/{id}/",
      "GET /api/cart/",
      "DELETE /api/cart/",
      "PATCH /api/cart/items/{productId}/",
      "DELETE /api/cart/items/{productId}/",
      "POST /api/cart/quick_order/preview/",
      "GET /api/orders/draft/",
      "PUT /api/orders/draft/",
      "GET /api/orders/admin_draft/",
      "PUT /api/orders/admin_draft/",
    ].map((key) => [key, { $ref: "#/components/schemas/Taxed" }]),
  ),
  "POST /api/orders/order/details/": wrapped("order"),
  "POST /api/orders/admin_order/details/": wrapped("order"),
  "POST /api/cart/items/": wrapped("cart"),
  "GET /api/orders/my_orders/": ORDER_PAGE,
  "GET /api/orders/order_list/": ORDER_PAGE,
};

/** Routes open to any signed-in user whose body has fields only staff may send: a customer sending one is a 403. */
const STAFF_ONLY_FIELDS: Record<string, string> = {
  "PATCH /api/users/profile/{id}/": "tax_exemptions, price_list",
  "PATCH /api/users/registration_profile/{id}/": "tax_exemptions, price_list",
};

function success(schema: JsonSchema | undefined) {
  return schema ? { description: "Success (JSON).", content: { "application/json": { schema } } } : { description: "Success (JSON)." };
}

export function openApiDocument(routes: DeclaredRoute[], info: { version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, method, handler } of routes) {
    const spec = handler.spec;
    const parameters: unknown[] = [{ $ref: "#/components/parameters/AcceptLanguage" }, { $ref: "#/components/parameters/PageLanguage" }];
    if (spec.params) for (const p of objectProperties(spec.params)) parameters.push({ name: p.name, in: "path", required: true, schema: p.schema });
    if (spec.query) {
      // A query field's .describe() text is the parameter's description (e.g. the PDF's ?customer=).
      for (const q of objectProperties(spec.query)) {
        parameters.push({ name: q.name, in: "query", required: q.required, schema: q.schema, ...(typeof q.schema.description === "string" ? { description: q.schema.description } : {}) });
      }
    }
    if (spec.idempotent) {
      parameters.push({ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", minLength: 1, maxLength: 255 }, description: "A retry with the same key and body within 24 hours answers the first result." });
    }
    const operation: Record<string, unknown> = {
      summary: spec.summary,
      tags: [path.split("/")[2]],
      description: `Access: ${ACCESS_TEXT[spec.access]}`,
      "x-access": spec.access,
      parameters,
      responses: {
        [String(spec.status ?? 200)]: FILE_ANSWERS[`${method} ${path}`]
          ? { description: "Success (a file).", content: { [FILE_ANSWERS[`${method} ${path}`]]: { schema: { type: "string", format: "binary" } } } }
          : success(PRODUCT_ANSWERS[`${method} ${path}`] ?? PROFILE_ANSWERS[`${method} ${path}`] ?? TAXED_ANSWERS[`${method} ${path}`] ?? PRICE_LIST_ANSWERS[`${method} ${path}`] ?? DELIVERY_ZONE_ANSWERS[`${method} ${path}`]),
        ...errorResponses(spec.access, {
          params: Boolean(spec.params),
          input: Boolean(spec.query || spec.body),
          authorizes: spec.authorizes,
          idempotent: Boolean(spec.idempotent),
        }),
      },
    };
    const staffOnly = STAFF_ONLY_FIELDS[`${method} ${path}`];
    if (staffOnly) {
      (operation.responses as Record<string, unknown>)["403"] = {
        description: `A field only staff may send (${staffOnly}) from anyone else: {"detail": "…"}.`,
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }
    if (spec.access !== "anonymous") operation.security = [{ tokenAuth: [] }, { sessionCookie: [] }, ...(spec.access === "public" ? [{}] : [])];
    if (spec.body) {
      const schema = jsonSchema(spec.body);
      const content: Record<string, unknown> = { "application/json": { schema } };
      if (spec.bodyType === "multipart") content["multipart/form-data"] = { schema };
      operation.requestBody = { required: true, content };
    }
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  }
  paths["/api/auth/{nextauth}"] = {
    description:
      "next-auth's own endpoints for the web session cookie (csrf, callback/credentials, signout, session), used by the shop's pages. API clients use the token of /api/rest-auth/login/ instead.",
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Wholesale shop REST API",
      version: info.version,
      description:
        "DRF-compatible REST API of the shop (paths keep their trailing slash; both /x/ and /x answer). Lists paginate as {count, next, previous, results}, 16 a page. Errors: {\"detail\": …} for 401/403/404, {\"<field>\": [...]} for validation, {\"error\": …} for the password-reset calls.",
    },
    servers: [{ url: info.serverUrl }],
    components: {
      parameters: {
        AcceptLanguage: {
          name: "Accept-Language",
          in: "header",
          required: false,
          schema: { type: "string", examples: ["fr-CA", "fr;q=0.9, en;q=0.8"] },
          description:
            "The caller's language, en-CA (the default) or fr-CA, matched as browsers send it (fr, fr-FR… read fr-CA); a signed-in user's stored choice comes first (docs/i18n.md). Product and category names follow it, in English where there is no French name.",
        },
        PageLanguage: {
          name: "X-Page-Language",
          in: "header",
          required: false,
          schema: { type: "string", enum: ["en-CA", "fr-CA"] },
          description:
            "The language of the shop's page that asks (sent by the shop's own pages and service worker): when it is en-CA or fr-CA it comes before the user's stored choice, so that a page reads names in its own language (docs/i18n.md).",
        },
      },
      securitySchemes: {
        tokenAuth: { type: "apiKey", in: "header", name: "Authorization", description: "`Token <key>`, the key from POST /api/rest-auth/login/." },
        sessionCookie: { type: "apiKey", in: "cookie", name: "next-auth.session-token", description: "The web session; writes must be same-origin." },
      },
      schemas: {
        Error: { type: "object", additionalProperties: true, description: "{\"detail\": \"…\"}, {\"error\": \"…\"} or {\"<field>\": [\"…\"]}" },
        Product: PRODUCT_SCHEMA,
        Profile: PROFILE_SCHEMA,
        StaffProfile: STAFF_PROFILE_SCHEMA,
        PriceListSummary: PRICE_LIST_SUMMARY,
        PriceListEntry: PRICE_LIST_ENTRY,
        PriceList: PRICE_LIST_DETAIL,
        PriceListImport: PRICE_LIST_IMPORT,
        DeliveryZone: DELIVERY_ZONE,
        TaxLine: TAX_LINE_SCHEMA,
        Taxed: TAXED,
        ProductPage: {
          type: "object",
          required: ["count", "next", "previous", "results"],
          properties: {
            count: { type: "integer" },
            next: { type: ["string", "null"] },
            previous: { type: ["string", "null"] },
            results: { type: "array", items: { $ref: "#/components/schemas/Product" } },
          },
        },
      },
    },
    paths,
  };
}
