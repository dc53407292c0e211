import "server-only";
/*
 * Host names as the shop compares them: lower case, in their URL form, the http default port dropped
 * ("Shop.Example.ca:80" is "shop.example.ca"). Pure, no server imports: lib/env.ts validates
 * ALLOWED_HOSTS with it.
 */

/** Characters no host[:port] holds: a path, a query, user info, a list, a wildcard, white space. */
const NOT_IN_A_HOST = /[\s/?#@\\*%,]/u;

/** The host[:port] in the form the shop compares, or null when the text is not one. */
export function normaliseHost(text: string): string | null {
  if (text === "" || NOT_IN_A_HOST.test(text)) return null;
  try {
    const url = new URL(`http://${text}`);
    return url.pathname === "/" && url.host !== "" ? url.host : null;
  } catch {
    return null;
  }
}
