ALTER TABLE "rsubpekerjaan" ALTER COLUMN "bobot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "akun" ADD COLUMN "kode_rfid" text;--> statement-breakpoint
ALTER TABLE "cmumt" ADD COLUMN "id_akun" integer;--> statement-breakpoint
ALTER TABLE "cmumt" ADD COLUMN "interval_hari" integer;--> statement-breakpoint
ALTER TABLE "cmumt" ADD COLUMN "jadwal_berikutnya" date;--> statement-breakpoint
ALTER TABLE "cmumt" ADD COLUMN "id_pekerjaan" integer;--> statement-breakpoint
ALTER TABLE "rlangganan" ADD COLUMN "diingatkan_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rpekerjaan" ADD COLUMN "alasan_tutup" text;--> statement-breakpoint
ALTER TABLE "rpekerjaan" ADD COLUMN "kode_lacak" text;--> statement-breakpoint
ALTER TABLE "rsubptrackprogres" ADD COLUMN "publik" boolean DEFAULT true;--> statement-breakpoint
CREATE UNIQUE INDEX "akun_kode_rfid_unique" ON "akun" USING btree (lower("kode_rfid"));--> statement-breakpoint
CREATE INDEX "cmumt_id_akun_idx" ON "cmumt" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "cmumt_jadwal_berikutnya_idx" ON "cmumt" USING btree ("jadwal_berikutnya");--> statement-breakpoint
CREATE INDEX "cmumt_id_pekerjaan_idx" ON "cmumt" USING btree ("id_pekerjaan");--> statement-breakpoint
CREATE UNIQUE INDEX "rpekerjaan_kode_lacak_unique" ON "rpekerjaan" USING btree (lower("kode_lacak"));--> statement-breakpoint
CREATE INDEX "rsubptrackprogres_publik_idx" ON "rsubptrackprogres" USING btree ("publik");