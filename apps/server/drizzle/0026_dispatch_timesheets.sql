-- Dispatch board and timesheets (issue 35, docs/jobs.md): a sub job may have a start time and a
-- duration (the day view places it by them, the board's move checks overlaps with them), and the time a
-- technician spends on a sub job is kept as timer entries, with the admin's corrections as history.
ALTER TABLE "rsubpekerjaan" ADD COLUMN "jam_mulai" time;
--> statement-breakpoint
ALTER TABLE "rsubpekerjaan" ADD COLUMN "durasi_menit" integer;
--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_subpekerjaan" integer NOT NULL REFERENCES "rsubpekerjaan"("id") ON DELETE CASCADE,
	"id_teknisi" integer NOT NULL REFERENCES "akun"("id") ON DELETE CASCADE,
	"mulai" timestamp with time zone NOT NULL,
	"selesai" timestamp with time zone,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_one_running" ON "timesheet_entries" USING btree ("id_teknisi") WHERE "selesai" IS NULL;
--> statement-breakpoint
CREATE INDEX "timesheet_entries_sub" ON "timesheet_entries" USING btree ("id_subpekerjaan");
--> statement-breakpoint
CREATE TABLE "timesheet_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL REFERENCES "timesheet_entries"("id") ON DELETE CASCADE,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"alasan" text NOT NULL,
	"mulai_lama" timestamp with time zone NOT NULL,
	"selesai_lama" timestamp with time zone,
	"mulai_baru" timestamp with time zone NOT NULL,
	"selesai_baru" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "timesheet_corrections_entry" ON "timesheet_corrections" USING btree ("entry_id");
