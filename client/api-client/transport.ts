import { apiClientText } from "./api-client-texts";
import { ApiError, errorMessageOf, type ApiErrorBody } from "./api-error";
import { pageLanguage } from "@/client/ui/page-language";
import { PAGE_LANGUAGE_HEADER } from "@/lib/shared/i18n/locales";

/*
 * The transport under the typed endpoints (./endpoint.ts): one call of the shop's own REST API
 * (same origin; the session cookie goes along). A FormData body goes as multipart/form-data, any
 * other body as JSON. Failures keep the status and the DRF-shaped body. Client-safe.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequest {
  method?: HttpMethod;
  /** A FormData (multipart: the browser sets the boundary) or a value sent as JSON. */
  body?: unknown;
  /** An API token (Authorization: Token …), for the calls that use one instead of the cookie. */
  token?: string;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Keys to read the error message from first. */
  errorKeys?: readonly string[];
  signal?: AbortSignal;
}

function encodedBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers["Content-Type"] = "application/json";
  return JSON.stringify(body);
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const language = pageLanguage();
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": language, [PAGE_LANGUAGE_HEADER]: language, ...request.headers };
  if (request.token) headers.Authorization = `Token ${request.token}`;
  const body = encodedBody(request.body, headers);
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? "GET",
      headers,
      body,
      credentials: "same-origin",
      cache: "no-store",
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, null, apiClientText("unreachable"));
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
    const errorBody = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as ApiErrorBody) : null;
    throw new ApiError(response.status, errorBody, errorMessageOf(errorBody, request.errorKeys) ?? apiClientText("fallback"));
  }
  return parsed as T;
}
