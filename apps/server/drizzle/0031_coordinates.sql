-- Coordinates of a place (issue 35, docs/jobs.md "Dispatch map"): a customer's account and a job may
-- carry a latitude and a longitude in decimal degrees (both or neither, checked by the server), which the
-- dispatch board's map shows as markers.
ALTER TABLE "akun" ADD COLUMN "lat" numeric(18, 6);
--> statement-breakpoint
ALTER TABLE "akun" ADD COLUMN "lng" numeric(18, 6);
--> statement-breakpoint
ALTER TABLE "rpekerjaan" ADD COLUMN "lat" numeric(18, 6);
--> statement-breakpoint
ALTER TABLE "rpekerjaan" ADD COLUMN "lng" numeric(18, 6);
