CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_invoice" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jumlah" bigint NOT NULL,
	"metode" text NOT NULL,
	"dp" text,
	"provider" text NOT NULL,
	"reference" text,
	"id_pemasukan" integer,
	"id_bankrekening" integer,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_virtual_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_invoice" integer NOT NULL,
	"provider" text NOT NULL,
	"bank" text NOT NULL,
	"va_number" text NOT NULL,
	"order_id" text NOT NULL,
	"jumlah" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rinvoice" ALTER COLUMN "no_invoice" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rinvoice" ALTER COLUMN "status_bayar" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rinvoice" ALTER COLUMN "ppn_persen" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rsubinvoice" ALTER COLUMN "nama_item" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rsubinvoice" ALTER COLUMN "harga" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "status" text DEFAULT 'Draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "subtotal" bigint;--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "dpp" bigint;--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "ppn" bigint;--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "dibayar" bigint;--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "sisa" bigint;--> statement-breakpoint
ALTER TABLE "rsubinvoice" ADD COLUMN "jenis" text DEFAULT 'Lain' NOT NULL;--> statement-breakpoint
ALTER TABLE "rsubinvoice" ADD COLUMN "id_hargapekerjaan" integer;--> statement-breakpoint
ALTER TABLE "rsubinvoice" ADD COLUMN "id_barangkeluar" integer;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice" ON "invoice_payments" USING btree ("id_invoice","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_reference" ON "invoice_payments" USING btree ("provider","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_virtual_accounts_order" ON "invoice_virtual_accounts" USING btree ("provider","order_id");--> statement-breakpoint
CREATE INDEX "rinvoice_status_idx" ON "rinvoice" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rinvoice_dibayar_idx" ON "rinvoice" USING btree ("dibayar");--> statement-breakpoint
CREATE INDEX "rinvoice_sisa_idx" ON "rinvoice" USING btree ("sisa");--> statement-breakpoint
CREATE INDEX "rsubinvoice_jenis_idx" ON "rsubinvoice" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "rsubinvoice_id_hargapekerjaan_idx" ON "rsubinvoice" USING btree ("id_hargapekerjaan");--> statement-breakpoint
CREATE INDEX "rsubinvoice_id_barangkeluar_idx" ON "rsubinvoice" USING btree ("id_barangkeluar");