import { createSerwistRoute } from "@serwist/turbopack";

/*
 * The service worker (app/sw.ts), bundled at build time with the list of files to precache: the
 * build's static files and public/. Served at /sw.js (a rewrite in next.config.ts) so that its scope
 * is the whole shop.
 */
// Only the handler and its paths: Cache Components refuses the segment options the helper also returns.
export const { generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  // esbuild-wasm: nothing native to install, the same on every machine.
  useNativeEsbuild: false,
  // The source map would only add a second large file to the build.
  esbuildOptions: { sourcemap: false },
});
