import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A separate build folder lets two builds (e.g. parallel e2e runs) coexist; default .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The REST API keeps the original trailing slashes; both /x/ and /x answer without a redirect.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "pino", "sharp"],
};

export default nextConfig;
