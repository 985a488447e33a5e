CREATE TABLE "import_job_rows" (
	"job_id" text NOT NULL,
	"record_id" text NOT NULL,
	"row" integer NOT NULL,
	CONSTRAINT "import_job_rows_job_id_record_id_pk" PRIMARY KEY("job_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" integer NOT NULL,
	"actor" jsonb NOT NULL,
	"resource" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"status" text NOT NULL,
	"runner" text NOT NULL,
	"phase" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"report" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_owner_idx" ON "import_jobs" USING btree ("owner","status");--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_running" ON "import_jobs" USING btree ("owner") WHERE status = 'running';