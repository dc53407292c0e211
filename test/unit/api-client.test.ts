import { afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";
import * as accounts from "@/client/api-client/accounts";
import { ApiError } from "@/client/api-client/api-error";
import * as cart from "@/client/api-client/cart";
import * as catalog from "@/client/api-client/catalog";
import { endpoint, schemaRef, type CallOptions, type EndpointDefinition } from "@/client/api-client/endpoint";
import * as orders from "@/client/api-client/orders";
import * as productsAdmin from "@/client/api-client/products-admin";
import * as categoriesAdmin from "@/client/api-client/categories";
import * as ordersAdmin from "@/client/api-client/orders-admin";
import * as customers from "@/client/api-client/customers";
import * as adminCheckout from "@/client/api-client/admin-checkout";
import * as vendors from "@/client/api-client/vendors";
import * as quickOrder from "@/client/api-client/quick-order";
import * as reorder from "@/client/api-client/reorder";
import * as orderGuide from "@/client/api-client/order-guide";
import * as priceLists from "@/client/api-client/price-lists";
import * as deliveryZones from "@/client/api-client/delivery-zones";
import * as webhooks from "@/client/api-client/webhooks";
import type { Cart } from "@/lib/cart/cart";
import type { ApiRouteHandler } from "@/lib/entry/api-route";
import { readForm } from "@/lib/http/validation";
import type { OrderView } from "@/lib/orders/order-view";
import type { myOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { translator } from "@/lib/i18n/translator";
import { setApiClientTexts } from "@/client/api-client/api-client-texts";

/*
 * The browser's typed calls (lib/api-client) against the routes they call: each names a route of
 * the manifest and a method it declares with apiRoute, with the very schemas the route validates
 * with; and the transport under them encodes bodies, paths and errors as the routes expect.
 */

const CLIENT_MODULES = { accounts, cart, catalog, orders, productsAdmin, vendors, categoriesAdmin, ordersAdmin, customers, adminCheckout, quickOrder, reorder, orderGuide, priceLists, deliveryZones, webhooks };

const definitions = Object.entries(CLIENT_MODULES).flatMap(([module, exports]) =>
  Object.entries(exports as Record<string, unknown>).flatMap(([name, value]) =>
    typeof value === "function" && "definition" in value ? [{ name: `${module}.${name}`, definition: value.definition as EndpointDefinition }] : [],
  ),
);

const tApiClient = translator("en-CA", "apiClient");
/** What the API client says for a failure without the server's words, in English. */
const apiClientTexts = { fallback: tApiClient("fallback"), unreachable: tApiClient("unreachable") };

const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/*
 * The manifest imports every route module: a cold load of the whole server, which on a busy 2-core
 * machine took longer than one test's 5 s (the first endpoint's test timed out once, 2026-11-27).
 * Loaded once before the endpoints are checked, with the time it needs; a route module that does not
 * load fails that step, naming it.
 */
let manifest: typeof import("@/app/api/route-manifest") | null = null;
beforeAll(async () => {
  manifest = await import("@/app/api/route-manifest");
}, 120_000);

async function declaredHandler(definition: EndpointDefinition): Promise<ApiRouteHandler> {
  expect(manifest, "the route manifest loaded").not.toBeNull();
  const { API_ROUTES } = manifest!;
  const route = API_ROUTES.find((r) => r.path === definition.path);
  expect(route, `no route ${definition.path} in the manifest`).toBeDefined();
  const handler = route!.module[definition.method] as Partial<ApiRouteHandler> | undefined;
  expect(handler, `${definition.method} ${definition.path} is not exported`).toBeTypeOf("function");
  expect(handler!.spec, `${definition.method} ${definition.path} is not declared with apiRoute`).toBeDefined();
  return handler as ApiRouteHandler;
}

describe("the client endpoints match the declared routes", () => {
  it("finds the calls of every client module", () => {
    for (const name of Object.keys(CLIENT_MODULES)) expect(definitions.some((d) => d.name.startsWith(`${name}.`)), name).toBe(true);
  });

  it.each(definitions)("$name", async ({ definition }) => {
    const { spec } = await declaredHandler(definition);
    expect(await definition.body?.load(), "the body schema").toBe(spec.body);
    expect(definition.bodyType ?? "json", "the body type").toBe(spec.bodyType ?? "json");
    if (definition.query) expect(await definition.query.load(), "the query schema").toBe(spec.query);
    const declared = spec.params ? Object.keys((spec.params as unknown as z.ZodObject).shape).sort() : [];
    expect(paramNames(definition.path), "the path parameters").toEqual(declared);
  });
});

interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/** Stubs fetch with one answer; returns what was sent. */
function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, init, headers: init.headers as Record<string, string> });
    const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { "content-type": typeof body === "string" ? "text/html" : "application/json" } });
  });
  return sent;
}

const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail("the call succeeded"), (error: unknown) => error as ApiError);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the transport", () => {
  it("sends a JSON body with the session cookie and answers the parsed JSON", async () => {
    const sent = answer(200, { items: [], count: 0, subtotal: "0.00", tax: "0.00", grand_total: "0.00" });
    const result = await cart.setCartQuantity({ productId: 7 }, { quantity: 2 });
    expect(result.count).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe("/api/cart/items/7/");
    expect(sent[0].init).toMatchObject({ method: "PATCH", body: '{"quantity":2}', credentials: "same-origin", cache: "no-store" });
    expect(sent[0].headers).toEqual({ Accept: "application/json", "Accept-Language": "en-CA", "x-page-language": "en-CA", "Content-Type": "application/json" });
  });

  it("asks in the page's language (<html lang>), not the browser's; English when the page names none the shop has", async () => {
    for (const [lang, expected] of [["fr-CA", "fr-CA"], ["en-CA", "en-CA"], ["de", "en-CA"], ["", "en-CA"]]) {
      vi.stubGlobal("document", { documentElement: { lang } });
      const sent = answer(200, { items: [], count: 0, subtotal: "0.00", tax: "0.00", grand_total: "0.00" });
      await cart.setCartQuantity({ productId: 7 }, { quantity: 2 });
      expect(sent[0].headers["Accept-Language"], lang).toBe(expected);
      expect(sent[0].headers["x-page-language"], lang).toBe(expected);
    }
  });

  it("sends no body and no content type when the route takes none", async () => {
    const sent = answer(200, { items: [], count: 0 });
    await cart.removeFromCart({ productId: 3 });
    expect(sent[0].init).toMatchObject({ method: "DELETE", body: undefined });
    expect(sent[0].headers).toEqual({ Accept: "application/json", "Accept-Language": "en-CA", "x-page-language": "en-CA" });
  });

  it("encodes path parameters and leaves out undefined query values", async () => {
    const sent = answer(200, { count: 0, next: null, previous: null, results: [] });
    await accounts.getProfile({ id: "a/b c?" });
    await catalog.productList({ is_deleted: "false", page: "2", search: undefined });
    await catalog.productList({ search: "crème brûlée & co" });
    expect(sent.map((s) => s.url)).toEqual([
      "/api/users/profile/a%2Fb%20c%3F/",
      "/api/products/product_list/?is_deleted=false&page=2",
      "/api/products/product_list/?search=cr%C3%A8me+br%C3%BBl%C3%A9e+%26+co",
    ]);
  });

  it("sends the API token and the Idempotency-Key when given, and the abort signal", async () => {
    const sent = answer(201, { order: { id: 9 } });
    const controller = new AbortController();
    await accounts.changePassword({ new_password: "a long new password" }, { token: "reset-key", signal: controller.signal });
    const body = { address: "1 Main St", townCity: "Halifax", state: "NS", zipcode: "B3H 1A1", email: "a@b.ca", phone: "9025550100", purchased_items: [{ id: 1, quantity: 10 }], price: "10.00" };
    const placed = await orders.placeOrder(body, { idempotencyKey: "k-1" });
    expect(placed.order.id).toBe(9);
    expect(sent[0].headers.Authorization).toBe("Token reset-key");
    expect(sent[0].init.signal).toBe(controller.signal);
    expect(sent[1].headers["Idempotency-Key"]).toBe("k-1");
    expect(JSON.parse(String(sent[1].init.body))).toEqual(body);
  });

  it("turns error answers into ApiError with the status, the DRF body and the message to show", async () => {
    answer(400, { email: ["A user is already registered with this e-mail address."], password1: ["Too short."] });
    const taken = await failure(accounts.register("a@b.ca", "secret-password"));
    expect(taken).toBeInstanceOf(ApiError);
    expect(taken).toMatchObject({ status: 400, message: "A user is already registered with this e-mail address." });
    expect(taken.body).toEqual({ email: ["A user is already registered with this e-mail address."], password1: ["Too short."] });

    answer(400, { error: "Code is not valid." });
    expect(await failure(accounts.checkResetCode({ email: "a@b.ca", code: "123456" }))).toMatchObject({ status: 400, message: "Code is not valid." });

    answer(400, { quantity: ["Ensure this value is greater than 0."], non_field_errors: ["Confirmed orders cannot be changed."] });
    expect((await failure(orders.setItemQuantity({ itemId: 4 }, { quantity: 0 }))).message).toBe("Confirmed orders cannot be changed.");

    answer(404, { detail: "Not found." });
    expect(await failure(orders.getOrder({ id: 12 }))).toMatchObject({ status: 404, message: "Not found." });

    // The page's texts, as the frame hands them over (components/layout/providers.tsx).
    setApiClientTexts(apiClientTexts);
    answer(502, "<html>Bad gateway</html>");
    expect(await failure(cart.getCart())).toMatchObject({ status: 502, body: null, message: apiClientTexts.fallback });
  });

  it("reports an unreachable shop as status 0, and lets an abort through", async () => {
    setApiClientTexts(apiClientTexts);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await failure(cart.getCart())).toMatchObject({ status: 0, message: apiClientTexts.unreachable });
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    await expect(cart.getCart()).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("a multipart body", () => {
  // What back office I's product form will send (docs/product.md §7: image and fields, cat comma-joined).
  const productForm = z.object({
    name: z.string().min(1),
    stock: z.union([z.boolean(), z.enum(["true", "false"])]),
    box_quantity: z.union([z.number(), z.string()]),
    cat: z.union([z.array(z.number()), z.string().regex(/^\d+(,\d+)*$/)]),
    vendor: z.string().nullable().optional(),
    image: z.instanceof(File).optional(),
  });
  const editProduct = endpoint<{ id: number }>()({
    method: "PATCH",
    path: "/api/products/product/details/{id}/",
    body: schemaRef(async () => ({ productForm }), "productForm"),
    bodyType: "multipart",
  });

  it("goes as FormData without a JSON content type: files as files, lists comma-joined, null empty", async () => {
    const sent = answer(200, { id: 5 });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "rice.png", { type: "image/png" });
    await editProduct({ id: 5 }, { name: "Rice", stock: false, box_quantity: 12, cat: [3, 7], vendor: null, image });
    expect(sent[0].url).toBe("/api/products/product/details/5/");
    expect(sent[0].headers).toEqual({ Accept: "application/json", "Accept-Language": "en-CA", "x-page-language": "en-CA" });
    const form = sent[0].init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(["name", "stock", "box_quantity", "cat", "vendor", "image"]);
    expect(form.get("stock")).toBe("false");
    expect(form.get("box_quantity")).toBe("12");
    expect(form.get("cat")).toBe("3,7");
    expect(form.get("vendor")).toBe("");
    const file = form.get("image") as File;
    expect(file.name).toBe("rice.png");
    expect(file.type).toBe("image/png");
    expect(file.size).toBe(4);
  });

  it("is read back by the server's readForm into the same fields", async () => {
    const sent = answer(200, { id: 5 });
    const image = new File(["png bytes"], "rice.png", { type: "image/png" });
    await editProduct({ id: 5 }, { name: "Rice", stock: true, box_quantity: "12", cat: [3, 7], image });
    const request = new Request("http://shop.test/api/products/product/details/5/", { method: "PATCH", body: sent[0].init.body as FormData });
    const read = await readForm(request, productForm);
    expect(read).toMatchObject({ name: "Rice", stock: "true", box_quantity: "12", cat: "3,7" });
    expect(read.image?.name).toBe("rice.png");
    expect(await read.image?.text()).toBe("png bytes");
  });

  it("refuses a nested object, which multipart cannot carry", async () => {
    answer(200, {});
    const nested = endpoint<unknown>()({
      method: "POST",
      path: "/api/x/",
      body: schemaRef(async () => ({ s: z.object({ meta: z.object({ a: z.string() }) }) }), "s"),
      bodyType: "multipart",
    });
    await expect(nested({ meta: { a: "b" } })).rejects.toThrow(/meta/);
  });
});

describe("the call types", () => {
  it("take path parameters, the body schema's input and options, and answer the server's type", () => {
    expectTypeOf(cart.setCartQuantity).parameters.toEqualTypeOf<
      [params: { readonly productId: string | number }, body: { quantity: string | number }, options?: CallOptions]
    >();
    expectTypeOf(cart.setCartQuantity).returns.resolves.toEqualTypeOf<Cart>();
    expectTypeOf(orders.getOrder).returns.resolves.toEqualTypeOf<OrderView>();
    expectTypeOf(cart.getCart).parameters.toEqualTypeOf<[options?: CallOptions]>();
    expectTypeOf(orders.myOrders).parameter(0).toEqualTypeOf<z.input<typeof myOrdersQuerySchema> | undefined>();
    // Misuse does not compile (never run: only type-checked).
    const misuse = () => {
      // @ts-expect-error the path parameter is productId
      void cart.removeFromCart({ id: 1 });
      // @ts-expect-error a product id is a number
      void cart.addToCart({ product: "1" });
      // @ts-expect-error the body is required
      void orders.saveDraft();
    };
    expect(misuse).toBeTypeOf("function");
  });
});
