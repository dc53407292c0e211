import "server-only";
import type { z } from "zod";
import { Invalid, PayloadTooLarge, type FieldErrors } from "@/lib/shared/errors/domain-errors";
import { validationMessages } from "@/lib/shared/messages/validation";

export const MAX_JSON_BYTES = 1_000_000;

/** zod issues → DRF field errors: {"field": ["message"]}; issues without a path go to non_field_errors. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "non_field_errors";
    const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    const message = missing ? validationMessages.required : issue.message;
    (fields[key] ??= []).push(message);
  }
  return fields;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Invalid(zodFieldErrors(result.error));
  return result.data;
}

/** Reads a JSON body (at most MAX_JSON_BYTES) and validates it with the module's zod schema. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw new PayloadTooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new PayloadTooLarge();
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw Invalid.nonField(validationMessages.malformedJson);
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw Invalid.nonField(validationMessages.notAnObject);
  }
  return parseWith(schema, body);
}

/** Query string → plain object (first value of each key) for zod parsing. */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in out)) out[key] = value;
  return out;
}

/** The largest multipart body a route takes unless it says otherwise (apiRoute's maxBodyBytes). */
export const MAX_MULTIPART_BYTES = 10_000_000;

/**
 * Reads a multipart/form-data body (an image upload with its fields, docs/product.md §7 product details)
 * into a plain object — each field's first value, files as File — and validates it. A JSON body is
 * accepted as well, as the original API's PATCH calls send either. `maxBytes`: the route's bound on
 * the whole body (the product import's, with its ZIP of pictures, is larger than the default).
 */
export async function readForm<S extends z.ZodType>(request: Request, schema: S, maxBytes = MAX_MULTIPART_BYTES): Promise<z.output<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return readJson(request, schema);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new PayloadTooLarge();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw Invalid.nonField(validationMessages.malformedMultipart);
  }
  const body: Record<string, FormDataEntryValue> = {};
  let size = 0;
  for (const [key, value] of form) {
    size += typeof value === "string" ? Buffer.byteLength(value) : value.size;
    if (!(key in body)) body[key] = value;
  }
  if (size > maxBytes) throw new PayloadTooLarge();
  return parseWith(schema, body);
}
