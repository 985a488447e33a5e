-- issue 34: PPN by the PMK 131/2024 rules. New columns only: no invoice is recomputed here, so every
-- stored figure stays as it was (an invoice with an empty rezim_pajak keeps the single-rate rule it was
-- computed under; a draft takes its dated regime the next time it is recomputed).
ALTER TABLE "rstok" ADD COLUMN "barang_mewah" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "rsubinvoice" ADD COLUMN "mewah" boolean DEFAULT false;--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "rezim_pajak" text;--> statement-breakpoint
ALTER TABLE "rinvoice" ADD COLUMN "dpp_nilai_lain" bigint;
