-- Labour into invoice lines (issue 35): a timesheet entry billed on an invoice line names it, so hours are
-- billed once; deleting the line frees them for another invoice.
ALTER TABLE "timesheet_entries" ADD COLUMN "id_subinvoice" integer REFERENCES "rsubinvoice"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "timesheet_entries_billed" ON "timesheet_entries" ("id_subinvoice");
