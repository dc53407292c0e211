import "server-only";
import type { Instrumentation } from "next";
import { logger } from "./logger";
import { REQUEST_ID_HEADER } from "./request-id";

type ErrorRequest = Parameters<Instrumentation.onRequestError>[1];
type ErrorContext = Parameters<Instrumentation.onRequestError>[2];

/**
 * A page, proxy or route that threw past its own handling (instrumentation's onRequestError):
 * one error line naming the request's id, path and route. Route handlers answer their own errors
 * (lib/http/error-response.ts); this catches the rest, mostly page renders.
 */
export function logRequestError(error: unknown, request: ErrorRequest, context: ErrorContext): void {
  const header = request.headers[REQUEST_ID_HEADER];
  const reqId = Array.isArray(header) ? header[0] : header;
  logger.error(
    {
      err: error,
      reqId,
      method: request.method,
      path: request.path.split("?")[0],
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
    },
    "request failed",
  );
}
