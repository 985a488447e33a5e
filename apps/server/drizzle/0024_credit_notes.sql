-- issue 34: credit notes (nota kredit) against issued or paid invoices, their lines, and the refunds paid
-- back to customers. New tables only: no invoice's figures change here.
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_nota" text NOT NULL,
	"id_invoice" integer NOT NULL,
	"tanggal" date NOT NULL,
	"alasan" text NOT NULL,
	"rezim_pajak" text,
	"ppn_persen" numeric(5, 2) DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"diskon" bigint DEFAULT 0 NOT NULL,
	"dpp" bigint DEFAULT 0 NOT NULL,
	"dpp_nilai_lain" bigint,
	"ppn" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"user_id" integer,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_nota" integer NOT NULL,
	"id_subinvoice" integer NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"subtotal" bigint NOT NULL,
	"diskon" bigint DEFAULT 0 NOT NULL,
	"dpp" bigint NOT NULL,
	"dpp_nilai_lain" bigint,
	"ppn" bigint DEFAULT 0 NOT NULL,
	"nilai_pokok" bigint
);
--> statement-breakpoint
CREATE TABLE "invoice_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_invoice" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jumlah" bigint NOT NULL,
	"metode" text NOT NULL,
	"id_bankrekening" integer,
	"id_pengeluaran" integer,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number" ON "credit_notes" USING btree ("no_nota");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice" ON "credit_notes" USING btree ("id_invoice","id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_note" ON "credit_note_lines" USING btree ("id_nota","id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_line" ON "credit_note_lines" USING btree ("id_subinvoice");--> statement-breakpoint
CREATE INDEX "invoice_refunds_invoice" ON "invoice_refunds" USING btree ("id_invoice","id");
