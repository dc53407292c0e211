/*
 * A small JSON client for the shop's own REST API (same origin; the session cookie goes along).
 * Client-safe. Errors keep the status and the DRF-shaped body so forms can show the server's words.
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

const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

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
 * The message to show for an error body (SPEC.md §8): the preferred keys first (e.g. email for
 * registration, error for password reset), then detail / non_field_errors, then any field.
 */
export function errorMessageOf(body: ApiErrorBody | null, preferred: string[] = []): string | null {
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

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** An API token (Authorization: Token …), for the calls that use one instead of the cookie. */
  token?: string;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Keys to read the error message from first. */
  errorKeys?: string[];
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...request.headers };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (request.token) headers.Authorization = `Token ${request.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? "GET",
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: "same-origin",
      cache: "no-store",
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, null, "The shop could not be reached. Please check your connection.");
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    const body = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as ApiErrorBody) : null;
    throw new ApiError(response.status, body, errorMessageOf(body, request.errorKeys) ?? FALLBACK_MESSAGE);
  }
  return parsed as T;
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return FALLBACK_MESSAGE;
}
