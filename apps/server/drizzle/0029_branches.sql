-- Branches (issue 37): a login's branch, read by row-scope conditions as `user.cabang`, and an invoice's
-- branch (its author's when left empty), so "Kasir sees the invoices of their own branch" is one rule.
ALTER TABLE "users" ADD COLUMN "cabang" text;
--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "cabang" text;
--> statement-breakpoint
CREATE INDEX "rinvoice_cabang_idx" ON "rinvoice" ("cabang");
