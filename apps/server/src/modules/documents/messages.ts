/**
 * The documents module's own messages in the two languages the API speaks (core's negotiation picks
 * one): template checks and generation problems, answered inside a 422's `errors`.
 */
export type DocumentLocale = 'id-ID' | 'en-US';

const MESSAGES = {
  unknownResource: { id: 'Resource "{name}" tidak dikenal', en: 'Unknown resource "{name}"' },
  templateRequired: { id: 'Pilih template', en: 'Choose a template' },
  pdfTemplateMissing: { id: 'Desain PDF kosong', en: 'The PDF design is missing' },
  pdfTooLarge: { id: 'Desain PDF terlalu besar', en: 'The PDF design is too large' },
  pdfPageSize: {
    id: 'Halaman harus kosong dengan ukuran yang sah (lebar 20–1000 mm)',
    en: 'Pages must be blank with a valid size (20–1000 mm wide)',
  },
  pdfPages: { id: 'Jumlah halaman 1 sampai {max}', en: 'Between 1 and {max} pages' },
  pdfSchemas: { id: 'Paling banyak {max} elemen', en: 'At most {max} elements' },
  pdfSchemaType: {
    id: 'Elemen "{name}": jenis "{type}" tidak didukung',
    en: 'Element "{name}": type "{type}" is not supported',
  },
  pdfImageData: {
    id: 'Elemen "{name}": gambar harus disimpan di template, bukan alamat',
    en: 'Element "{name}": the picture must be embedded, not an address',
  },
  notDocx: { id: 'Berkas bukan dokumen Word (.docx)', en: 'The file is not a Word document (.docx)' },
  docxMissing: { id: 'Unggah berkas template .docx', en: 'Upload the .docx template file' },
  docxTooLarge: { id: 'Berkas template terlalu besar', en: 'The template file is too large' },
  format: { id: 'Gunakan pdf atau docx', en: 'Use pdf or docx' },
  formatPdfOnly: { id: 'Template PDF hanya menghasilkan PDF', en: 'A PDF template makes PDFs only' },
  batchTooMany: {
    id: 'Terlalu banyak data ({count}); persempit filter hingga paling banyak {max}',
    en: 'Too many records ({count}); narrow the filter to at most {max}',
  },
  batchEmpty: { id: 'Tidak ada data yang cocok dengan filter', en: 'No records match the filter' },
  batchRunning: {
    id: 'Batch Anda yang lain masih berjalan; tunggu hingga selesai',
    en: 'A batch of yours is still running; wait for it to finish',
  },
  batchLost: {
    id: 'Server yang menjalankan batch ini berhenti; mulai lagi',
    en: 'The server running this batch stopped; start it again',
  },
  generateFailed: {
    id: 'Dokumen tidak dapat dibuat: {reason}',
    en: 'The document could not be made: {reason}',
  },
} as const;

export type DocumentMessageKey = keyof typeof MESSAGES;

export function documentMessage(
  locale: DocumentLocale,
  key: DocumentMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text: string = locale === 'en-US' ? MESSAGES[key].en : MESSAGES[key].id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
