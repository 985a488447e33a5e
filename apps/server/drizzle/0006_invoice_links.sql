CREATE TABLE "invoice_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"id_invoice" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_links_token" ON "invoice_links" USING btree ("token");