import "server-only";
import { NextResponse } from "next/server";
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  InvalidRequest,
  NotFound,
  PayloadTooLarge,
  TooManyRequests,
  Unauthenticated,
  Unprocessable,
} from "@/lib/shared/errors/domain-errors";
import { logger } from "@/lib/log/logger";

/** The HTTP status of each domain error (docs/architecture.md rule 3: mapped in one place). */
export function statusOf(error: DomainError): number {
  if (error instanceof Invalid || error instanceof InvalidRequest) return 400;
  if (error instanceof Unauthenticated) return 401;
  if (error instanceof Forbidden) return 403;
  if (error instanceof NotFound) return 404;
  if (error instanceof Conflict) return 409;
  if (error instanceof PayloadTooLarge) return 413;
  if (error instanceof Unprocessable) return 422;
  if (error instanceof TooManyRequests) return 429;
  return 400;
}

/** The DRF-compatible JSON body for a domain error. */
export function errorBody(error: DomainError): Record<string, unknown> {
  if (error instanceof Invalid) return error.fields;
  if (error instanceof InvalidRequest) return { error: error.message };
  if (error instanceof Conflict && error.details) return { detail: error.message, ...error.details };
  return { detail: error.message };
}

/** Maps a thrown error to the DRF-shaped JSON answer; unknown errors are logged and answer 500. `inLanguage` writes the body's texts in the caller's language. */
export function errorResponse(error: unknown, inLanguage: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body): NextResponse {
  if (error instanceof DomainError) {
    const response = NextResponse.json(inLanguage(errorBody(error)), { status: statusOf(error) });
    if (error instanceof TooManyRequests) response.headers.set("Retry-After", String(error.retryAfterSeconds));
    return response;
  }
  logger.error({ err: error }, "unhandled error in route handler");
  return NextResponse.json(inLanguage({ detail: "A server error occurred." }), { status: 500 });
}

/** One item of a bulk answer ({id, ok, status, detail?}): the status and message its own call would have answered. */
export function bulkItemAnswer(item: { id: number; error?: DomainError }): { id: number; ok: boolean; status: number; detail?: string } {
  if (!item.error) return { id: item.id, ok: true, status: 200 };
  const body = errorBody(item.error);
  // The message only: a conflict's details (a shortfall's lines) are the one-order call's to give.
  const messages = (item.error instanceof Conflict ? [item.error.message] : Object.values(body).flatMap((value) => (Array.isArray(value) ? value : [value]))).map(String);
  return { id: item.id, ok: false, status: statusOf(item.error), detail: messages.join(" ") || item.error.message };
}
