import "server-only";
import { z } from "zod";
import type { Access, ApiRouteHandler } from "./api-route";

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

export function openApiDocument(routes: DeclaredRoute[], info: { version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, method, handler } of routes) {
    const spec = handler.spec;
    const parameters: unknown[] = [{ $ref: "#/components/parameters/AcceptLanguage" }, { $ref: "#/components/parameters/PageLanguage" }];
    if (spec.params) for (const p of objectProperties(spec.params)) parameters.push({ name: p.name, in: "path", required: true, schema: p.schema });
    if (spec.query) for (const q of objectProperties(spec.query)) parameters.push({ name: q.name, in: "query", required: q.required, schema: q.schema });
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
        [String(spec.status ?? 200)]: { description: "Success (JSON)." },
        ...errorResponses(spec.access, {
          params: Boolean(spec.params),
          input: Boolean(spec.query || spec.body),
          authorizes: spec.authorizes,
          idempotent: Boolean(spec.idempotent),
        }),
      },
    };
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
      },
    },
    paths,
  };
}
