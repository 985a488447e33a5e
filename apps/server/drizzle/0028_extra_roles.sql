-- Several roles per user (issue 37): a login's roles besides its primary `user_role_id`, a `relations`
-- field (a jsonb array of role ids, null for none), searched by containment (`peran_lain @> '[5]'`).
-- tes3 gets a field of the same kind so the fixture suites cover it.
ALTER TABLE "users" ADD COLUMN "peran_lain" jsonb;--> statement-breakpoint
CREATE INDEX "users_peran_lain_idx" ON "users" USING gin ("peran_lain");--> statement-breakpoint
ALTER TABLE "tes3" ADD COLUMN "id_tes_lain" jsonb;--> statement-breakpoint
CREATE INDEX "tes3_id_tes_lain_idx" ON "tes3" USING gin ("id_tes_lain");
