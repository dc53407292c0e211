/*
 * npm run docs:api (npx tsx scripts/api-docs.ts) — writes the route tables of docs/api.md from the
 * OpenAPI document the shop serves at /api/openapi.json, which is built from the routes' own
 * apiRoute declarations (access, summary, path parameters, query and body as zod schemas). Only the
 * part between the two markers is replaced; the hand-written text around it stays.
 *
 *   npx tsx scripts/api-docs.ts           rewrite docs/api.md
 *   npx tsx scripts/api-docs.ts --check   exit 1 when docs/api.md is out of step (writes nothing)
 *
 * test/unit/api-docs.test.ts fails when the committed docs/api.md differs from what this writes.
 * The route modules import "server-only" and "next/cache", which only resolve inside Next.js; run
 * here, a module-resolution hook stands in for them as the vitest aliases do (vitest.config.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const API_DOC_PATH = "docs/api.md";
export const REGENERATE_COMMAND = "npm run docs:api";
export const BEGIN_MARKER = "<!-- BEGIN GENERATED ROUTE TABLES: npm run docs:api writes this part from /api/openapi.json; do not edit by hand -->";
export const END_MARKER = "<!-- END GENERATED ROUTE TABLES -->";

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minItems?: number;
  maxItems?: number;
};

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  summary: string;
  tags?: string[];
  "x-access": string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

/** The part of the OpenAPI document the tables are made from. */
export interface OpenApiLike {
  paths: Record<string, Record<string, Operation | string>>;
}

const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];

/** Groups in the order a reader meets them: signing in, accounts, the catalogue, buying, running. */
const GROUP_ORDER = ["rest-auth", "users", "products", "categories", "vendors", "cart", "orders", "health", "openapi.json", "auth"];

const GROUP_TITLES: Record<string, string> = {
  "rest-auth": "Signing in and registering (`/api/rest-auth/`)",
  users: "Accounts, profiles, password reset and customers (`/api/users/`)",
  products: "Products and the PDF catalogue (`/api/products/`)",
  categories: "Categories (`/api/categories/`)",
  vendors: "Vendors (`/api/vendors/`)",
  cart: "Cart and quick order (`/api/cart/`)",
  orders: "Orders, drafts and checkout (`/api/orders/`)",
  health: "Health probes (`/api/health/`)",
  "openapi.json": "The OpenAPI document",
  auth: "Web session (next-auth)",
};

const ACCESS_LABELS: Record<string, string> = {
  anonymous: "anyone, not identified",
  public: "anyone, answered by audience",
  user: "signed-in users",
  verified: "verified customers, admins",
  customer: "verified customers",
  admin: "admins",
};

/**
 * Summaries are the code's own text. Citations of the product and design documents are written as
 * this repository's docs name them, so the tables read the same before and after the code's
 * comments are rewritten.
 */
function docsText(text: string): string {
  return text
    .replace(/\bSPEC\.md\b/g, "docs/product.md")
    .replace(/\bDESIGN\.md\b/g, "docs/architecture.md");
}

/** One line of a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|").trim();
}

function groupOf(pathName: string): string {
  return pathName.split("/")[2] ?? "";
}

function groupRank(group: string): number {
  const i = GROUP_ORDER.indexOf(group);
  return i === -1 ? GROUP_ORDER.length : i;
}

function literal(value: unknown): string {
  if (value === "") return '`""` (empty)';
  return `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;
}

/** What a field's schema allows, when short enough to say: its choices, its fixed value, a file. */
function constraint(schema: JsonSchema): string {
  if (schema.const !== undefined) return ` = ${literal(schema.const)}`;
  if (schema.enum) return ` ∈ {${schema.enum.map(literal).join(", ")}}`;
  if (schema.format === "binary") return " (file)";
  if (schema.anyOf) {
    const choices = schema.anyOf.flatMap((s) => (s.enum ? s.enum : s.type === "boolean" ? [true, false] : []));
    if (choices.length > 0 && schema.anyOf.every((s) => s.enum || s.type === "boolean")) return ` ∈ {${[...new Set(choices.map(String))].map(literal).join(", ")}}`;
  }
  if (schema.type === "boolean") return " (true/false)";
  if (schema.type === "array" && schema.items?.properties) {
    const size = schema.minItems !== undefined || schema.maxItems !== undefined ? ` (${schema.minItems ?? 0}–${schema.maxItems ?? "∞"} items)` : "";
    return ` [{${fields(schema.items)}}]${size}`;
  }
  return "";
}

/** Field names, required ones in bold, each with what constraint() can say of it. */
function fields(schema: JsonSchema): string {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .map(([name, property]) => `${required.has(name) ? `**\`${name}\`**` : `\`${name}\``}${constraint(property)}`)
    .join(", ");
}

function inputs(operation: Operation): string {
  const parts: string[] = [];
  const params = operation.parameters ?? [];
  const query = params.filter((p) => p.in === "query");
  const headers = params.filter((p) => p.in === "header");
  if (query.length > 0) {
    parts.push(`query: ${query.map((p) => `${p.required ? `**\`${p.name}\`**` : `\`${p.name}\``}${constraint(p.schema)}`).join(", ")}`);
  }
  const content = operation.requestBody?.content ?? {};
  const types = Object.keys(content);
  if (types.length > 0) {
    const kind = types.includes("multipart/form-data") ? "body (multipart or JSON)" : "body (JSON)";
    const described = fields(content[types[0]].schema);
    parts.push(`${kind}: ${described || "an object"}`);
  }
  if (headers.length > 0) parts.push(`header: ${headers.map((p) => `\`${p.name}\``).join(", ")}`);
  return parts.length > 0 ? parts.join(" · ") : "—";
}

function statuses(operation: Operation): string {
  return Object.keys(operation.responses).sort().join(", ");
}

/** The route tables: one section per group of paths, one row per method of each path. */
export function renderRouteTables(doc: OpenApiLike): string {
  const rows = new Map<string, string[]>();
  const notes = new Map<string, string[]>();
  const paths = Object.keys(doc.paths).sort((a, b) => groupRank(groupOf(a)) - groupRank(groupOf(b)) || (a < b ? -1 : a > b ? 1 : 0));
  for (const pathName of paths) {
    const group = groupOf(pathName);
    const item = doc.paths[pathName];
    for (const [key, value] of Object.entries(item)) {
      if (typeof value === "string" && key === "description") (notes.get(group) ?? notes.set(group, []).get(group)!).push(`\`${pathName}\`: ${docsText(value)}`);
    }
    const methods = Object.keys(item)
      .filter((m) => METHOD_ORDER.includes(m))
      .sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    for (const method of methods) {
      const operation = item[method] as Operation;
      const access = operation["x-access"];
      const row = [
        method.toUpperCase(),
        `\`${pathName}\``,
        ACCESS_LABELS[access] ? `${ACCESS_LABELS[access]} (\`${access}\`)` : `\`${access}\``,
        docsText(operation.summary),
        inputs(operation),
        statuses(operation),
      ].map(cell);
      (rows.get(group) ?? rows.set(group, []).get(group)!).push(`| ${row.join(" | ")} |`);
    }
  }
  const groups = [...new Set([...rows.keys(), ...notes.keys()])].sort((a, b) => groupRank(a) - groupRank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const out: string[] = [];
  for (const group of groups) {
    out.push(`### ${GROUP_TITLES[group] ?? `\`/api/${group}\``}`, "");
    const groupRows = rows.get(group) ?? [];
    if (groupRows.length > 0) {
      out.push("| method | path | who may call it | what it does | path · query · body · header | statuses |", "|---|---|---|---|---|---|", ...groupRows, "");
    }
    for (const note of notes.get(group) ?? []) out.push(note, "");
  }
  const count = [...rows.values()].reduce((n, r) => n + r.length, 0);
  return [`${count} operations on ${paths.length} paths. Required fields are in **bold**.`, "", ...out].join("\n").trimEnd();
}

/** The Markdown with its generated part (between the markers) replaced by `generated`. */
export function withGeneratedSection(markdown: string, generated: string): string {
  const begin = markdown.indexOf(BEGIN_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (begin === -1 || end === -1 || end < begin) throw new Error(`${API_DOC_PATH} lacks the markers ${BEGIN_MARKER} … ${END_MARKER}`);
  return `${markdown.slice(0, begin + BEGIN_MARKER.length)}\n\n${generated}\n\n${markdown.slice(end)}`;
}

/** The generated part of a docs/api.md as it stands. */
export function generatedSection(markdown: string): string | null {
  const begin = markdown.indexOf(BEGIN_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (begin === -1 || end === -1 || end < begin) return null;
  return markdown.slice(begin + BEGIN_MARKER.length, end).trim();
}

/** Outside Next.js (and vitest's aliases): "server-only" and "next/cache" as inert modules. */
function stubNextOnlyModules(): void {
  const stubs: Record<string, string> = {
    "server-only": "export {};",
    "next/cache": "export function cacheTag() {} export function cacheLife() {} export function revalidateTag() {} export function updateTag() {}",
  };
  const hook = `const stubs = ${JSON.stringify(stubs)};
export async function resolve(specifier, context, next) {
  if (Object.hasOwn(stubs, specifier)) return { url: "data:text/javascript," + encodeURIComponent(stubs[specifier]), format: "module", shortCircuit: true };
  return next(specifier, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

async function main(): Promise<void> {
  stubNextOnlyModules();
  const { API_ROUTES } = await import("@/app/api/route-manifest");
  const { declaredRoutes, openApiDocument } = await import("@/lib/entry/openapi");
  const doc = openApiDocument(declaredRoutes(API_ROUTES), { version: "docs", serverUrl: "http://localhost:3000" }) as unknown as OpenApiLike;
  const file = path.resolve(import.meta.dirname, "..", API_DOC_PATH);
  const before = readFileSync(file, "utf8");
  const after = withGeneratedSection(before, renderRouteTables(doc));
  if (process.argv.includes("--check")) {
    if (after !== before) {
      console.error(`${API_DOC_PATH} is out of step with the routes: run \`${REGENERATE_COMMAND}\` and commit it.`);
      process.exit(1);
    }
    console.log(`${API_DOC_PATH} is up to date.`);
  } else if (after === before) {
    console.log(`${API_DOC_PATH} is up to date.`);
  } else {
    writeFileSync(file, after);
    console.log(`${API_DOC_PATH}: route tables rewritten.`);
  }
  // Some route modules open handles on import (loggers, pools); the work is done.
  process.exit(0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
