CREATE TABLE "seed_runs" (
	"module" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb
);
