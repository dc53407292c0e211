/*
 * Typed domain errors (DESIGN.md rule 3). Domain code throws these; lib/http/route-handler.ts maps
 * them to HTTP status codes and the DRF error shapes in one place.
 */

export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly status: number;
}

/** 400 with field messages: {"<field>": ["…"]}, or {"non_field_errors": ["…"]}. */
export class Invalid extends DomainError {
  readonly status = 400;
  constructor(public readonly fields: FieldErrors) {
    super(Object.values(fields)[0]?.[0] ?? "Invalid input.");
  }
  static field(field: string, message: string): Invalid {
    return new Invalid({ [field]: [message] });
  }
  static nonField(message: string): Invalid {
    return new Invalid({ non_field_errors: [message] });
  }
}

/** 400 with the {"error": "…"} shape of the password-reset calls. */
export class InvalidRequest extends DomainError {
  readonly status = 400;
}

export class Unauthenticated extends DomainError {
  readonly status = 401;
  constructor(message = "Authentication credentials were not provided.") {
    super(message);
  }
}

export class Forbidden extends DomainError {
  readonly status = 403;
  constructor(message = "You do not have permission to perform this action.") {
    super(message);
  }
}

export class NotFound extends DomainError {
  readonly status = 404;
  constructor(message = "Not found.") {
    super(message);
  }
}

export class Conflict extends DomainError {
  readonly status = 409;
}

/** 422: e.g. an idempotency key reused with a different body. */
export class Unprocessable extends DomainError {
  readonly status = 422;
}

export class TooManyRequests extends DomainError {
  readonly status = 429;
  constructor(message: string, public readonly retryAfterSeconds: number) {
    super(message);
  }
}

export class PayloadTooLarge extends DomainError {
  readonly status = 413;
  constructor(message = "Request body is too large.") {
    super(message);
  }
}

/** The DRF-compatible JSON body for a domain error. */
export function errorBody(error: DomainError): Record<string, unknown> {
  if (error instanceof Invalid) return error.fields;
  if (error instanceof InvalidRequest) return { error: error.message };
  return { detail: error.message };
}
