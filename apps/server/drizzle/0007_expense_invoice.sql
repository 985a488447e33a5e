ALTER TABLE "rpengeluaran" ADD COLUMN "id_invoice" integer;--> statement-breakpoint
CREATE INDEX "rpengeluaran_id_invoice_idx" ON "rpengeluaran" USING btree ("id_invoice");