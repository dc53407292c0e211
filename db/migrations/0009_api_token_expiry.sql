-- Every API token expires (issue 22 item 9). Login tokens were issued without an expiry: they get the
-- default lifetime (API_TOKEN_TTL_DAYS, 30 days) from the upgrade on, renewed while in use.
UPDATE "api_tokens" SET "expires_at" = now() + interval '30 days' WHERE "expires_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "expires_at" SET NOT NULL;
