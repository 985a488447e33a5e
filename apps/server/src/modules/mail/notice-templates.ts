import type { NoticeTopic } from '@kantor/core';
import type { MailMessage } from './mailer.ts';
import { type MailContext, render } from './templates.ts';

/** A notice's subject line by its kind, in the reader's language (the notice's own text is Indonesian). */
const SUBJECTS: Record<NoticeTopic, { 'id-ID': string; 'en-US': string }> = {
  job_assigned: { 'id-ID': 'Pekerjaan baru untuk Anda', 'en-US': 'A job was assigned to you' },
  job_progress: { 'id-ID': 'Progres pekerjaan diperbarui', 'en-US': 'Job progress was updated' },
  low_stock: { 'id-ID': 'Stok menipis', 'en-US': 'Stock is running low' },
  subscription_ending: { 'id-ID': 'Langganan segera berakhir', 'en-US': 'A subscription ends soon' },
  invoice_due: { 'id-ID': 'Invoice jatuh tempo', 'en-US': 'An invoice is due' },
  new_chat: { 'id-ID': 'Percakapan baru', 'en-US': 'A new chat' },
};

export type NoticeMailText = {
  topic: NoticeTopic;
  /** The notice's title and text as stored: quoted record values already withheld. */
  judul: string;
  isi: string | null;
  /** The full address of what the notice is about, or null when it names nothing to open. */
  url: string | null;
  /** The profile page, where the reader turns these mails off. */
  profileUrl: string;
};

/**
 * A notice as an e-mail: the kind as its subject, the notice's own words, a link to open it in the app
 * (where the reader's own view shows what the notice quotes) and where to turn such mails off.
 */
export function noticeMail(c: MailContext, n: NoticeMailText): MailMessage {
  const body = [n.judul, ...(n.isi ? [n.isi] : [])];
  return render(
    c.to,
    c.appName,
    {
      'id-ID': {
        subject: SUBJECTS[n.topic]['id-ID'],
        greeting: `Halo ${c.username},`,
        lines: [
          ...body,
          `Anda menerima email ini karena memilihnya di profil Anda. Ubah pilihan di ${n.profileUrl}`,
        ],
        ...(n.url ? { link: { url: n.url, label: 'Buka' } } : {}),
      },
      'en-US': {
        subject: SUBJECTS[n.topic]['en-US'],
        greeting: `Hello ${c.username},`,
        lines: [
          ...body,
          `You get this e-mail because you chose it on your profile. Change it at ${n.profileUrl}`,
        ],
        ...(n.url ? { link: { url: n.url, label: 'Open' } } : {}),
      },
    },
    c.locale,
  );
}
