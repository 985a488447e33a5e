-- issue 34: serials that leave. A goods out (and so a POS sale line) names the serials of its units
-- (`rbarangkeluar.no_seri`, one per line as typed); each leaving serial is a `serial_outs` row, closed
-- (kembali_*) when it comes back (a POS return, a cancelled goods out). A serial is out at most once at a
-- time: a partial unique index on the rows not closed.
ALTER TABLE "rbarangkeluar" ADD COLUMN "no_seri" text;--> statement-breakpoint
CREATE TABLE "serial_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_serial" integer NOT NULL,
	"id_stok" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"id_barangkeluar" integer,
	"no_referensi" text,
	"id_pos_sale" integer,
	"no_transaksi" text,
	"id_akun" integer,
	"kembali_tanggal" date,
	"kembali_sumber" text,
	"id_pos_return" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "serial_outs_open" ON "serial_outs" USING btree ("id_serial") WHERE kembali_tanggal IS NULL;--> statement-breakpoint
CREATE INDEX "serial_outs_serial" ON "serial_outs" USING btree ("id_serial");--> statement-breakpoint
CREATE INDEX "serial_outs_goods_out" ON "serial_outs" USING btree ("id_barangkeluar");--> statement-breakpoint
CREATE INDEX "serial_outs_sale" ON "serial_outs" USING btree ("id_pos_sale");
