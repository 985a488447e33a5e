CREATE TABLE "pos_receivings" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"id_barangmasuk" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rsatuan" ADD COLUMN "pecahan" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "pos_sales" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_receivings_client" ON "pos_receivings" USING btree ("client_id");--> statement-breakpoint
-- hand-written (issue 32): units already used with a fraction stay divisible, so existing stock keeps working
UPDATE "rsatuan" SET "pecahan" = true WHERE "id" IN (
  SELECT "id_satuan" FROM "stock_movements" WHERE "id_satuan" IS NOT NULL AND "qty_unit" <> trunc("qty_unit")
  UNION SELECT "id_satuan" FROM "rbarangmasuksub" WHERE "id_satuan" IS NOT NULL AND "qty" <> trunc("qty")
  UNION SELECT "id_satuan" FROM "rbarangkeluar" WHERE "id_satuan" IS NOT NULL AND "qty" <> trunc("qty")
);
