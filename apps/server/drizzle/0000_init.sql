CREATE TABLE "akun" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"jenis_akun" text DEFAULT 'Pelanggan' NOT NULL,
	"email" text,
	"no_hp" text,
	"jenis_kelamin" text,
	"alamat" text,
	"id_provinsi" text,
	"id_kabupaten" text,
	"id_kecamatan" text,
	"id_desa" text,
	"foto" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"id_login" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "akunwebmail" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nama_pemilik" text,
	"id_akun" integer,
	"kuota_mb" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"username" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bankrekening" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_rekening" text NOT NULL,
	"nama_bank" text NOT NULL,
	"no_rekening" text NOT NULL,
	"atas_nama" text NOT NULL,
	"cabang" text,
	"saldo_awal" bigint,
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "butuhapa" (
	"id" serial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"nama" text NOT NULL,
	"no_hp" text NOT NULL,
	"email" text,
	"kebutuhan" text NOT NULL,
	"sumber" text,
	"status" text DEFAULT 'Baru' NOT NULL,
	"tanggal_followup" date,
	"id_pekerjaan" integer,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cmumt" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_tiket" text NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"jenis" text DEFAULT 'Corrective' NOT NULL,
	"id_segment" integer,
	"lokasi" text NOT NULL,
	"aset" text,
	"keluhan" text NOT NULL,
	"tindakan" text,
	"id_rootcause" integer,
	"id_teknisi" integer,
	"status" text,
	"tanggal_selesai" timestamp with time zone,
	"foto" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dbteam" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"jabatan" text NOT NULL,
	"foto" text,
	"no_hp" text,
	"email" text,
	"deskripsi" text,
	"link_sosmed" text,
	"urutan" integer DEFAULT 0,
	"tampil_di_website" boolean DEFAULT true,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dokumengenerator" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_dokumen" text NOT NULL,
	"jenis" text DEFAULT 'Template' NOT NULL,
	"kategori" text,
	"nomor_dokumen" text,
	"tanggal" date,
	"isi_template" text,
	"variabel" jsonb,
	"file_hasil" text,
	"status" text DEFAULT 'Draft',
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grouproleid" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_group" text NOT NULL,
	"role_ids" jsonb NOT NULL,
	"status" text DEFAULT 'Active',
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifestasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"deskripsi" text,
	"target_nilai" numeric(18, 2),
	"satuan_target" text,
	"realisasi" numeric(18, 2),
	"progres" numeric(7, 2),
	"tenggat" date NOT NULL,
	"status" text DEFAULT 'Belum Mulai' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manualtemplatejson" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_template" text NOT NULL,
	"kategori" text,
	"isi_json" jsonb NOT NULL,
	"ref_xml" text,
	"versi" integer DEFAULT 1,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_file" text NOT NULL,
	"path" text NOT NULL,
	"tipe_mime" text,
	"ukuran" integer,
	"folder" text,
	"alt_text" text,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pendaftaran" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"jenis_pelanggan" text DEFAULT 'Umum' NOT NULL,
	"jenis_kelamin" text NOT NULL,
	"tanggal_lahir" date,
	"golongan_darah" text,
	"no_hp" text NOT NULL,
	"alamat" text,
	"id_provinsi" text,
	"id_kabupaten" text,
	"id_kecamatan" text,
	"id_desa" text,
	"nama_kontak_darurat" text,
	"hubungan_kontak_darurat" text,
	"no_hp_kontak_darurat" text,
	"status" text DEFAULT 'Menunggu' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"page_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "primereactcustomview" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_view" text NOT NULL,
	"nama_resource" text NOT NULL,
	"kolom" jsonb NOT NULL,
	"filter_data" jsonb,
	"sort_field" text,
	"sort_order" text DEFAULT 'asc',
	"jumlah_baris" integer DEFAULT 25,
	"default_view" boolean DEFAULT false,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promptapiopenai" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"provider" text DEFAULT 'OpenAI' NOT NULL,
	"endpoint_url" text,
	"model" text NOT NULL,
	"api_key" text,
	"system_prompt" text,
	"temperature" numeric(18, 2) DEFAULT 0.7,
	"max_tokens" integer DEFAULT 1000,
	"status" text DEFAULT 'Active' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rabsensi" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_akun" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jam_masuk" time,
	"jam_keluar" time,
	"status" text DEFAULT 'masuk' NOT NULL,
	"sumber" text DEFAULT 'Manual' NOT NULL,
	"kode_rfid" text,
	"foto" text,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbarangkeluar" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_referensi" text NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" text NOT NULL,
	"id_stok" integer NOT NULL,
	"qty" numeric(18, 2) NOT NULL,
	"id_satuan" integer NOT NULL,
	"harga_satuan" bigint,
	"id_pekerjaan" integer,
	"id_akun" integer,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbarangmasuk" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_referensi" text NOT NULL,
	"tanggal" date NOT NULL,
	"id_supplier" integer NOT NULL,
	"no_faktur_supplier" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"total" bigint,
	"lampiran" text,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbarangmasuksub" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_barangmasuk" integer NOT NULL,
	"kode_barang" text,
	"nama_barang" text NOT NULL,
	"id_kategori" integer,
	"qty" numeric(18, 2) NOT NULL,
	"id_satuan" integer NOT NULL,
	"harga_satuan" bigint NOT NULL,
	"subtotal" bigint,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbarangmasuksubsub" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_barangmasuksub" integer NOT NULL,
	"jenis" text NOT NULL,
	"no_seri_batch" text NOT NULL,
	"nama_sub_barang" text,
	"qty" numeric(18, 2) DEFAULT 1,
	"tanggal_kedaluwarsa" date,
	"kondisi" text DEFAULT 'Baik',
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rchat" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_percakapan" text NOT NULL,
	"id_penerima" integer,
	"pesan" text NOT NULL,
	"lampiran" text,
	"dikirim_pada" timestamp with time zone,
	"dibaca_pada" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rchatadmin" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_agen" integer NOT NULL,
	"nama_tampilan" text NOT NULL,
	"kanal" text DEFAULT 'Website' NOT NULL,
	"maks_percakapan" integer DEFAULT 5,
	"jam_mulai" time,
	"jam_selesai" time,
	"status" text DEFAULT 'Active' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rdiskonevent" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_event" text NOT NULL,
	"tanggal_mulai" date NOT NULL,
	"tanggal_akhir" date NOT NULL,
	"jenis_diskon" text DEFAULT 'Persen' NOT NULL,
	"persen_diskon" numeric(7, 2),
	"nominal_diskon" bigint,
	"minimal_belanja" bigint,
	"id_kategori" integer,
	"id_stok" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regdistricts" (
	"id" text PRIMARY KEY NOT NULL,
	"regency_code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regprovinces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regregencies" (
	"id" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regvillages" (
	"id" text PRIMARY KEY NOT NULL,
	"district_code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rhargasatuanpekerjaan" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_pekerjaan" text NOT NULL,
	"id_type" integer,
	"id_satuan" integer NOT NULL,
	"harga_satuan" bigint NOT NULL,
	"id_setregional" integer,
	"berlaku_mulai" date,
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rinvoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"no_invoice" text NOT NULL,
	"tanggal" date NOT NULL,
	"jatuh_tempo" date,
	"id_akun" integer NOT NULL,
	"jenis_tagihan" text DEFAULT 'customer bill' NOT NULL,
	"status_pajak" text DEFAULT 'Non PKP' NOT NULL,
	"status_bayar" integer DEFAULT 0 NOT NULL,
	"dp" text,
	"id_pekerjaan" integer,
	"id_bankrekening" integer,
	"diskon" bigint,
	"ppn_persen" numeric(7, 2) DEFAULT 0,
	"total" bigint,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rkategorilevel" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_kategori" text NOT NULL,
	"kode_kategori" text,
	"id_parent" integer,
	"level" integer DEFAULT 1 NOT NULL,
	"urutan" integer DEFAULT 0,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rlangganan" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_akun" integer NOT NULL,
	"nama_paket" text NOT NULL,
	"harga" bigint NOT NULL,
	"periode" text DEFAULT 'Bulanan' NOT NULL,
	"tanggal_mulai" date NOT NULL,
	"tanggal_akhir" date NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"perpanjang_otomatis" boolean DEFAULT false,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rlaporan" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"jenis" text DEFAULT 'Laporan Lapangan' NOT NULL,
	"tanggal" date NOT NULL,
	"id_pekerjaan" integer,
	"id_teknisi" integer,
	"isi" text,
	"definisi" jsonb,
	"lampiran" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rmasterpengeluaran" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_pengeluaran" text NOT NULL,
	"kode" text,
	"anggaran_bulanan" bigint,
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rmenu" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"route" text NOT NULL,
	"grup" text,
	"id_parent" integer,
	"icon" text DEFAULT 'pi pi-tags',
	"iconcolor" text,
	"target" text DEFAULT '_self',
	"urutan" integer DEFAULT 0,
	"status" text DEFAULT 'Active' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rmindmap" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"data" jsonb NOT NULL,
	"nama_resource" text,
	"id_record" integer,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rmitra" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_mitra" text NOT NULL,
	"nama_kontak" text,
	"no_hp" text,
	"email" text,
	"alamat" text,
	"id_provinsi" text,
	"id_kabupaten" text,
	"id_kecamatan" text,
	"id_desa" text,
	"npwp" text,
	"status_pajak" text,
	"rekening_bank" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rnotifikasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_penerima" integer NOT NULL,
	"judul" text NOT NULL,
	"isi" text,
	"link" text,
	"jenis" text DEFAULT 'Info',
	"dikirim_pada" timestamp with time zone,
	"dibaca_pada" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rootcauseumt" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_penyebab" text NOT NULL,
	"nama_penyebab" text NOT NULL,
	"kategori" text,
	"id_segment" integer,
	"solusi_standar" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpekerjaan" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_pekerjaan" text NOT NULL,
	"id_akun" integer NOT NULL,
	"id_type" integer,
	"id_teknisi" integer,
	"alamat" text,
	"id_provinsi" text,
	"id_kabupaten" text,
	"id_kecamatan" text,
	"id_desa" text,
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date,
	"nilai_kontrak" bigint,
	"progres" numeric(7, 2),
	"status" text DEFAULT 'On Going' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpemasukan" (
	"id" serial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"uraian" text NOT NULL,
	"kategori" text NOT NULL,
	"jumlah" bigint NOT NULL,
	"id_invoice" integer,
	"id_bankrekening" integer,
	"metode_bayar" text DEFAULT 'Transfer',
	"bukti" text,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpengeluaran" (
	"id" serial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"uraian" text NOT NULL,
	"id_masterpengeluaran" integer NOT NULL,
	"jumlah" bigint NOT NULL,
	"id_bankrekening" integer,
	"metode_bayar" text DEFAULT 'Transfer',
	"id_pekerjaan" integer,
	"id_supplier" integer,
	"bukti" text,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpostingan" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"slug" text NOT NULL,
	"ringkasan" text,
	"konten" text NOT NULL,
	"gambar" text,
	"kategori" text,
	"tag" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"tanggal_terbit" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsatuan" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_satuan" text NOT NULL,
	"singkatan" text,
	"id_satuan_dasar" integer,
	"nilai_konversi" numeric(18, 4) DEFAULT 1,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsethargajual" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_stok" integer NOT NULL,
	"id_satuan" integer NOT NULL,
	"harga_jual" bigint NOT NULL,
	"harga_grosir" bigint,
	"minimal_qty_grosir" numeric(18, 2),
	"berlaku_mulai" date NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsetregional" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_regional" text NOT NULL,
	"id_provinsi" text NOT NULL,
	"id_kabupaten" text,
	"biaya_transport" bigint,
	"penyesuaian_harga" numeric(7, 2),
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsetwebsite" (
	"id" serial PRIMARY KEY NOT NULL,
	"bagian" text NOT NULL,
	"judul" text NOT NULL,
	"subjudul" text,
	"konten" text,
	"gambar" text,
	"link" text,
	"ikon" text,
	"data" jsonb,
	"urutan" integer DEFAULT 0,
	"status" text DEFAULT 'Active' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rstok" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode_barang" text,
	"nama_barang" text NOT NULL,
	"id_kategori" integer,
	"id_satuan" integer,
	"lokasi" text,
	"qty_masuk" numeric(18, 2),
	"qty_keluar" numeric(18, 2),
	"stok" numeric(18, 2),
	"stok_minimum" numeric(18, 2),
	"nilai_stok" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsubinvoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_invoice" integer NOT NULL,
	"id_stok" integer,
	"nama_item" text NOT NULL,
	"qty" numeric(18, 2) DEFAULT 1 NOT NULL,
	"id_satuan" integer,
	"harga" bigint NOT NULL,
	"diskon" bigint,
	"subtotal" bigint,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsubpekerjaan" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_pekerjaan" integer NOT NULL,
	"nama_sub_pekerjaan" text NOT NULL,
	"id_hargasatuan" integer,
	"volume" numeric(18, 2),
	"id_teknisi" integer,
	"bobot" numeric(7, 2) NOT NULL,
	"progres" numeric(7, 2),
	"tanggal_mulai" date,
	"tanggal_selesai" date,
	"status" text DEFAULT 'On Going' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsubptrackprogres" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_subpekerjaan" integer NOT NULL,
	"tanggal" timestamp with time zone NOT NULL,
	"nama_langkah" text NOT NULL,
	"catatan" text,
	"foto" text,
	"persentase" numeric(7, 2) NOT NULL,
	"id_teknisi" integer,
	"lokasi_gps" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsupplier" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_supplier" text NOT NULL,
	"nama_kontak" text,
	"no_hp" text NOT NULL,
	"email" text,
	"alamat" text,
	"id_provinsi" text,
	"id_kabupaten" text,
	"id_kecamatan" text,
	"id_desa" text,
	"npwp" text,
	"status_pajak" text,
	"rekening_bank" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtype" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_type" text NOT NULL,
	"jenis" text NOT NULL,
	"kode_type" text,
	"warna" text,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segmentumtinfo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_segment" text NOT NULL,
	"kode_segment" text,
	"jenis" text DEFAULT 'Area' NOT NULL,
	"id_setregional" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closing_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "setupimgprototype" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_modul" text NOT NULL,
	"jenis_gambar" text DEFAULT 'Placeholder' NOT NULL,
	"gambar" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setupshowhideroleid" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"nama_route" text NOT NULL,
	"kategori" text NOT NULL,
	"setup" text,
	"replace_label" text,
	"url_replace_route" text,
	"iconmenu" text,
	"iconcolor" text,
	"icon_color" text,
	"target" text,
	"letak_atas_atau_bawah" text,
	"layer" integer,
	"label_action" text,
	"link_action" text,
	"url_action" text,
	"logika_list" text,
	"warna_kolom_list" text,
	"nomor_logic_input" text,
	"default_add" text,
	"tampilkaninput_yatidak" text,
	"display_none" text,
	"mirror" text,
	"nama_widget_h2" text,
	"rename_filter_h2" text,
	"nama_tab" text,
	"taroh_id_di" text,
	"config_submit" text,
	"persamaan_api_lain" text,
	"dinamis_row_autofill" text,
	"kolom_single_autofill" text,
	"count_lebihdarisatu" text,
	"tdksametpbisamasukdynamicrow" text,
	"kolom_dinamis_ifnosame" text,
	"tdksametampilkankolomtambahan" text,
	"kalauvalidnonvalidbgrdynamicrow" text,
	"set_autoclear_or_not" text,
	"urutan" integer,
	"url_redirect" text,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standarmaterialsop" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_sop" text NOT NULL,
	"id_type" integer NOT NULL,
	"nama_material" text NOT NULL,
	"id_stok" integer,
	"qty" numeric(18, 2) NOT NULL,
	"id_satuan" integer NOT NULL,
	"langkah_kerja" text,
	"dokumen_sop" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supertabelakun" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_tabel" text NOT NULL,
	"judul_baris" text NOT NULL,
	"id_akun" integer,
	"data" jsonb NOT NULL,
	"urutan" integer DEFAULT 0,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tabelkolom" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_tabel" text NOT NULL,
	"nama_kolom" text NOT NULL,
	"label_kolom" text NOT NULL,
	"tipe_kolom" text DEFAULT 'text' NOT NULL,
	"wajib" boolean DEFAULT false,
	"opsi" jsonb,
	"urutan" integer DEFAULT 0,
	"lebar_kolom" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templateprompt" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_template" text NOT NULL,
	"kategori" text,
	"isi_prompt" text NOT NULL,
	"variabel" jsonb,
	"id_promptapi" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"deskripsi" text,
	"konten" text,
	"email" text,
	"no_hp" text,
	"website" text,
	"alamat_ip" text,
	"jumlah" integer,
	"nilai" numeric(18, 2),
	"harga" bigint,
	"persen_diskon" numeric(7, 2),
	"aktif" boolean DEFAULT false,
	"tanggal" date,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tes2" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"waktu" timestamp with time zone,
	"jam" time,
	"pilihan" text DEFAULT 'Ya' NOT NULL,
	"kategori" text,
	"id_tes" integer,
	"gambar" text,
	"berkas" text,
	"data" jsonb,
	"warna" text,
	"npwp" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tes3" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" text NOT NULL,
	"alamat" text,
	"id_provinsi" text,
	"id_kabupaten" text,
	"id_kecamatan" text,
	"id_desa" text,
	"status_akun" text,
	"jenis_kelamin" text,
	"nik" text,
	"id_tes2" integer,
	"catatan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"no_hp" text,
	"password_hash" text,
	"user_role_id" integer,
	"status" text DEFAULT 'Pending' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"otp_enabled" boolean DEFAULT false,
	"photo" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walman" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"tanggal" date NOT NULL,
	"kategori" text,
	"nilai" numeric(18, 2),
	"status" text DEFAULT 'Active' NOT NULL,
	"keterangan" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "akun_nama_trgm" ON "akun" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "akun_nama_idx" ON "akun" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "akun_jenis_akun_idx" ON "akun" USING btree ("jenis_akun");--> statement-breakpoint
CREATE INDEX "akun_email_trgm" ON "akun" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "akun_no_hp_trgm" ON "akun" USING gin ("no_hp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "akun_jenis_kelamin_idx" ON "akun" USING btree ("jenis_kelamin");--> statement-breakpoint
CREATE INDEX "akun_id_provinsi_idx" ON "akun" USING btree ("id_provinsi");--> statement-breakpoint
CREATE INDEX "akun_id_kabupaten_idx" ON "akun" USING btree ("id_kabupaten");--> statement-breakpoint
CREATE INDEX "akun_id_kecamatan_idx" ON "akun" USING btree ("id_kecamatan");--> statement-breakpoint
CREATE INDEX "akun_id_desa_idx" ON "akun" USING btree ("id_desa");--> statement-breakpoint
CREATE INDEX "akun_status_idx" ON "akun" USING btree ("status");--> statement-breakpoint
CREATE INDEX "akun_id_login_idx" ON "akun" USING btree ("id_login");--> statement-breakpoint
CREATE INDEX "akun_user_id_idx" ON "akun" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "akunwebmail_email_unique" ON "akunwebmail" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "akunwebmail_nama_pemilik_trgm" ON "akunwebmail" USING gin ("nama_pemilik" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "akunwebmail_nama_pemilik_idx" ON "akunwebmail" USING btree ("nama_pemilik");--> statement-breakpoint
CREATE INDEX "akunwebmail_id_akun_idx" ON "akunwebmail" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "akunwebmail_kuota_mb_idx" ON "akunwebmail" USING btree ("kuota_mb");--> statement-breakpoint
CREATE INDEX "akunwebmail_status_idx" ON "akunwebmail" USING btree ("status");--> statement-breakpoint
CREATE INDEX "akunwebmail_user_id_idx" ON "akunwebmail" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_record" ON "audit_log" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bankrekening_nama_rekening_unique" ON "bankrekening" USING btree (lower("nama_rekening"));--> statement-breakpoint
CREATE INDEX "bankrekening_nama_bank_trgm" ON "bankrekening" USING gin ("nama_bank" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bankrekening_nama_bank_idx" ON "bankrekening" USING btree ("nama_bank");--> statement-breakpoint
CREATE INDEX "bankrekening_no_rekening_trgm" ON "bankrekening" USING gin ("no_rekening" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bankrekening_atas_nama_trgm" ON "bankrekening" USING gin ("atas_nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bankrekening_status_idx" ON "bankrekening" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bankrekening_user_id_idx" ON "bankrekening" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "butuhapa_tanggal_idx" ON "butuhapa" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "butuhapa_nama_trgm" ON "butuhapa" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "butuhapa_nama_idx" ON "butuhapa" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "butuhapa_no_hp_trgm" ON "butuhapa" USING gin ("no_hp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "butuhapa_email_trgm" ON "butuhapa" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "butuhapa_kebutuhan_trgm" ON "butuhapa" USING gin ("kebutuhan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "butuhapa_sumber_idx" ON "butuhapa" USING btree ("sumber");--> statement-breakpoint
CREATE INDEX "butuhapa_status_idx" ON "butuhapa" USING btree ("status");--> statement-breakpoint
CREATE INDEX "butuhapa_tanggal_followup_idx" ON "butuhapa" USING btree ("tanggal_followup");--> statement-breakpoint
CREATE INDEX "butuhapa_id_pekerjaan_idx" ON "butuhapa" USING btree ("id_pekerjaan");--> statement-breakpoint
CREATE INDEX "butuhapa_user_id_idx" ON "butuhapa" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cmumt_no_tiket_unique" ON "cmumt" USING btree (lower("no_tiket"));--> statement-breakpoint
CREATE INDEX "cmumt_tanggal_idx" ON "cmumt" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "cmumt_jenis_idx" ON "cmumt" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "cmumt_id_segment_idx" ON "cmumt" USING btree ("id_segment");--> statement-breakpoint
CREATE INDEX "cmumt_lokasi_trgm" ON "cmumt" USING gin ("lokasi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cmumt_aset_trgm" ON "cmumt" USING gin ("aset" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cmumt_keluhan_trgm" ON "cmumt" USING gin ("keluhan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cmumt_id_rootcause_idx" ON "cmumt" USING btree ("id_rootcause");--> statement-breakpoint
CREATE INDEX "cmumt_id_teknisi_idx" ON "cmumt" USING btree ("id_teknisi");--> statement-breakpoint
CREATE INDEX "cmumt_status_idx" ON "cmumt" USING btree ("status");--> statement-breakpoint
CREATE INDEX "cmumt_tanggal_selesai_idx" ON "cmumt" USING btree ("tanggal_selesai");--> statement-breakpoint
CREATE INDEX "cmumt_user_id_idx" ON "cmumt" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dbteam_nama_trgm" ON "dbteam" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dbteam_nama_idx" ON "dbteam" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "dbteam_jabatan_trgm" ON "dbteam" USING gin ("jabatan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dbteam_jabatan_idx" ON "dbteam" USING btree ("jabatan");--> statement-breakpoint
CREATE INDEX "dbteam_email_trgm" ON "dbteam" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dbteam_urutan_idx" ON "dbteam" USING btree ("urutan");--> statement-breakpoint
CREATE INDEX "dbteam_tampil_di_website_idx" ON "dbteam" USING btree ("tampil_di_website");--> statement-breakpoint
CREATE INDEX "dbteam_user_id_idx" ON "dbteam" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dokumengenerator_nama_dokumen_trgm" ON "dokumengenerator" USING gin ("nama_dokumen" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dokumengenerator_nama_dokumen_idx" ON "dokumengenerator" USING btree ("nama_dokumen");--> statement-breakpoint
CREATE INDEX "dokumengenerator_jenis_idx" ON "dokumengenerator" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "dokumengenerator_kategori_trgm" ON "dokumengenerator" USING gin ("kategori" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dokumengenerator_kategori_idx" ON "dokumengenerator" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "dokumengenerator_nomor_dokumen_trgm" ON "dokumengenerator" USING gin ("nomor_dokumen" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dokumengenerator_tanggal_idx" ON "dokumengenerator" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "dokumengenerator_status_idx" ON "dokumengenerator" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dokumengenerator_user_id_idx" ON "dokumengenerator" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grouproleid_nama_group_unique" ON "grouproleid" USING btree (lower("nama_group"));--> statement-breakpoint
CREATE INDEX "grouproleid_status_idx" ON "grouproleid" USING btree ("status");--> statement-breakpoint
CREATE INDEX "manifestasi_judul_trgm" ON "manifestasi" USING gin ("judul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manifestasi_judul_idx" ON "manifestasi" USING btree ("judul");--> statement-breakpoint
CREATE INDEX "manifestasi_deskripsi_trgm" ON "manifestasi" USING gin ("deskripsi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manifestasi_progres_idx" ON "manifestasi" USING btree ("progres");--> statement-breakpoint
CREATE INDEX "manifestasi_tenggat_idx" ON "manifestasi" USING btree ("tenggat");--> statement-breakpoint
CREATE INDEX "manifestasi_status_idx" ON "manifestasi" USING btree ("status");--> statement-breakpoint
CREATE INDEX "manifestasi_user_id_idx" ON "manifestasi" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manualtemplatejson_nama_template_unique" ON "manualtemplatejson" USING btree (lower("nama_template"));--> statement-breakpoint
CREATE INDEX "manualtemplatejson_kategori_trgm" ON "manualtemplatejson" USING gin ("kategori" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "manualtemplatejson_kategori_idx" ON "manualtemplatejson" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "manualtemplatejson_versi_idx" ON "manualtemplatejson" USING btree ("versi");--> statement-breakpoint
CREATE INDEX "manualtemplatejson_user_id_idx" ON "manualtemplatejson" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "media_nama_file_trgm" ON "media" USING gin ("nama_file" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_nama_file_idx" ON "media" USING btree ("nama_file");--> statement-breakpoint
CREATE INDEX "media_tipe_mime_idx" ON "media" USING btree ("tipe_mime");--> statement-breakpoint
CREATE INDEX "media_ukuran_idx" ON "media" USING btree ("ukuran");--> statement-breakpoint
CREATE INDEX "media_folder_idx" ON "media" USING btree ("folder");--> statement-breakpoint
CREATE INDEX "media_alt_text_trgm" ON "media" USING gin ("alt_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_user_id_idx" ON "media" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pendaftaran_nama_trgm" ON "pendaftaran" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pendaftaran_nama_idx" ON "pendaftaran" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "pendaftaran_jenis_pelanggan_idx" ON "pendaftaran" USING btree ("jenis_pelanggan");--> statement-breakpoint
CREATE INDEX "pendaftaran_jenis_kelamin_idx" ON "pendaftaran" USING btree ("jenis_kelamin");--> statement-breakpoint
CREATE INDEX "pendaftaran_tanggal_lahir_idx" ON "pendaftaran" USING btree ("tanggal_lahir");--> statement-breakpoint
CREATE INDEX "pendaftaran_golongan_darah_idx" ON "pendaftaran" USING btree ("golongan_darah");--> statement-breakpoint
CREATE INDEX "pendaftaran_no_hp_trgm" ON "pendaftaran" USING gin ("no_hp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pendaftaran_id_provinsi_idx" ON "pendaftaran" USING btree ("id_provinsi");--> statement-breakpoint
CREATE INDEX "pendaftaran_id_kabupaten_idx" ON "pendaftaran" USING btree ("id_kabupaten");--> statement-breakpoint
CREATE INDEX "pendaftaran_id_kecamatan_idx" ON "pendaftaran" USING btree ("id_kecamatan");--> statement-breakpoint
CREATE INDEX "pendaftaran_id_desa_idx" ON "pendaftaran" USING btree ("id_desa");--> statement-breakpoint
CREATE INDEX "pendaftaran_status_idx" ON "pendaftaran" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_role_page" ON "permissions" USING btree ("role_id","page_name");--> statement-breakpoint
CREATE INDEX "permissions_role_id_idx" ON "permissions" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "permissions_page_name_trgm" ON "permissions" USING gin ("page_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissions_page_name_idx" ON "permissions" USING btree ("page_name");--> statement-breakpoint
CREATE INDEX "primereactcustomview_nama_view_trgm" ON "primereactcustomview" USING gin ("nama_view" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "primereactcustomview_nama_view_idx" ON "primereactcustomview" USING btree ("nama_view");--> statement-breakpoint
CREATE INDEX "primereactcustomview_nama_resource_idx" ON "primereactcustomview" USING btree ("nama_resource");--> statement-breakpoint
CREATE INDEX "primereactcustomview_default_view_idx" ON "primereactcustomview" USING btree ("default_view");--> statement-breakpoint
CREATE INDEX "primereactcustomview_user_id_idx" ON "primereactcustomview" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promptapiopenai_nama_unique" ON "promptapiopenai" USING btree (lower("nama"));--> statement-breakpoint
CREATE INDEX "promptapiopenai_provider_idx" ON "promptapiopenai" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "promptapiopenai_model_trgm" ON "promptapiopenai" USING gin ("model" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promptapiopenai_status_idx" ON "promptapiopenai" USING btree ("status");--> statement-breakpoint
CREATE INDEX "promptapiopenai_user_id_idx" ON "promptapiopenai" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rabsensi_id_akun_idx" ON "rabsensi" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "rabsensi_tanggal_idx" ON "rabsensi" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "rabsensi_status_idx" ON "rabsensi" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rabsensi_sumber_idx" ON "rabsensi" USING btree ("sumber");--> statement-breakpoint
CREATE INDEX "rabsensi_kode_rfid_trgm" ON "rabsensi" USING gin ("kode_rfid" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rabsensi_user_id_idx" ON "rabsensi" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rbarangkeluar_no_referensi_unique" ON "rbarangkeluar" USING btree (lower("no_referensi"));--> statement-breakpoint
CREATE INDEX "rbarangkeluar_tanggal_idx" ON "rbarangkeluar" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "rbarangkeluar_jenis_idx" ON "rbarangkeluar" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "rbarangkeluar_id_stok_idx" ON "rbarangkeluar" USING btree ("id_stok");--> statement-breakpoint
CREATE INDEX "rbarangkeluar_id_satuan_idx" ON "rbarangkeluar" USING btree ("id_satuan");--> statement-breakpoint
CREATE INDEX "rbarangkeluar_id_pekerjaan_idx" ON "rbarangkeluar" USING btree ("id_pekerjaan");--> statement-breakpoint
CREATE INDEX "rbarangkeluar_id_akun_idx" ON "rbarangkeluar" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "rbarangkeluar_user_id_idx" ON "rbarangkeluar" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rbarangmasuk_no_referensi_unique" ON "rbarangmasuk" USING btree (lower("no_referensi"));--> statement-breakpoint
CREATE INDEX "rbarangmasuk_tanggal_idx" ON "rbarangmasuk" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "rbarangmasuk_id_supplier_idx" ON "rbarangmasuk" USING btree ("id_supplier");--> statement-breakpoint
CREATE INDEX "rbarangmasuk_no_faktur_supplier_trgm" ON "rbarangmasuk" USING gin ("no_faktur_supplier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbarangmasuk_status_idx" ON "rbarangmasuk" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rbarangmasuk_total_idx" ON "rbarangmasuk" USING btree ("total");--> statement-breakpoint
CREATE INDEX "rbarangmasuk_user_id_idx" ON "rbarangmasuk" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_id_barangmasuk_idx" ON "rbarangmasuksub" USING btree ("id_barangmasuk");--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_kode_barang_trgm" ON "rbarangmasuksub" USING gin ("kode_barang" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_kode_barang_idx" ON "rbarangmasuksub" USING btree ("kode_barang");--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_nama_barang_trgm" ON "rbarangmasuksub" USING gin ("nama_barang" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_nama_barang_idx" ON "rbarangmasuksub" USING btree ("nama_barang");--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_id_kategori_idx" ON "rbarangmasuksub" USING btree ("id_kategori");--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_id_satuan_idx" ON "rbarangmasuksub" USING btree ("id_satuan");--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_harga_satuan_idx" ON "rbarangmasuksub" USING btree ("harga_satuan");--> statement-breakpoint
CREATE INDEX "rbarangmasuksub_user_id_idx" ON "rbarangmasuksub" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rbarangmasuksubsub_id_barangmasuksub_idx" ON "rbarangmasuksubsub" USING btree ("id_barangmasuksub");--> statement-breakpoint
CREATE INDEX "rbarangmasuksubsub_jenis_idx" ON "rbarangmasuksubsub" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "rbarangmasuksubsub_no_seri_batch_trgm" ON "rbarangmasuksubsub" USING gin ("no_seri_batch" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbarangmasuksubsub_no_seri_batch_idx" ON "rbarangmasuksubsub" USING btree ("no_seri_batch");--> statement-breakpoint
CREATE INDEX "rbarangmasuksubsub_nama_sub_barang_trgm" ON "rbarangmasuksubsub" USING gin ("nama_sub_barang" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rbarangmasuksubsub_tanggal_kedaluwarsa_idx" ON "rbarangmasuksubsub" USING btree ("tanggal_kedaluwarsa");--> statement-breakpoint
CREATE INDEX "rbarangmasuksubsub_kondisi_idx" ON "rbarangmasuksubsub" USING btree ("kondisi");--> statement-breakpoint
CREATE INDEX "rbarangmasuksubsub_user_id_idx" ON "rbarangmasuksubsub" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rchat_kode_percakapan_idx" ON "rchat" USING btree ("kode_percakapan");--> statement-breakpoint
CREATE INDEX "rchat_id_penerima_idx" ON "rchat" USING btree ("id_penerima");--> statement-breakpoint
CREATE INDEX "rchat_pesan_trgm" ON "rchat" USING gin ("pesan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rchat_dikirim_pada_idx" ON "rchat" USING btree ("dikirim_pada");--> statement-breakpoint
CREATE INDEX "rchat_dibaca_pada_idx" ON "rchat" USING btree ("dibaca_pada");--> statement-breakpoint
CREATE INDEX "rchat_user_id_idx" ON "rchat" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rchatadmin_id_agen_idx" ON "rchatadmin" USING btree ("id_agen");--> statement-breakpoint
CREATE INDEX "rchatadmin_nama_tampilan_trgm" ON "rchatadmin" USING gin ("nama_tampilan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rchatadmin_nama_tampilan_idx" ON "rchatadmin" USING btree ("nama_tampilan");--> statement-breakpoint
CREATE INDEX "rchatadmin_kanal_idx" ON "rchatadmin" USING btree ("kanal");--> statement-breakpoint
CREATE INDEX "rchatadmin_status_idx" ON "rchatadmin" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rchatadmin_user_id_idx" ON "rchatadmin" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rdiskonevent_nama_event_trgm" ON "rdiskonevent" USING gin ("nama_event" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rdiskonevent_nama_event_idx" ON "rdiskonevent" USING btree ("nama_event");--> statement-breakpoint
CREATE INDEX "rdiskonevent_tanggal_mulai_idx" ON "rdiskonevent" USING btree ("tanggal_mulai");--> statement-breakpoint
CREATE INDEX "rdiskonevent_tanggal_akhir_idx" ON "rdiskonevent" USING btree ("tanggal_akhir");--> statement-breakpoint
CREATE INDEX "rdiskonevent_jenis_diskon_idx" ON "rdiskonevent" USING btree ("jenis_diskon");--> statement-breakpoint
CREATE INDEX "rdiskonevent_id_kategori_idx" ON "rdiskonevent" USING btree ("id_kategori");--> statement-breakpoint
CREATE INDEX "rdiskonevent_id_stok_idx" ON "rdiskonevent" USING btree ("id_stok");--> statement-breakpoint
CREATE INDEX "rdiskonevent_status_idx" ON "rdiskonevent" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rdiskonevent_user_id_idx" ON "rdiskonevent" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "regdistricts_regency_code_idx" ON "regdistricts" USING btree ("regency_code");--> statement-breakpoint
CREATE INDEX "regdistricts_name_trgm" ON "regdistricts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regdistricts_name_idx" ON "regdistricts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "regprovinces_name_trgm" ON "regprovinces" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regprovinces_name_idx" ON "regprovinces" USING btree ("name");--> statement-breakpoint
CREATE INDEX "regregencies_province_code_idx" ON "regregencies" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "regregencies_name_trgm" ON "regregencies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regregencies_name_idx" ON "regregencies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "regvillages_district_code_idx" ON "regvillages" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "regvillages_name_trgm" ON "regvillages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regvillages_name_idx" ON "regvillages" USING btree ("name");--> statement-breakpoint
CREATE INDEX "rhargasatuanpekerjaan_nama_pekerjaan_trgm" ON "rhargasatuanpekerjaan" USING gin ("nama_pekerjaan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rhargasatuanpekerjaan_nama_pekerjaan_idx" ON "rhargasatuanpekerjaan" USING btree ("nama_pekerjaan");--> statement-breakpoint
CREATE INDEX "rhargasatuanpekerjaan_id_type_idx" ON "rhargasatuanpekerjaan" USING btree ("id_type");--> statement-breakpoint
CREATE INDEX "rhargasatuanpekerjaan_id_satuan_idx" ON "rhargasatuanpekerjaan" USING btree ("id_satuan");--> statement-breakpoint
CREATE INDEX "rhargasatuanpekerjaan_harga_satuan_idx" ON "rhargasatuanpekerjaan" USING btree ("harga_satuan");--> statement-breakpoint
CREATE INDEX "rhargasatuanpekerjaan_id_setregional_idx" ON "rhargasatuanpekerjaan" USING btree ("id_setregional");--> statement-breakpoint
CREATE INDEX "rhargasatuanpekerjaan_berlaku_mulai_idx" ON "rhargasatuanpekerjaan" USING btree ("berlaku_mulai");--> statement-breakpoint
CREATE INDEX "rhargasatuanpekerjaan_status_idx" ON "rhargasatuanpekerjaan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rhargasatuanpekerjaan_user_id_idx" ON "rhargasatuanpekerjaan" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rinvoice_no_invoice_unique" ON "rinvoice" USING btree (lower("no_invoice"));--> statement-breakpoint
CREATE INDEX "rinvoice_tanggal_idx" ON "rinvoice" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "rinvoice_jatuh_tempo_idx" ON "rinvoice" USING btree ("jatuh_tempo");--> statement-breakpoint
CREATE INDEX "rinvoice_id_akun_idx" ON "rinvoice" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "rinvoice_jenis_tagihan_idx" ON "rinvoice" USING btree ("jenis_tagihan");--> statement-breakpoint
CREATE INDEX "rinvoice_status_pajak_idx" ON "rinvoice" USING btree ("status_pajak");--> statement-breakpoint
CREATE INDEX "rinvoice_status_bayar_idx" ON "rinvoice" USING btree ("status_bayar");--> statement-breakpoint
CREATE INDEX "rinvoice_dp_idx" ON "rinvoice" USING btree ("dp");--> statement-breakpoint
CREATE INDEX "rinvoice_id_pekerjaan_idx" ON "rinvoice" USING btree ("id_pekerjaan");--> statement-breakpoint
CREATE INDEX "rinvoice_id_bankrekening_idx" ON "rinvoice" USING btree ("id_bankrekening");--> statement-breakpoint
CREATE INDEX "rinvoice_total_idx" ON "rinvoice" USING btree ("total");--> statement-breakpoint
CREATE INDEX "rinvoice_user_id_idx" ON "rinvoice" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rkategorilevel_nama_kategori_trgm" ON "rkategorilevel" USING gin ("nama_kategori" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rkategorilevel_nama_kategori_idx" ON "rkategorilevel" USING btree ("nama_kategori");--> statement-breakpoint
CREATE UNIQUE INDEX "rkategorilevel_kode_kategori_unique" ON "rkategorilevel" USING btree (lower("kode_kategori"));--> statement-breakpoint
CREATE INDEX "rkategorilevel_id_parent_idx" ON "rkategorilevel" USING btree ("id_parent");--> statement-breakpoint
CREATE INDEX "rkategorilevel_level_idx" ON "rkategorilevel" USING btree ("level");--> statement-breakpoint
CREATE INDEX "rkategorilevel_urutan_idx" ON "rkategorilevel" USING btree ("urutan");--> statement-breakpoint
CREATE INDEX "rkategorilevel_user_id_idx" ON "rkategorilevel" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rlangganan_id_akun_idx" ON "rlangganan" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "rlangganan_nama_paket_trgm" ON "rlangganan" USING gin ("nama_paket" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rlangganan_nama_paket_idx" ON "rlangganan" USING btree ("nama_paket");--> statement-breakpoint
CREATE INDEX "rlangganan_harga_idx" ON "rlangganan" USING btree ("harga");--> statement-breakpoint
CREATE INDEX "rlangganan_periode_idx" ON "rlangganan" USING btree ("periode");--> statement-breakpoint
CREATE INDEX "rlangganan_tanggal_mulai_idx" ON "rlangganan" USING btree ("tanggal_mulai");--> statement-breakpoint
CREATE INDEX "rlangganan_tanggal_akhir_idx" ON "rlangganan" USING btree ("tanggal_akhir");--> statement-breakpoint
CREATE INDEX "rlangganan_status_idx" ON "rlangganan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rlangganan_user_id_idx" ON "rlangganan" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rlaporan_judul_trgm" ON "rlaporan" USING gin ("judul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rlaporan_judul_idx" ON "rlaporan" USING btree ("judul");--> statement-breakpoint
CREATE INDEX "rlaporan_jenis_idx" ON "rlaporan" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "rlaporan_tanggal_idx" ON "rlaporan" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "rlaporan_id_pekerjaan_idx" ON "rlaporan" USING btree ("id_pekerjaan");--> statement-breakpoint
CREATE INDEX "rlaporan_id_teknisi_idx" ON "rlaporan" USING btree ("id_teknisi");--> statement-breakpoint
CREATE INDEX "rlaporan_isi_trgm" ON "rlaporan" USING gin ("isi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rlaporan_status_idx" ON "rlaporan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rlaporan_user_id_idx" ON "rlaporan" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rmasterpengeluaran_nama_pengeluaran_unique" ON "rmasterpengeluaran" USING btree (lower("nama_pengeluaran"));--> statement-breakpoint
CREATE INDEX "rmasterpengeluaran_kode_trgm" ON "rmasterpengeluaran" USING gin ("kode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmasterpengeluaran_kode_idx" ON "rmasterpengeluaran" USING btree ("kode");--> statement-breakpoint
CREATE INDEX "rmasterpengeluaran_anggaran_bulanan_idx" ON "rmasterpengeluaran" USING btree ("anggaran_bulanan");--> statement-breakpoint
CREATE INDEX "rmasterpengeluaran_status_idx" ON "rmasterpengeluaran" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rmasterpengeluaran_user_id_idx" ON "rmasterpengeluaran" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rmenu_label_trgm" ON "rmenu" USING gin ("label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmenu_label_idx" ON "rmenu" USING btree ("label");--> statement-breakpoint
CREATE INDEX "rmenu_route_trgm" ON "rmenu" USING gin ("route" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmenu_grup_idx" ON "rmenu" USING btree ("grup");--> statement-breakpoint
CREATE INDEX "rmenu_id_parent_idx" ON "rmenu" USING btree ("id_parent");--> statement-breakpoint
CREATE INDEX "rmenu_urutan_idx" ON "rmenu" USING btree ("urutan");--> statement-breakpoint
CREATE INDEX "rmenu_status_idx" ON "rmenu" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rmenu_user_id_idx" ON "rmenu" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rmindmap_judul_trgm" ON "rmindmap" USING gin ("judul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmindmap_judul_idx" ON "rmindmap" USING btree ("judul");--> statement-breakpoint
CREATE INDEX "rmindmap_nama_resource_idx" ON "rmindmap" USING btree ("nama_resource");--> statement-breakpoint
CREATE INDEX "rmindmap_id_record_idx" ON "rmindmap" USING btree ("id_record");--> statement-breakpoint
CREATE INDEX "rmindmap_keterangan_trgm" ON "rmindmap" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmindmap_user_id_idx" ON "rmindmap" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rmitra_nama_mitra_trgm" ON "rmitra" USING gin ("nama_mitra" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmitra_nama_mitra_idx" ON "rmitra" USING btree ("nama_mitra");--> statement-breakpoint
CREATE INDEX "rmitra_nama_kontak_trgm" ON "rmitra" USING gin ("nama_kontak" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmitra_no_hp_trgm" ON "rmitra" USING gin ("no_hp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmitra_email_trgm" ON "rmitra" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmitra_id_provinsi_idx" ON "rmitra" USING btree ("id_provinsi");--> statement-breakpoint
CREATE INDEX "rmitra_id_kabupaten_idx" ON "rmitra" USING btree ("id_kabupaten");--> statement-breakpoint
CREATE INDEX "rmitra_id_kecamatan_idx" ON "rmitra" USING btree ("id_kecamatan");--> statement-breakpoint
CREATE INDEX "rmitra_id_desa_idx" ON "rmitra" USING btree ("id_desa");--> statement-breakpoint
CREATE INDEX "rmitra_npwp_trgm" ON "rmitra" USING gin ("npwp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rmitra_status_pajak_idx" ON "rmitra" USING btree ("status_pajak");--> statement-breakpoint
CREATE INDEX "rmitra_status_idx" ON "rmitra" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rmitra_user_id_idx" ON "rmitra" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rnotifikasi_id_penerima_idx" ON "rnotifikasi" USING btree ("id_penerima");--> statement-breakpoint
CREATE INDEX "rnotifikasi_judul_trgm" ON "rnotifikasi" USING gin ("judul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rnotifikasi_judul_idx" ON "rnotifikasi" USING btree ("judul");--> statement-breakpoint
CREATE INDEX "rnotifikasi_isi_trgm" ON "rnotifikasi" USING gin ("isi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rnotifikasi_jenis_idx" ON "rnotifikasi" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "rnotifikasi_dikirim_pada_idx" ON "rnotifikasi" USING btree ("dikirim_pada");--> statement-breakpoint
CREATE INDEX "rnotifikasi_dibaca_pada_idx" ON "rnotifikasi" USING btree ("dibaca_pada");--> statement-breakpoint
CREATE INDEX "rnotifikasi_user_id_idx" ON "rnotifikasi" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_role_name_unique" ON "roles" USING btree (lower("role_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rootcauseumt_kode_penyebab_unique" ON "rootcauseumt" USING btree (lower("kode_penyebab"));--> statement-breakpoint
CREATE INDEX "rootcauseumt_nama_penyebab_trgm" ON "rootcauseumt" USING gin ("nama_penyebab" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rootcauseumt_nama_penyebab_idx" ON "rootcauseumt" USING btree ("nama_penyebab");--> statement-breakpoint
CREATE INDEX "rootcauseumt_kategori_idx" ON "rootcauseumt" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "rootcauseumt_id_segment_idx" ON "rootcauseumt" USING btree ("id_segment");--> statement-breakpoint
CREATE INDEX "rootcauseumt_status_idx" ON "rootcauseumt" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rootcauseumt_user_id_idx" ON "rootcauseumt" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rpekerjaan_nama_pekerjaan_trgm" ON "rpekerjaan" USING gin ("nama_pekerjaan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rpekerjaan_nama_pekerjaan_idx" ON "rpekerjaan" USING btree ("nama_pekerjaan");--> statement-breakpoint
CREATE INDEX "rpekerjaan_id_akun_idx" ON "rpekerjaan" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "rpekerjaan_id_type_idx" ON "rpekerjaan" USING btree ("id_type");--> statement-breakpoint
CREATE INDEX "rpekerjaan_id_teknisi_idx" ON "rpekerjaan" USING btree ("id_teknisi");--> statement-breakpoint
CREATE INDEX "rpekerjaan_id_provinsi_idx" ON "rpekerjaan" USING btree ("id_provinsi");--> statement-breakpoint
CREATE INDEX "rpekerjaan_id_kabupaten_idx" ON "rpekerjaan" USING btree ("id_kabupaten");--> statement-breakpoint
CREATE INDEX "rpekerjaan_id_kecamatan_idx" ON "rpekerjaan" USING btree ("id_kecamatan");--> statement-breakpoint
CREATE INDEX "rpekerjaan_id_desa_idx" ON "rpekerjaan" USING btree ("id_desa");--> statement-breakpoint
CREATE INDEX "rpekerjaan_tanggal_mulai_idx" ON "rpekerjaan" USING btree ("tanggal_mulai");--> statement-breakpoint
CREATE INDEX "rpekerjaan_tanggal_selesai_idx" ON "rpekerjaan" USING btree ("tanggal_selesai");--> statement-breakpoint
CREATE INDEX "rpekerjaan_nilai_kontrak_idx" ON "rpekerjaan" USING btree ("nilai_kontrak");--> statement-breakpoint
CREATE INDEX "rpekerjaan_progres_idx" ON "rpekerjaan" USING btree ("progres");--> statement-breakpoint
CREATE INDEX "rpekerjaan_status_idx" ON "rpekerjaan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rpekerjaan_user_id_idx" ON "rpekerjaan" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rpemasukan_tanggal_idx" ON "rpemasukan" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "rpemasukan_uraian_trgm" ON "rpemasukan" USING gin ("uraian" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rpemasukan_uraian_idx" ON "rpemasukan" USING btree ("uraian");--> statement-breakpoint
CREATE INDEX "rpemasukan_kategori_idx" ON "rpemasukan" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "rpemasukan_jumlah_idx" ON "rpemasukan" USING btree ("jumlah");--> statement-breakpoint
CREATE INDEX "rpemasukan_id_invoice_idx" ON "rpemasukan" USING btree ("id_invoice");--> statement-breakpoint
CREATE INDEX "rpemasukan_id_bankrekening_idx" ON "rpemasukan" USING btree ("id_bankrekening");--> statement-breakpoint
CREATE INDEX "rpemasukan_metode_bayar_idx" ON "rpemasukan" USING btree ("metode_bayar");--> statement-breakpoint
CREATE INDEX "rpemasukan_user_id_idx" ON "rpemasukan" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rpengeluaran_tanggal_idx" ON "rpengeluaran" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "rpengeluaran_uraian_trgm" ON "rpengeluaran" USING gin ("uraian" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rpengeluaran_uraian_idx" ON "rpengeluaran" USING btree ("uraian");--> statement-breakpoint
CREATE INDEX "rpengeluaran_id_masterpengeluaran_idx" ON "rpengeluaran" USING btree ("id_masterpengeluaran");--> statement-breakpoint
CREATE INDEX "rpengeluaran_jumlah_idx" ON "rpengeluaran" USING btree ("jumlah");--> statement-breakpoint
CREATE INDEX "rpengeluaran_id_bankrekening_idx" ON "rpengeluaran" USING btree ("id_bankrekening");--> statement-breakpoint
CREATE INDEX "rpengeluaran_metode_bayar_idx" ON "rpengeluaran" USING btree ("metode_bayar");--> statement-breakpoint
CREATE INDEX "rpengeluaran_id_pekerjaan_idx" ON "rpengeluaran" USING btree ("id_pekerjaan");--> statement-breakpoint
CREATE INDEX "rpengeluaran_id_supplier_idx" ON "rpengeluaran" USING btree ("id_supplier");--> statement-breakpoint
CREATE INDEX "rpengeluaran_user_id_idx" ON "rpengeluaran" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rpostingan_judul_trgm" ON "rpostingan" USING gin ("judul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rpostingan_judul_idx" ON "rpostingan" USING btree ("judul");--> statement-breakpoint
CREATE UNIQUE INDEX "rpostingan_slug_unique" ON "rpostingan" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "rpostingan_ringkasan_trgm" ON "rpostingan" USING gin ("ringkasan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rpostingan_kategori_idx" ON "rpostingan" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "rpostingan_tag_trgm" ON "rpostingan" USING gin ("tag" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rpostingan_status_idx" ON "rpostingan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rpostingan_tanggal_terbit_idx" ON "rpostingan" USING btree ("tanggal_terbit");--> statement-breakpoint
CREATE INDEX "rpostingan_user_id_idx" ON "rpostingan" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rsatuan_nama_satuan_unique" ON "rsatuan" USING btree (lower("nama_satuan"));--> statement-breakpoint
CREATE INDEX "rsatuan_singkatan_trgm" ON "rsatuan" USING gin ("singkatan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsatuan_id_satuan_dasar_idx" ON "rsatuan" USING btree ("id_satuan_dasar");--> statement-breakpoint
CREATE INDEX "rsatuan_user_id_idx" ON "rsatuan" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rsethargajual_id_stok_idx" ON "rsethargajual" USING btree ("id_stok");--> statement-breakpoint
CREATE INDEX "rsethargajual_id_satuan_idx" ON "rsethargajual" USING btree ("id_satuan");--> statement-breakpoint
CREATE INDEX "rsethargajual_harga_jual_idx" ON "rsethargajual" USING btree ("harga_jual");--> statement-breakpoint
CREATE INDEX "rsethargajual_berlaku_mulai_idx" ON "rsethargajual" USING btree ("berlaku_mulai");--> statement-breakpoint
CREATE INDEX "rsethargajual_status_idx" ON "rsethargajual" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rsethargajual_user_id_idx" ON "rsethargajual" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rsetregional_nama_regional_unique" ON "rsetregional" USING btree (lower("nama_regional"));--> statement-breakpoint
CREATE INDEX "rsetregional_id_provinsi_idx" ON "rsetregional" USING btree ("id_provinsi");--> statement-breakpoint
CREATE INDEX "rsetregional_id_kabupaten_idx" ON "rsetregional" USING btree ("id_kabupaten");--> statement-breakpoint
CREATE INDEX "rsetregional_biaya_transport_idx" ON "rsetregional" USING btree ("biaya_transport");--> statement-breakpoint
CREATE INDEX "rsetregional_status_idx" ON "rsetregional" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rsetregional_user_id_idx" ON "rsetregional" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rsetwebsite_bagian_idx" ON "rsetwebsite" USING btree ("bagian");--> statement-breakpoint
CREATE INDEX "rsetwebsite_judul_trgm" ON "rsetwebsite" USING gin ("judul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsetwebsite_judul_idx" ON "rsetwebsite" USING btree ("judul");--> statement-breakpoint
CREATE INDEX "rsetwebsite_subjudul_trgm" ON "rsetwebsite" USING gin ("subjudul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsetwebsite_urutan_idx" ON "rsetwebsite" USING btree ("urutan");--> statement-breakpoint
CREATE INDEX "rsetwebsite_status_idx" ON "rsetwebsite" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rsetwebsite_user_id_idx" ON "rsetwebsite" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rstok_kode_barang_trgm" ON "rstok" USING gin ("kode_barang" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rstok_kode_barang_idx" ON "rstok" USING btree ("kode_barang");--> statement-breakpoint
CREATE INDEX "rstok_nama_barang_trgm" ON "rstok" USING gin ("nama_barang" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rstok_nama_barang_idx" ON "rstok" USING btree ("nama_barang");--> statement-breakpoint
CREATE INDEX "rstok_id_kategori_idx" ON "rstok" USING btree ("id_kategori");--> statement-breakpoint
CREATE INDEX "rstok_id_satuan_idx" ON "rstok" USING btree ("id_satuan");--> statement-breakpoint
CREATE INDEX "rstok_lokasi_idx" ON "rstok" USING btree ("lokasi");--> statement-breakpoint
CREATE INDEX "rstok_stok_idx" ON "rstok" USING btree ("stok");--> statement-breakpoint
CREATE INDEX "rstok_nilai_stok_idx" ON "rstok" USING btree ("nilai_stok");--> statement-breakpoint
CREATE INDEX "rsubinvoice_id_invoice_idx" ON "rsubinvoice" USING btree ("id_invoice");--> statement-breakpoint
CREATE INDEX "rsubinvoice_id_stok_idx" ON "rsubinvoice" USING btree ("id_stok");--> statement-breakpoint
CREATE INDEX "rsubinvoice_nama_item_trgm" ON "rsubinvoice" USING gin ("nama_item" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsubinvoice_nama_item_idx" ON "rsubinvoice" USING btree ("nama_item");--> statement-breakpoint
CREATE INDEX "rsubinvoice_id_satuan_idx" ON "rsubinvoice" USING btree ("id_satuan");--> statement-breakpoint
CREATE INDEX "rsubinvoice_harga_idx" ON "rsubinvoice" USING btree ("harga");--> statement-breakpoint
CREATE INDEX "rsubinvoice_subtotal_idx" ON "rsubinvoice" USING btree ("subtotal");--> statement-breakpoint
CREATE INDEX "rsubinvoice_user_id_idx" ON "rsubinvoice" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_id_pekerjaan_idx" ON "rsubpekerjaan" USING btree ("id_pekerjaan");--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_nama_sub_pekerjaan_trgm" ON "rsubpekerjaan" USING gin ("nama_sub_pekerjaan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_nama_sub_pekerjaan_idx" ON "rsubpekerjaan" USING btree ("nama_sub_pekerjaan");--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_id_hargasatuan_idx" ON "rsubpekerjaan" USING btree ("id_hargasatuan");--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_id_teknisi_idx" ON "rsubpekerjaan" USING btree ("id_teknisi");--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_progres_idx" ON "rsubpekerjaan" USING btree ("progres");--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_tanggal_mulai_idx" ON "rsubpekerjaan" USING btree ("tanggal_mulai");--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_tanggal_selesai_idx" ON "rsubpekerjaan" USING btree ("tanggal_selesai");--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_status_idx" ON "rsubpekerjaan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rsubpekerjaan_user_id_idx" ON "rsubpekerjaan" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rsubptrackprogres_id_subpekerjaan_idx" ON "rsubptrackprogres" USING btree ("id_subpekerjaan");--> statement-breakpoint
CREATE INDEX "rsubptrackprogres_tanggal_idx" ON "rsubptrackprogres" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "rsubptrackprogres_nama_langkah_trgm" ON "rsubptrackprogres" USING gin ("nama_langkah" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsubptrackprogres_catatan_trgm" ON "rsubptrackprogres" USING gin ("catatan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsubptrackprogres_persentase_idx" ON "rsubptrackprogres" USING btree ("persentase");--> statement-breakpoint
CREATE INDEX "rsubptrackprogres_id_teknisi_idx" ON "rsubptrackprogres" USING btree ("id_teknisi");--> statement-breakpoint
CREATE INDEX "rsubptrackprogres_user_id_idx" ON "rsubptrackprogres" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rsupplier_nama_supplier_trgm" ON "rsupplier" USING gin ("nama_supplier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsupplier_nama_supplier_idx" ON "rsupplier" USING btree ("nama_supplier");--> statement-breakpoint
CREATE INDEX "rsupplier_nama_kontak_trgm" ON "rsupplier" USING gin ("nama_kontak" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsupplier_no_hp_trgm" ON "rsupplier" USING gin ("no_hp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsupplier_email_trgm" ON "rsupplier" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsupplier_id_provinsi_idx" ON "rsupplier" USING btree ("id_provinsi");--> statement-breakpoint
CREATE INDEX "rsupplier_id_kabupaten_idx" ON "rsupplier" USING btree ("id_kabupaten");--> statement-breakpoint
CREATE INDEX "rsupplier_id_kecamatan_idx" ON "rsupplier" USING btree ("id_kecamatan");--> statement-breakpoint
CREATE INDEX "rsupplier_id_desa_idx" ON "rsupplier" USING btree ("id_desa");--> statement-breakpoint
CREATE INDEX "rsupplier_npwp_trgm" ON "rsupplier" USING gin ("npwp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rsupplier_status_pajak_idx" ON "rsupplier" USING btree ("status_pajak");--> statement-breakpoint
CREATE INDEX "rsupplier_status_idx" ON "rsupplier" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rsupplier_user_id_idx" ON "rsupplier" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rtype_nama_type_unique" ON "rtype" USING btree (lower("nama_type"));--> statement-breakpoint
CREATE INDEX "rtype_jenis_idx" ON "rtype" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "rtype_kode_type_trgm" ON "rtype" USING gin ("kode_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rtype_kode_type_idx" ON "rtype" USING btree ("kode_type");--> statement-breakpoint
CREATE INDEX "rtype_user_id_idx" ON "rtype" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "segmentumtinfo_nama_segment_trgm" ON "segmentumtinfo" USING gin ("nama_segment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "segmentumtinfo_nama_segment_idx" ON "segmentumtinfo" USING btree ("nama_segment");--> statement-breakpoint
CREATE UNIQUE INDEX "segmentumtinfo_kode_segment_unique" ON "segmentumtinfo" USING btree (lower("kode_segment"));--> statement-breakpoint
CREATE INDEX "segmentumtinfo_jenis_idx" ON "segmentumtinfo" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "segmentumtinfo_id_setregional_idx" ON "segmentumtinfo" USING btree ("id_setregional");--> statement-breakpoint
CREATE INDEX "segmentumtinfo_status_idx" ON "segmentumtinfo" USING btree ("status");--> statement-breakpoint
CREATE INDEX "segmentumtinfo_user_id_idx" ON "segmentumtinfo" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "setupimgprototype_nama_modul_trgm" ON "setupimgprototype" USING gin ("nama_modul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setupimgprototype_nama_modul_idx" ON "setupimgprototype" USING btree ("nama_modul");--> statement-breakpoint
CREATE INDEX "setupimgprototype_jenis_gambar_idx" ON "setupimgprototype" USING btree ("jenis_gambar");--> statement-breakpoint
CREATE INDEX "setupimgprototype_status_idx" ON "setupimgprototype" USING btree ("status");--> statement-breakpoint
CREATE INDEX "setupimgprototype_user_id_idx" ON "setupimgprototype" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "setupshowhideroleid_role_id_idx" ON "setupshowhideroleid" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "setupshowhideroleid_nama_route_trgm" ON "setupshowhideroleid" USING gin ("nama_route" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setupshowhideroleid_nama_route_idx" ON "setupshowhideroleid" USING btree ("nama_route");--> statement-breakpoint
CREATE INDEX "setupshowhideroleid_kategori_idx" ON "setupshowhideroleid" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "setupshowhideroleid_replace_label_trgm" ON "setupshowhideroleid" USING gin ("replace_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setupshowhideroleid_urutan_idx" ON "setupshowhideroleid" USING btree ("urutan");--> statement-breakpoint
CREATE INDEX "setupshowhideroleid_keterangan_trgm" ON "setupshowhideroleid" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "setupshowhideroleid_user_id_idx" ON "setupshowhideroleid" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "standarmaterialsop_nama_sop_trgm" ON "standarmaterialsop" USING gin ("nama_sop" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "standarmaterialsop_nama_sop_idx" ON "standarmaterialsop" USING btree ("nama_sop");--> statement-breakpoint
CREATE INDEX "standarmaterialsop_id_type_idx" ON "standarmaterialsop" USING btree ("id_type");--> statement-breakpoint
CREATE INDEX "standarmaterialsop_nama_material_trgm" ON "standarmaterialsop" USING gin ("nama_material" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "standarmaterialsop_nama_material_idx" ON "standarmaterialsop" USING btree ("nama_material");--> statement-breakpoint
CREATE INDEX "standarmaterialsop_id_stok_idx" ON "standarmaterialsop" USING btree ("id_stok");--> statement-breakpoint
CREATE INDEX "standarmaterialsop_id_satuan_idx" ON "standarmaterialsop" USING btree ("id_satuan");--> statement-breakpoint
CREATE INDEX "standarmaterialsop_user_id_idx" ON "standarmaterialsop" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "supertabelakun_nama_tabel_trgm" ON "supertabelakun" USING gin ("nama_tabel" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supertabelakun_nama_tabel_idx" ON "supertabelakun" USING btree ("nama_tabel");--> statement-breakpoint
CREATE INDEX "supertabelakun_judul_baris_trgm" ON "supertabelakun" USING gin ("judul_baris" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supertabelakun_judul_baris_idx" ON "supertabelakun" USING btree ("judul_baris");--> statement-breakpoint
CREATE INDEX "supertabelakun_id_akun_idx" ON "supertabelakun" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "supertabelakun_urutan_idx" ON "supertabelakun" USING btree ("urutan");--> statement-breakpoint
CREATE INDEX "supertabelakun_user_id_idx" ON "supertabelakun" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tabelkolom_nama_tabel_trgm" ON "tabelkolom" USING gin ("nama_tabel" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tabelkolom_nama_tabel_idx" ON "tabelkolom" USING btree ("nama_tabel");--> statement-breakpoint
CREATE INDEX "tabelkolom_nama_kolom_trgm" ON "tabelkolom" USING gin ("nama_kolom" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tabelkolom_nama_kolom_idx" ON "tabelkolom" USING btree ("nama_kolom");--> statement-breakpoint
CREATE INDEX "tabelkolom_label_kolom_trgm" ON "tabelkolom" USING gin ("label_kolom" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tabelkolom_tipe_kolom_idx" ON "tabelkolom" USING btree ("tipe_kolom");--> statement-breakpoint
CREATE INDEX "tabelkolom_urutan_idx" ON "tabelkolom" USING btree ("urutan");--> statement-breakpoint
CREATE INDEX "tabelkolom_user_id_idx" ON "tabelkolom" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "templateprompt_nama_template_unique" ON "templateprompt" USING btree (lower("nama_template"));--> statement-breakpoint
CREATE INDEX "templateprompt_kategori_trgm" ON "templateprompt" USING gin ("kategori" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templateprompt_kategori_idx" ON "templateprompt" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "templateprompt_isi_prompt_trgm" ON "templateprompt" USING gin ("isi_prompt" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templateprompt_id_promptapi_idx" ON "templateprompt" USING btree ("id_promptapi");--> statement-breakpoint
CREATE INDEX "templateprompt_status_idx" ON "templateprompt" USING btree ("status");--> statement-breakpoint
CREATE INDEX "templateprompt_user_id_idx" ON "templateprompt" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tes_nama_unique" ON "tes" USING btree (lower("nama"));--> statement-breakpoint
CREATE INDEX "tes_deskripsi_trgm" ON "tes" USING gin ("deskripsi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tes_email_trgm" ON "tes" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tes_jumlah_idx" ON "tes" USING btree ("jumlah");--> statement-breakpoint
CREATE INDEX "tes_nilai_idx" ON "tes" USING btree ("nilai");--> statement-breakpoint
CREATE INDEX "tes_harga_idx" ON "tes" USING btree ("harga");--> statement-breakpoint
CREATE INDEX "tes_aktif_idx" ON "tes" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "tes_tanggal_idx" ON "tes" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "tes_user_id_idx" ON "tes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tes2_judul_trgm" ON "tes2" USING gin ("judul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tes2_judul_idx" ON "tes2" USING btree ("judul");--> statement-breakpoint
CREATE INDEX "tes2_waktu_idx" ON "tes2" USING btree ("waktu");--> statement-breakpoint
CREATE INDEX "tes2_pilihan_idx" ON "tes2" USING btree ("pilihan");--> statement-breakpoint
CREATE INDEX "tes2_kategori_idx" ON "tes2" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "tes2_id_tes_idx" ON "tes2" USING btree ("id_tes");--> statement-breakpoint
CREATE INDEX "tes2_npwp_trgm" ON "tes2" USING gin ("npwp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tes2_user_id_idx" ON "tes2" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tes3_nama_trgm" ON "tes3" USING gin ("nama" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tes3_nama_idx" ON "tes3" USING btree ("nama");--> statement-breakpoint
CREATE INDEX "tes3_id_provinsi_idx" ON "tes3" USING btree ("id_provinsi");--> statement-breakpoint
CREATE INDEX "tes3_id_kabupaten_idx" ON "tes3" USING btree ("id_kabupaten");--> statement-breakpoint
CREATE INDEX "tes3_id_kecamatan_idx" ON "tes3" USING btree ("id_kecamatan");--> statement-breakpoint
CREATE INDEX "tes3_id_desa_idx" ON "tes3" USING btree ("id_desa");--> statement-breakpoint
CREATE INDEX "tes3_status_akun_idx" ON "tes3" USING btree ("status_akun");--> statement-breakpoint
CREATE INDEX "tes3_jenis_kelamin_idx" ON "tes3" USING btree ("jenis_kelamin");--> statement-breakpoint
CREATE INDEX "tes3_nik_trgm" ON "tes3" USING gin ("nik" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tes3_id_tes2_idx" ON "tes3" USING btree ("id_tes2");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_no_hp_trgm" ON "users" USING gin ("no_hp" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_user_role_id_idx" ON "users" USING btree ("user_role_id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_email_verified_at_idx" ON "users" USING btree ("email_verified_at");--> statement-breakpoint
CREATE INDEX "users_otp_enabled_idx" ON "users" USING btree ("otp_enabled");--> statement-breakpoint
CREATE INDEX "users_user_id_idx" ON "users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "walman_judul_trgm" ON "walman" USING gin ("judul" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "walman_judul_idx" ON "walman" USING btree ("judul");--> statement-breakpoint
CREATE INDEX "walman_tanggal_idx" ON "walman" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "walman_kategori_trgm" ON "walman" USING gin ("kategori" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "walman_kategori_idx" ON "walman" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "walman_status_idx" ON "walman" USING btree ("status");--> statement-breakpoint
CREATE INDEX "walman_keterangan_trgm" ON "walman" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "walman_user_id_idx" ON "walman" USING btree ("user_id");