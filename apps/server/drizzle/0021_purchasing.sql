CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_po" integer NOT NULL,
	"id_stok" integer NOT NULL,
	"id_satuan" integer NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"harga" bigint NOT NULL,
	"subtotal" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_po" text NOT NULL,
	"id_supplier" integer NOT NULL,
	"tanggal" date NOT NULL,
	"tanggal_kirim" date,
	"termin_hari" integer DEFAULT 30 NOT NULL,
	"status" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_po_line" integer NOT NULL,
	"id_barangmasuk" integer NOT NULL,
	"id_barangmasuksub" integer NOT NULL,
	"qty" numeric(18, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tagihan" integer NOT NULL,
	"id_po_line" integer NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"harga" bigint NOT NULL,
	"subtotal" bigint NOT NULL,
	"selisih" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_tagihan" text NOT NULL,
	"no_faktur_supplier" text NOT NULL,
	"id_po" integer NOT NULL,
	"id_supplier" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jatuh_tempo" date NOT NULL,
	"jumlah" bigint NOT NULL,
	"selisih_harga" bigint DEFAULT 0 NOT NULL,
	"dibayar" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_tagihan" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jumlah" bigint NOT NULL,
	"metode" text NOT NULL,
	"id_bankrekening" integer,
	"id_pengeluaran" integer NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "purchase_order_lines_po" ON "purchase_order_lines" USING btree ("id_po","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_no" ON "purchase_orders" USING btree ("no_po");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier" ON "purchase_orders" USING btree ("id_supplier");--> statement-breakpoint
CREATE INDEX "purchase_receipt_lines_line" ON "purchase_receipt_lines" USING btree ("id_po_line");--> statement-breakpoint
CREATE INDEX "purchase_receipt_lines_receipt" ON "purchase_receipt_lines" USING btree ("id_barangmasuk");--> statement-breakpoint
CREATE INDEX "supplier_bill_lines_bill" ON "supplier_bill_lines" USING btree ("id_tagihan");--> statement-breakpoint
CREATE INDEX "supplier_bill_lines_line" ON "supplier_bill_lines" USING btree ("id_po_line");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bills_no" ON "supplier_bills" USING btree ("no_tagihan");--> statement-breakpoint
CREATE INDEX "supplier_bills_po" ON "supplier_bills" USING btree ("id_po");--> statement-breakpoint
CREATE INDEX "supplier_bills_due" ON "supplier_bills" USING btree ("jatuh_tempo");--> statement-breakpoint
CREATE INDEX "supplier_payments_bill" ON "supplier_payments" USING btree ("id_tagihan","id");