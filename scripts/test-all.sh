#!/usr/bin/env bash
# npm test: every check, in order, stopping at the first failure.
#   typecheck, lint, migration drift, unit, UI kit, integration on PGlite, integration on PostgreSQL
#   (when TEST_DATABASE_URL is set), production build, two production servers on one PostgreSQL and
#   one Redis, end-to-end in Chromium against the standalone server the Docker image runs (its last
#   lines list the tests that passed only on a retry under CI).
set -euo pipefail

# Each step's heading says when it started, in minutes since npm test began, so a slow run shows where.
step() { printf '\n\033[1m== %s\033[0m (at %d:%02d)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "typecheck"
npx tsc --noEmit
step "lint"
npx eslint . --max-warnings 0
step "migrations match the schema"
bash scripts/check-migrations.sh
step "docker compose file (docker-compose config)"
bash scripts/check-compose.sh
step "unit tests"
npx vitest run --project unit
step "UI kit tests (jsdom)"
npx vitest run --project ui
step "integration tests on PGlite"
env -u TEST_DATABASE_URL npx vitest run --project integration
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project integration
else
  echo "(TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the integration tests)"
fi
step "production build (standalone server and its tools)"
npm run build
step "production servers: two sharing one PostgreSQL and one Redis, graceful shutdown, refused HTTP methods (skipped without them)"
npx vitest run --project servers
step "end-to-end tests"
# One retry under CI. Playwright's exit status is the step's: a test that passed only on its retry
# does not fail the run, but the run ends with the list of them, "Passed only on retry (flaky): …"
# or "No test needed a retry." (e2e/support/flaky-reporter.ts, also test-results/flaky-tests.json).
npx playwright test
step "done"
