DROP INDEX "vendors_name_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_lower_uq" ON "vendors" USING btree (lower("name"));