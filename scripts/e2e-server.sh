#!/usr/bin/env bash
# The server the Playwright suite runs against: the production build's standalone server, laid out
# and started exactly as the Docker image runs it (scripts/serve.mjs; built first when missing),
# with a freshly seeded embedded database in its own data directory, on its own port.
# The seed runs through the bundled tool the image ships (tools/seed.mjs), with plain node.
set -euo pipefail
PORT="${1:-3210}"
DIST_DIR="${NEXT_DIST_DIR:-.next}"
DATA_DIR="${E2E_DATA_DIR:-.e2e-data}"
# Absolute: the seed runs from the standalone folder.
[[ "$DATA_DIR" = /* ]] || DATA_DIR="$PWD/$DATA_DIR"
export DATA_DIR
export SEED_DEMO=true
# The whole suite logs in from 127.0.0.1: allow it more attempts per address than a real client.
export RATE_LIMIT_IP_FACTOR="${RATE_LIMIT_IP_FACTOR:-20}"
export LOG_LEVEL="${LOG_LEVEL:-warn}"
# The shop collects the QST, so a checkout to Quebec charges it (e2e/sales-taxes.spec.ts); no PST is
# collected, so the journeys of British Columbia customers keep the GST alone (docs/taxes.md).
export TAX_REGISTRATIONS="${TAX_REGISTRATIONS:-QST}"
# The webhook specs' receivers listen on 127.0.0.1 (e2e/webhooks-admin.spec.ts): private addresses
# are refused by default (docs/webhooks.md), allowed here as in development.
export WEBHOOKS_ALLOW_PRIVATE_ADDRESSES="${WEBHOOKS_ALLOW_PRIVATE_ADDRESSES:-true}"
unset DATABASE_URL
rm -rf "$DATA_DIR"
node scripts/ensure-build.mjs
(cd "$DIST_DIR/standalone" && node tools/seed.mjs)
exec node scripts/serve.mjs -p "$PORT" -H 127.0.0.1
