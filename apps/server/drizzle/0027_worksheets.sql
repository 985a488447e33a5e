-- Worksheets and proof of work (issue 35): a job type's checklist template, and a sub job's worksheet
-- (its own copy of the items, the answers, and the customer's signature that closes it).
CREATE TABLE "worksheet_templates" (
	"id_type" integer PRIMARY KEY NOT NULL REFERENCES "rtype"("id") ON DELETE CASCADE,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_subpekerjaan" integer NOT NULL UNIQUE REFERENCES "rsubpekerjaan"("id") ON DELETE CASCADE,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"nama_penanda" text,
	"tanda_tangan" text,
	"ditandatangani_pada" timestamp with time zone,
	"lokasi_gps" text,
	"catatan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
