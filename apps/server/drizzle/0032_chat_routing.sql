-- Chat that routes itself (issue 35): which agents have the console open (one row per agent and server
-- instance, refreshed while a socket is open), when each conversation was last given to an agent (the
-- round robin's order), the tickets left outside working hours, the visitor's rating after close, and the job an
-- agent made of the conversation.
CREATE TABLE "chat_agent_presence" (
	"agent_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("agent_id", "instance_id")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "assigned_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "ticket" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "rating" integer;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "rating_comment" text;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "rated_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "chat_conversations" SET "assigned_at" = "created_at" WHERE "agent_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "id_pekerjaan" integer REFERENCES "rpekerjaan"("id") ON DELETE SET NULL;
