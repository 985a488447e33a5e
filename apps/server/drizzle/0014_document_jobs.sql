CREATE TABLE "document_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" integer NOT NULL,
	"status" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"file_name" text NOT NULL,
	"error" text,
	"zip" "bytea",
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "document_jobs_owner_idx" ON "document_jobs" USING btree ("owner","status");