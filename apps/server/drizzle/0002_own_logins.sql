-- Every login owns its own records: user_id is its own id, never its creator's (security finding:
-- a login made through users/add inherited the admin's user_id and with it the admin's records).
UPDATE "users" SET "user_id" = "id" WHERE "user_id" IS DISTINCT FROM "id";
