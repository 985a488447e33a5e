CREATE TABLE "daily_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cmumt" ALTER COLUMN "no_tiket" DROP NOT NULL;