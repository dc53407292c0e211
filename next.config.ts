import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The REST API keeps the original trailing slashes; both /x/ and /x answer without a redirect.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "pino", "sharp"],
};

export default nextConfig;
