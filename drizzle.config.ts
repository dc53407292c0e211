import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: it diffs db/schema.ts against the committed snapshots, offline.
// Migrations are applied by the app itself (db/migrate.ts) on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
