CREATE TABLE "doc_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_transaksi" text NOT NULL,
	"client_id" text NOT NULL,
	"tanggal" date NOT NULL,
	"id_akun" integer,
	"lines" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"diskon" bigint NOT NULL,
	"total" bigint NOT NULL,
	"metode" text NOT NULL,
	"dibayar" bigint NOT NULL,
	"kembalian" bigint NOT NULL,
	"user_id" integer,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_stok" integer NOT NULL,
	"tanggal" date NOT NULL,
	"source_resource" text NOT NULL,
	"source_id" text NOT NULL,
	"id_satuan" integer,
	"qty_unit" numeric(18, 4) NOT NULL,
	"qty" numeric(18, 4) NOT NULL,
	"nilai" bigint NOT NULL,
	"saldo_qty" numeric(18, 4) NOT NULL,
	"saldo_nilai" bigint NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_unit_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_stok" integer NOT NULL,
	"id_satuan" integer NOT NULL,
	"harga_satuan" bigint NOT NULL,
	"tanggal" date NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "rstok_kode_barang_trgm";--> statement-breakpoint
DROP INDEX "rstok_kode_barang_idx";--> statement-breakpoint
ALTER TABLE "rbarangmasuksub" ALTER COLUMN "nama_barang" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rstok" ALTER COLUMN "id_satuan" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rstok" ALTER COLUMN "qty_masuk" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "rstok" ALTER COLUMN "qty_keluar" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "rstok" ALTER COLUMN "stok" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "rstok" ALTER COLUMN "stok_minimum" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "rbarangkeluar" ADD COLUMN "diskon" bigint;--> statement-breakpoint
ALTER TABLE "rbarangkeluar" ADD COLUMN "subtotal" bigint;--> statement-breakpoint
ALTER TABLE "rbarangkeluar" ADD COLUMN "nilai_pokok" bigint;--> statement-breakpoint
ALTER TABLE "rbarangkeluar" ADD COLUMN "id_supplier" integer;--> statement-breakpoint
ALTER TABLE "rbarangmasuksub" ADD COLUMN "id_stok" integer;--> statement-breakpoint
ALTER TABLE "rstok" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "rstok" ADD COLUMN "harga_pokok" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "rstok" ADD COLUMN "keterangan" text;--> statement-breakpoint
ALTER TABLE "rstok" ADD COLUMN "user_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_sales_client" ON "pos_sales" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_sales_number" ON "pos_sales" USING btree ("no_transaksi");--> statement-breakpoint
CREATE INDEX "stock_movements_item" ON "stock_movements" USING btree ("id_stok","id");--> statement-breakpoint
CREATE INDEX "stock_movements_source" ON "stock_movements" USING btree ("source_resource","source_id");--> statement-breakpoint
CREATE INDEX "stock_unit_costs_item" ON "stock_unit_costs" USING btree ("id_stok","id_satuan","tanggal");--> statement-breakpoint
CREATE INDEX "rbarangkeluar_id_supplier_idx" ON "rbarangkeluar" USING btree ("id_supplier");--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_id_stok_idx" ON "rbarangmasuksub" USING btree ("id_stok");--> statement-breakpoint
CREATE UNIQUE INDEX "rstok_kode_barang_unique" ON "rstok" USING btree (lower("kode_barang"));--> statement-breakpoint
CREATE UNIQUE INDEX "rstok_barcode_unique" ON "rstok" USING btree (lower("barcode"));--> statement-breakpoint
CREATE INDEX "rstok_user_id_idx" ON "rstok" USING btree ("user_id");