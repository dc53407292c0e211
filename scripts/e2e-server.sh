#!/usr/bin/env bash
# The server the Playwright suite runs against: the production build (built first when missing),
# a freshly seeded embedded database in its own data directory, on its own port.
set -euo pipefail
PORT="${1:-3210}"
export DATA_DIR="${E2E_DATA_DIR:-.e2e-data}"
export SEED_DEMO=true
# The whole suite logs in from 127.0.0.1: allow it more attempts per address than a real client.
export RATE_LIMIT_IP_FACTOR="${RATE_LIMIT_IP_FACTOR:-20}"
export LOG_LEVEL="${LOG_LEVEL:-warn}"
unset DATABASE_URL
rm -rf "$DATA_DIR"
node scripts/ensure-build.mjs
npx tsx db/scripts/seed.ts
exec npx next start -p "$PORT" -H 127.0.0.1
