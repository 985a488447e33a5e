import { messageLocaleOf } from '@kantor/core';

/**
 * The chat's own answers in Indonesian and English (the two message languages of the API, chosen by
 * Accept-Language like every other answer); generic ones come from the core catalogue.
 */
const WORDS = {
  contactNeeded: {
    'id-ID': 'Isi nomor HP atau email agar kami bisa menghubungi Anda',
    'en-US': 'Give a phone number or an email address so that we can reach you',
  },
  phone: { 'id-ID': 'Nomor HP tidak valid', 'en-US': 'The phone number is not valid' },
  closed: { 'id-ID': 'Percakapan ini sudah ditutup', 'en-US': 'This conversation is closed' },
  empty: { 'id-ID': 'Tulis pesan atau lampirkan berkas', 'en-US': 'Write a message or attach a file' },
  attachment: {
    'id-ID': 'Lampiran harus berkas yang diunggah lewat media',
    'en-US': 'Attachments must be files uploaded through media',
  },
  noVisitorAttachments: {
    'id-ID': 'Pengunjung tanpa akun tidak dapat mengirim lampiran',
    'en-US': 'Visitors without an account cannot send attachments',
  },
  heldByOther: {
    'id-ID': 'Percakapan ini sedang ditangani agen lain',
    'en-US': 'Another agent is handling this conversation',
  },
  notAgent: { 'id-ID': 'Pilih agen CS yang aktif', 'en-US': 'Choose an active CS agent' },
  agentFull: {
    'id-ID': 'Agen ini sudah mencapai batas percakapan bersamaan',
    'en-US': 'This agent already holds as many conversations as allowed',
  },
  sameAgent: {
    'id-ID': 'Percakapan sudah ditangani agen ini',
    'en-US': 'This agent already holds the conversation',
  },
  ownConversation: {
    'id-ID': 'Agen tidak dapat menangani percakapannya sendiri sebagai pelanggan',
    'en-US': 'An agent cannot handle their own conversation as a customer',
  },
  notClosed: {
    'id-ID': 'Penilaian diberikan setelah percakapan ditutup',
    'en-US': 'A conversation is rated once it is closed',
  },
  alreadyRated: {
    'id-ID': 'Percakapan ini sudah dinilai',
    'en-US': 'This conversation has been rated already',
  },
  noAddress: {
    'id-ID': 'Percakapan ini tidak punya alamat email untuk transkrip',
    'en-US': 'This conversation holds no e-mail address for a transcript',
  },
  agentTranscript: {
    'id-ID': 'Transkrip dikirim ke pelanggan atas permintaannya',
    'en-US': 'The transcript goes to the customer on their request',
  },
  alreadyJob: {
    'id-ID': 'Percakapan ini sudah dijadikan pekerjaan',
    'en-US': 'This conversation has been made a job already',
  },
  agentRates: {
    'id-ID': 'Hanya pelanggan yang menilai percakapan',
    'en-US': 'Only the customer rates a conversation',
  },
} as const;

export type ChatWord = keyof typeof WORDS;
export type ChatWords = (key: ChatWord) => string;

/** The chat's words in the caller's language. */
export function chatWords(acceptLanguage: string | undefined): ChatWords {
  const locale = messageLocaleOf(acceptLanguage) === 'en-US' ? 'en-US' : 'id-ID';
  return (key) => WORDS[key][locale];
}
