import { apiClientText } from "./api-client-texts";

/*
 * A failed call of the shop's REST API: the status and the DRF-shaped body, so forms can show the
 * server's own words (docs/product.md §8). Client-safe.
 */

export type ApiErrorBody = Record<string, unknown>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function firstString(value: unknown): string | null {
  if (typeof value === "string" && value) return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstString(item);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The message to show for an error body (docs/product.md §8): the preferred keys first (e.g. email for
 * registration, error for password reset), then detail / non_field_errors, then any field.
 */
export function errorMessageOf(body: ApiErrorBody | null, preferred: readonly string[] = []): string | null {
  if (!body) return null;
  for (const key of [...preferred, "error", "detail", "non_field_errors"]) {
    const found = firstString(body[key]);
    if (found) return found;
  }
  for (const value of Object.values(body)) {
    const found = firstString(value);
    if (found) return found;
  }
  return null;
}

/** What to show for any failure of a call: the server's message, else a generic one. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return apiClientText("fallback");
}

/**
 * A 400's messages for the fields named (the DRF shape `{ field: ["message"] }`): the first
 * message of each, in the order the fields are given. Empty for any other failure.
 */
export function fieldErrorsOf<Field extends string>(error: unknown, fields: readonly Field[]): Array<[Field, string]> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body) return [];
  const body = error.body;
  return fields.flatMap((name): Array<[Field, string]> => {
    const messages = body[name];
    return Array.isArray(messages) && typeof messages[0] === "string" ? [[name, messages[0]]] : [];
  });
}
