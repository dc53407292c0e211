#!/usr/bin/env bash
# Fails when db/schema.ts has changes that no committed migration covers (drift):
# runs drizzle-kit generate against a scratch copy of db/migrations and expects nothing new.
set -euo pipefail
# The scratch folder sits inside the project so that its config can import drizzle-kit.
scratch="$PWD/.drift-check"
rm -rf "$scratch"
mkdir -p "$scratch"
trap 'rm -rf "$scratch"' EXIT
cp -r db/migrations "$scratch/migrations"
cat > "$scratch/drizzle.config.ts" <<CONFIG
import { defineConfig } from "drizzle-kit";
export default defineConfig({ dialect: "postgresql", schema: "./db/schema.ts", out: "./.drift-check/migrations" });
CONFIG
before="$(ls "$scratch/migrations" | wc -l)"
if ! output="$(npx drizzle-kit generate --config "$scratch/drizzle.config.ts" 2>&1)"; then
  echo "$output" >&2
  exit 1
fi
after="$(ls "$scratch/migrations" | wc -l)"
if [ "$before" != "$after" ] || ! grep -q "No schema changes" <<<"$output"; then
  echo "$output"
  echo "Schema drift: db/schema.ts changed without a migration. Run: npm run db:generate" >&2
  exit 1
fi
echo "Migrations match db/schema.ts (no drift)."
