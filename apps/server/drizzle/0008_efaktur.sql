ALTER TABLE "akun" ADD COLUMN "npwp" text;--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "no_faktur_pajak" text;--> statement-breakpoint
CREATE INDEX "akun_npwp_trgm" ON "akun" USING gin ("npwp" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "rinvoice_no_faktur_pajak_unique" ON "rinvoice" USING btree (lower("no_faktur_pajak"));