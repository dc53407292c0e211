import type { z } from "zod";
import { apiFetch, type HttpMethod } from "./transport";

/*
 * Typed calls of the shop's REST API, one per route and method, checked against what the route
 * declares with apiRoute (test/unit/api-client.test.ts): the same path, the same body and query
 * schemas, the same path parameters. A call takes the path parameters, then the body as the
 * schema's input type, then the query, then options; it answers the server's own answer type.
 * Client-safe: the schemas are held by reference (SchemaRef) and never loaded by a page, so a
 * page carries zod only when one of its forms validates.
 */

/** A zod schema by reference: loaded by the contract test, never in the browser. */
export interface SchemaRef<S> {
  readonly load: () => Promise<S>;
}

type SchemaName<M> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M];

/** `schemaRef(() => import("@/lib/shared/cart/schemas"), "addToCartSchema")`: the route's own schema. */
export function schemaRef<M, K extends SchemaName<M>>(module: () => Promise<M>, name: K): SchemaRef<M[K]> {
  return { load: async () => (await module())[name] };
}

export interface EndpointDefinition<P extends string = string, B = unknown, Q = unknown> {
  method: HttpMethod;
  /** The path as the route manifest writes it: /api/orders/order/details/{id}/ */
  path: P;
  body?: SchemaRef<B>;
  /** "multipart": the body goes as multipart/form-data (files, and arrays comma-joined). */
  bodyType?: "json" | "multipart";
  query?: SchemaRef<Q>;
  /** Body keys to read the error message from first (e.g. email for registration). */
  errorKeys?: readonly string[];
}

export interface CallOptions {
  signal?: AbortSignal;
  /** An API token (Authorization: Token …) instead of the session cookie. */
  token?: string;
  /** For routes declared idempotent: a retry with the same key answers the first result. */
  idempotencyKey?: string;
}

type ParamName<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamName<Rest> : never;
export type PathParams<P extends string> = { readonly [K in ParamName<P>]: string | number };

type ParamsArg<P extends string> = [ParamName<P>] extends [never] ? [] : [params: PathParams<P>];
type BodyArg<B> = B extends z.ZodType ? [body: z.input<B>] : [];
type QueryArg<Q> = Q extends z.ZodType ? (Record<string, never> extends z.input<Q> ? [query?: z.input<Q>] : [query: z.input<Q>]) : [];

export type EndpointArgs<P extends string, B, Q> = [...ParamsArg<P>, ...BodyArg<B>, ...QueryArg<Q>, options?: CallOptions];

export type Endpoint<A, P extends string = string, B = unknown, Q = unknown> = ((...args: EndpointArgs<P, B, Q>) => Promise<A>) & {
  readonly definition: EndpointDefinition<P, B, Q>;
};

const PATH_PARAM = /\{(\w+)\}/g;

/** The path with each {name} replaced by its encoded value. */
export function pathWith(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(PATH_PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`${path}: the path parameter ${name} is missing.`);
    return encodeURIComponent(String(value));
  });
}

function fieldText(value: unknown): string {
  return Array.isArray(value) ? value.join(",") : String(value);
}

function withQuery(path: string, query: object | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.append(key, fieldText(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A body as multipart/form-data: text, numbers and flags as text, files as files, arrays
 * comma-joined (docs/product.md §7: cat is the comma-joined list of category ids), null as an empty
 * field; undefined fields are left out.
 */
export function formDataOf(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (value === null) form.append(key, "");
    else if (typeof value === "object" && !Array.isArray(value)) throw new TypeError(`The multipart field ${key} must be text, a number, a flag, a list or a file.`);
    else form.append(key, fieldText(value));
  }
  return form;
}

async function call(definition: EndpointDefinition, args: unknown[]): Promise<unknown> {
  let next = 0;
  const params = definition.path.includes("{") ? (args[next++] as Record<string, string | number>) : undefined;
  const body = definition.body ? (args[next++] as object) : undefined;
  const query = definition.query ? (args[next++] as object | undefined) : undefined;
  const options = (args[next] ?? {}) as CallOptions;
  return apiFetch(withQuery(pathWith(definition.path, params), query), {
    method: definition.method,
    body: body !== undefined && definition.bodyType === "multipart" ? formDataOf(body) : body,
    token: options.token,
    headers: options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : undefined,
    errorKeys: definition.errorKeys,
    signal: options.signal,
  });
}

/**
 * Declares one call: `endpoint<Cart>()({ method: "PATCH", path: "/api/cart/items/{productId}/",
 * body: schemaRef(cartSchemas, "cartQuantitySchema") })` answers a function
 * `(params: { productId }, body: { quantity }, options?) => Promise<Cart>`.
 */
export function endpoint<A>() {
  return <const P extends string, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
    definition: EndpointDefinition<P, B, Q>,
  ): Endpoint<A, P, B, Q> => Object.assign((...args: unknown[]) => call(definition, args), { definition }) as Endpoint<A, P, B, Q>;
}
