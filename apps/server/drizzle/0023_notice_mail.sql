-- Notices by e-mail (issue 35): each user's choice of the notice kinds that also go to their mailbox,
-- and mail that the SMTP server refused, kept to be tried again with a growing pause.
CREATE TABLE "notice_mail_prefs" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"locale" text DEFAULT 'id-ID' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_retries" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"next_try_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_retries_due" ON "mail_retries" USING btree ("next_try_at") WHERE "failed_at" IS NULL;
