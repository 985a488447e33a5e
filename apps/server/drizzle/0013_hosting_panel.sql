ALTER TABLE "akun" ADD COLUMN "cpanel_host" text;--> statement-breakpoint
ALTER TABLE "akun" ADD COLUMN "cpanel_username" text;--> statement-breakpoint
ALTER TABLE "akun" ADD COLUMN "cpanel_token" text;