/*
 * QA against a running shop: `E2E_BASE_URL=https://staging.example.ca npm run test:e2e` starts no
 * local server (playwright.config.ts) and drives that shop. The suite expects the demo data there
 * (a shop started on an empty database with SEED_DEMO=true, e.g. `docker compose up`); the accounts
 * can be replaced by settings (e2e/support/accounts.ts), and mail is read through the Mailpit HTTP
 * API at E2E_MAILPIT_URL (e2e/support/mail.ts).
 */
export const DEPLOYMENT_URL = process.env.E2E_BASE_URL?.trim().replace(/\/+$/, "") || undefined;

/** True when the suite runs against a deployment rather than the local e2e server. */
export const againstDeployment = DEPLOYMENT_URL !== undefined;
