/**
 * Public tracking (`/lacak`): what a customer sees with a job's code and no account. Only these fields
 * leave the server: the job's name, type, status, progress and dates, its sub jobs' names and progress,
 * and the progress steps marked public with their dates. Never prices, notes, photos, technicians or
 * the customer's details. The page is headed with the business doing the work (its name, logo and
 * phone from the company profile), not the product's name (issue 35).
 */
import { imageUrl, normalizeTrackingCode, type PublicJob } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { businessOf } from '../website/index.ts';

const day = (v: unknown) => (v ? String(v instanceof Date ? v.toISOString() : v).slice(0, 10) : null);

export async function publicJob(query: Query, raw: string, appName: string): Promise<PublicJob | null> {
  const code = normalizeTrackingCode(raw);
  if (!code) return null;
  const [job] = await query<Record<string, unknown>>(
    `SELECT j.id, j.kode_lacak, j.nama_pekerjaan, ty.nama_type AS jenis, j.status, j.progres,
            j.tanggal_mulai, j.tanggal_selesai
       FROM rpekerjaan j LEFT JOIN rtype ty ON ty.id = j.id_type
      WHERE lower(j.kode_lacak) = lower($1)`,
    [code],
  );
  if (!job) return null;
  const subs = await query<{ nama: string; progres: string | null; status: string }>(
    `SELECT nama_sub_pekerjaan AS nama, progres, status FROM rsubpekerjaan
      WHERE id_pekerjaan = $1 ORDER BY tanggal_mulai NULLS LAST, id`,
    [job.id],
  );
  const steps = await query<{
    tanggal: Date | string;
    nama_langkah: string;
    persentase: string;
    sub: string;
  }>(
    `SELECT p.tanggal, p.nama_langkah, p.persentase, s.nama_sub_pekerjaan AS sub
       FROM rsubptrackprogres p JOIN rsubpekerjaan s ON s.id = p.id_subpekerjaan
      WHERE s.id_pekerjaan = $1 AND coalesce(p.publik, true)
      ORDER BY p.tanggal DESC, p.id DESC LIMIT 50`,
    [job.id],
  );
  const business = await businessOf(query, appName);
  return {
    usaha: {
      nama: business.name,
      logo: business.logo ? imageUrl(business.logo, { size: 'small' }) : null,
      telepon: business.phone,
    },
    kode_lacak: String(job.kode_lacak),
    nama_pekerjaan: String(job.nama_pekerjaan),
    jenis: (job.jenis as string | null) ?? null,
    status: String(job.status),
    progres: Number(job.progres ?? 0),
    tanggal_mulai: day(job.tanggal_mulai),
    tanggal_selesai: day(job.tanggal_selesai),
    sub_pekerjaan: subs.map((s) => ({ nama: s.nama, progres: Number(s.progres ?? 0), status: s.status })),
    langkah: steps.map((s) => ({
      tanggal: new Date(s.tanggal).toISOString(),
      nama_langkah: s.nama_langkah,
      persentase: Number(s.persentase),
      sub: s.sub,
    })),
  };
}
