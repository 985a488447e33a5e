CREATE TABLE "pos_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_retur" text NOT NULL,
	"client_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"id_sale" integer NOT NULL,
	"id_session" integer NOT NULL,
	"tanggal" date NOT NULL,
	"lines" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"metode" text NOT NULL,
	"alasan" text,
	"user_id" integer,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"counter" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tanggal" date NOT NULL,
	"float" bigint NOT NULL,
	"opened_by" integer,
	"opened_by_name" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	"counted" jsonb,
	"counted_total" bigint,
	"expected" bigint,
	"difference" bigint,
	"income_ids" jsonb,
	"keterangan" text
);
--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "id_session" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_returns_client" ON "pos_returns" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_returns_number" ON "pos_returns" USING btree ("no_retur");--> statement-breakpoint
CREATE INDEX "pos_returns_sale" ON "pos_returns" USING btree ("id_sale");--> statement-breakpoint
CREATE INDEX "pos_returns_session" ON "pos_returns" USING btree ("id_session");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_sessions_open_counter" ON "pos_sessions" USING btree ("counter") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "pos_sessions_day" ON "pos_sessions" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "pos_sales_session" ON "pos_sales" USING btree ("id_session");