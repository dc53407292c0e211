import "server-only";
import { REACT_SHELL_SCRIPT_HASH } from "@/lib/shared/http/shell-script";

/*
 * The headers proxy.ts puts on every answer that depends on the request: the Content-Security-Policy
 * with a fresh nonce (Next reads it from the request's CSP header and puts it on its own inline
 * scripts) and HSTS when the shop is served over TLS (the origin comes from lib/http/allowed-hosts.ts).
 * The fixed headers (nosniff, Referrer-Policy, Permissions-Policy) are in next.config.ts.
 */

/** A fresh, unguessable nonce (16 random bytes, base64). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * Scripts: inline ones only with the nonce (everything Next and React write at request time) or
 * the shell script's hash; files only from this origin. No 'strict-dynamic': a prerendered shell
 * (Cache Components) loads the app's script files without a nonce, so 'self' must count, and the
 * app loads no script from elsewhere. Uploaded files are served as images with nosniff, so they
 * cannot be run as scripts. Styles allow inline: React writes style attributes (Radix positions
 * its popovers with them), which a nonce cannot cover; style injection cannot run code. Dev mode
 * needs eval for React's debugging.
 */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  return policyWith(`'self' 'nonce-${nonce}' '${REACT_SHELL_SCRIPT_HASH}'`, options);
}

interface PolicyOptions {
  tls: boolean;
  dev?: boolean;
}

/**
 * The policy of the visitor's whole cached pages (lib/entry/visitor-pages.ts): rendered once and
 * served to every visitor, they cannot carry a per-request nonce, and the framework writes its
 * inline scripts (the page's React payload) without one. So inline scripts are allowed there
 * ('unsafe-inline', which a hash or nonce beside it would switch off), never eval; every other
 * directive is the nonce policy's, and inline event handlers stay refused (script-src-attr). Such a page
 * has no form that sends anything but a search, no price and nothing of anyone's: what an injected
 * script could reach there is what any visitor sees. Every request with a session, and every other
 * page, keeps the nonce policy.
 */
export function visitorPagePolicy(options: PolicyOptions): string {
  // Inline <script> elements only: an inline event handler (what injected markup would use) stays refused.
  return fixedPolicy("visitor", options, () => `${policyWith("'self' 'unsafe-inline'", options)}; script-src-attr 'none'`);
}

/**
 * The policy of the API's answers (JSON, a PDF, a CSV): nothing in them runs, so no nonce is made
 * for them; scripts only from this origin, as everywhere.
 */
export function apiPolicy(options: PolicyOptions): string {
  return fixedPolicy("api", options, () => policyWith("'self'", options));
}

const fixedPolicies = new Map<string, string>();

function fixedPolicy(kind: string, options: PolicyOptions, make: () => string): string {
  const key = `${kind}:${options.tls}:${options.dev ?? false}`;
  let policy = fixedPolicies.get(key);
  if (!policy) {
    policy = make();
    fixedPolicies.set(key, policy);
  }
  return policy;
}

function policyWith(scriptSources: string, options: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources}${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.tls) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";
