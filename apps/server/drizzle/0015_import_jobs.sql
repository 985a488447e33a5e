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
	"written" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "import_jobs_owner_idx" ON "import_jobs" USING btree ("owner","status");--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_running" ON "import_jobs" USING btree ("owner") WHERE status = 'running';