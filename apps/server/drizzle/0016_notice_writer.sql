ALTER TABLE "rnotifikasi" ADD COLUMN "id_pengirim" integer;--> statement-breakpoint
ALTER TABLE "rnotifikasi" ADD COLUMN "kutipan" jsonb;--> statement-breakpoint
CREATE INDEX "rnotifikasi_id_pengirim_idx" ON "rnotifikasi" USING btree ("id_pengirim");