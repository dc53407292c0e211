/*
 * The one inline script a prerendered page shell (Cache Components) carries: React writes it when
 * the shell is built, with no request and so no nonce; it times the reveal of streamed content.
 * The Content-Security-Policy allows it by its hash (lib/http/security-headers.ts). Client-safe, so
 * that the tests can check pages against it.
 */
export const REACT_SHELL_SCRIPT = "requestAnimationFrame(function(){$RT=performance.now()});";
export const REACT_SHELL_SCRIPT_HASH = "sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=";
