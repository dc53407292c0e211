/* Strings shown to users (docs/architecture.md rule 10), area "errors-http": what the API's request handling
 * answers about the request itself. One file per area, so a page's bundle carries only the areas it
 * renders. */
export const httpErrorMessages = {
  idempotencyKeyLength: "The Idempotency-Key header must be 1 to 255 characters.",
  idempotencyKeyReused: "This Idempotency-Key was already used with a different request.",
  malformedPath: "The address is not valid: its percent-encoding is malformed.",
  unknownHost: "This shop does not answer to that host name. Its operator allows host names with PUBLIC_URL and ALLOWED_HOSTS.",
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  invalidCallbackUrl: "callbackUrl must be a path on this site or an http(s) address.",
};
