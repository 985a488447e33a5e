-- issue 34, serials' last part: an invoice's goods line names the serials it sells (`rsubinvoice.no_seri`,
-- one per line, checked on issue), and a serial that leaves or comes back names the document it did so
-- on: the invoice (and its number), the job whose materials took it, the credit note that brought it back.
ALTER TABLE "rsubinvoice" ADD COLUMN "no_seri" text;--> statement-breakpoint
ALTER TABLE "serial_outs" ADD COLUMN "id_invoice" integer;--> statement-breakpoint
ALTER TABLE "serial_outs" ADD COLUMN "no_invoice" text;--> statement-breakpoint
ALTER TABLE "serial_outs" ADD COLUMN "id_pekerjaan" integer;--> statement-breakpoint
ALTER TABLE "serial_outs" ADD COLUMN "id_credit_note" integer;
