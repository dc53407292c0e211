import path from "node:path";
import type { NextConfig } from "next";
import { withSerwist } from "@serwist/turbopack";
import createNextIntlPlugin from "next-intl/plugin";

/*
 * Headers every answer carries. The Content-Security-Policy (with its per-request nonce) and HSTS
 * (only over TLS) are set by proxy.ts.
 */
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

const nextConfig: NextConfig = {
  // A separate build folder lets two builds (e.g. parallel e2e runs) coexist; default .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // One self-contained server folder (<distDir>/standalone) that npm start, the e2e suite and the
  // Docker image all run (scripts/serve.mjs); the migrations are read from disk at start, and the
  // English catalogue by the API's error answers (lib/i18n/answer-language.ts).
  output: "standalone",
  outputFileTracingIncludes: { "/*": ["./db/migrations/**/*", "./messages/*.json"] },
  // The REST API keeps the original trailing slashes; both /x/ and /x answer without a redirect.
  skipTrailingSlashRedirect: true,
  // proxy.ts sees the URL the server resolves routes against (the address it listens on), so that
  // its rewrites (a visitor's whole cached page, a missing record's 404 page) stay inside the
  // server. Normalised, the URL proxy.ts sees names localhost where the server may listen on
  // another address, and Next.js then takes the rewrite for another origin and forwards it over
  // HTTP to itself: a second request, through proxy.ts again, for every rewritten one.
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // Cache Components: pages are prerendered shells with per-request parts in Suspense, and the
  // catalogue is cached per audience with 'use cache' and tags (lib/catalog/catalog-cache.ts).
  cacheComponents: true,
  // No Partial Prefetching: with it, every page carried its React payload twice (a second copy for
  // the client's prefetch cache): /products was 207 kB of HTML instead of 137 kB, and served 74
  // instead of 112 pages/s at 8 connections (50,000 products). Without it a link prefetches its own
  // URL, so the links a page repeats (product cards and lines, categories, page numbers, orders)
  // say prefetch={false}.
  partialPrefetching: false,
  // The Next.js cache ('use cache' entries, tag expirations, prerendered shells): in Redis when
  // REDIS_URL is set at run time, so every app server shares it; otherwise Next.js's own memory and
  // file-system caches. The handlers decide at start, so one build serves both (lib/cache/*.js).
  cacheHandler: path.resolve("lib/cache/incremental-cache-handler.js"),
  cacheHandlers: {
    default: path.resolve("lib/cache/use-cache-handler.js"),
    remote: path.resolve("lib/cache/use-cache-handler.js"),
  },
  serverExternalPackages: ["@electric-sql/pglite", "pino", "sharp"],
  // Pictures are served as stored (components/shop/product-image.tsx); proxy.ts also refuses /_next/image.
  images: { unoptimized: true },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // The service worker is checked for a new version on every visit, never served from a cache.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }] },
    ];
  },
  // The service worker (app/serwist/[path]/route.ts) at the root, so that its scope is the whole shop.
  async rewrites() {
    return [{ source: "/sw.js", destination: "/serwist/sw.js" }];
  },
};

/*
 * next-intl (docs/i18n.md): its request configuration (lib/i18n/request.ts), and the message
 * catalogues (messages/<locale>.json) precompiled at build, so the browser gets no ICU parser.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: ["en-CA", "fr-CA"], precompile: true } },
});

// withSerwist keeps esbuild out of the server bundles (the worker is bundled by the route above).
export default withNextIntl(withSerwist(nextConfig));
