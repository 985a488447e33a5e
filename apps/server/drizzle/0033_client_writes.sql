-- Offline field work (issue 35, docs/jobs.md "Offline"): a write queued on a technician's phone carries a
-- client id; the first time it reaches the server the record it made is noted here, so a retried sync
-- (an answer lost on the way back) answers that record instead of writing a second one.
CREATE TABLE "client_writes" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_writes_pk" PRIMARY KEY ("user_id", "client_id")
);
