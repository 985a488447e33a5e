import type { SeedContext } from '../../db/demo/seed-demo.ts';

/**
 * The demo AI setting points at nothing real: inactive and without a key, so a first start never calls
 * out; an admin fills in the endpoint and key and sets it Active. Two templates are bound to the job
 * and account view pages (their `kategori` names the resource).
 */
export async function seedAi(s: SeedContext): Promise<void> {
  if (await s.find('promptapiopenai', { nama: 'Contoh OpenAI (belum aktif)' })) return;
  const setting = await s.add('promptapiopenai', {
    nama: 'Contoh OpenAI (belum aktif)',
    provider: 'OpenAI',
    endpoint_url: 'https://api.openai.com/v1',
    model: 'gpt-4o-mini',
    system_prompt:
      'Anda asisten administrasi sebuah usaha jasa servis di Indonesia. Jawab dalam bahasa Indonesia yang sopan dan ringkas.',
    temperature: 0.4,
    max_tokens: 600,
    status: 'Inactive',
  });
  await s.add('templateprompt', {
    nama_template: 'Ringkas laporan pekerjaan',
    kategori: 'rpekerjaan',
    isi_prompt: [
      'Ringkas pekerjaan berikut dalam tiga poin singkat untuk laporan kepada pelanggan.',
      'Pekerjaan: {{nama_pekerjaan}}',
      'Pelanggan: {{id_akun}}',
      'Mulai: {{tanggal_mulai}}',
      'Status: {{status}}, progres {{progres}}%',
      'Catatan teknisi: {{catatan}}',
    ].join('\n'),
    variabel: { catatan: '-' },
    id_promptapi: setting.id,
    status: 'Active',
  });
  await s.add('templateprompt', {
    nama_template: 'Draf pesan WhatsApp ke pelanggan',
    kategori: 'akun',
    isi_prompt: [
      'Tulis draf pesan WhatsApp yang ramah dan singkat (maksimal 5 kalimat) untuk pelanggan bernama {{nama}}.',
      'Topik pesan: {{topik}}.',
      'Akhiri dengan salam dari tim kami.',
    ].join('\n'),
    variabel: { topik: 'pengingat jadwal servis AC berikutnya' },
    id_promptapi: setting.id,
    status: 'Active',
  });
}
