/*
 * Typed domain errors (docs/architecture.md rule 3). Domain code throws these and knows nothing of HTTP;
 * lib/http/error-response.ts maps each kind to its status and the DRF error shape in one place.
 * Client-safe: no server imports.
 */
import { validationMessages } from "@/lib/shared/messages/validation";

export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {}

/** Input that breaks a rule, with messages per field (or under non_field_errors). */
export class Invalid extends DomainError {
  constructor(public readonly fields: FieldErrors) {
    super(Object.values(fields)[0]?.[0] ?? validationMessages.invalidInput);
  }
  static field(field: string, message: string): Invalid {
    return new Invalid({ [field]: [message] });
  }
  static nonField(message: string): Invalid {
    return new Invalid({ non_field_errors: [message] });
  }
}

/** Invalid input of the password-reset calls, which answer one message as {"error": "…"}. */
export class InvalidRequest extends DomainError {}

export class Unauthenticated extends DomainError {
  constructor(message = validationMessages.unauthenticated) {
    super(message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = validationMessages.forbidden) {
    super(message);
  }
}

export class NotFound extends DomainError {
  constructor(message = validationMessages.notFound) {
    super(message);
  }
}

/** What `work` answers, or null when it is NotFound: a page's 404 rather than an error. */
export async function nullIfNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/**
 * The state of the data forbids it now (out of stock, a confirmed order). `details` go into the
 * answer beside `detail` (a confirmation short of stock lists its short lines under `shortfall`).
 */
export class Conflict extends DomainError {
  constructor(message: string, public readonly details?: Record<string, unknown>) {
    super(message);
  }
}

/** A well-formed request that cannot be honoured, e.g. an idempotency key reused with another body. */
export class Unprocessable extends DomainError {}

export class TooManyRequests extends DomainError {
  constructor(message: string, public readonly retryAfterSeconds: number) {
    super(message);
  }
}

export class PayloadTooLarge extends DomainError {
  constructor(message = validationMessages.tooLarge) {
    super(message);
  }
}
