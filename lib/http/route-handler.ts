import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { DomainError, TooManyRequests, errorBody } from "./errors";
import { publicRequestUrl } from "./request-url";
import { logger } from "@/lib/log/logger";

export interface RouteInfo<P> {
  params: P;
  /** The public URL of the request (for absolute pagination links). */
  url: URL;
}

type Handler<P> = (request: NextRequest, info: RouteInfo<P>) => Promise<Response | object>;

/** Maps a thrown error to the DRF-shaped JSON answer; unknown errors are logged and answer 500. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof DomainError) {
    const response = NextResponse.json(errorBody(error), { status: error.status });
    if (error instanceof TooManyRequests) {
      response.headers.set("Retry-After", String(error.retryAfterSeconds));
    }
    return response;
  }
  logger.error({ err: error }, "unhandled error in route handler");
  return NextResponse.json({ detail: "A server error occurred." }, { status: 500 });
}

/**
 * The one wrapper every route handler uses (DESIGN.md rule 3): resolves params, runs the adapter,
 * turns a plain object into a JSON 200 and any error into its DRF-shaped status.
 */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (request: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    try {
      const params = await context.params;
      const result = await handler(request, { params, url: publicRequestUrl(request) });
      if (result instanceof Response) return result;
      return NextResponse.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
