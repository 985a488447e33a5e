CREATE TABLE "chat_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_phone" text,
	"visitor_email" text,
	"customer_id" integer,
	"token_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_message_id" integer,
	"visitor_delivered_id" integer DEFAULT 0 NOT NULL,
	"visitor_read_id" integer DEFAULT 0 NOT NULL,
	"agent_delivered_id" integer DEFAULT 0 NOT NULL,
	"agent_read_id" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer
);
--> statement-breakpoint
ALTER TABLE "rchat" ADD COLUMN "pengirim" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_code" ON "chat_conversations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_token" ON "chat_conversations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "chat_conversations_queue" ON "chat_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_customer" ON "chat_conversations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_agent" ON "chat_conversations" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "rchat_pengirim_idx" ON "rchat" USING btree ("pengirim");