/** A website section row as `/api/website/*` answers it, for the website screens' tests. */
export const websiteRow = (
  id: number,
  key: string,
  bagian: string,
  judul: string,
  urutan: number,
  data: Record<string, unknown> = {},
) => ({
  id,
  key,
  bagian,
  judul,
  subjudul: null,
  konten: null,
  gambar: null,
  link: null,
  ikon: null,
  data,
  urutan,
  status: 'Active',
  updated_at: '2026-11-30T01:00:00.000Z',
});
