import type { MailMessage } from './mailer.ts';
import { type MailContext, render } from './templates.ts';

/** What the service report's mail says (modules/jobs/worksheets). */
export type ServiceReportMailText = {
  /** The business, as on the report's letterhead. */
  company: string;
  job: string;
  sub: string;
  /** The report's public address (by the job's tracking code). */
  url: string;
};

/**
 * The service report to the customer once they signed the worksheet: what was done for them and the
 * link to the PDF (the customer is addressed in the business's language, Indonesian, with English).
 */
export function serviceReportMail(c: MailContext, r: ServiceReportMailText): MailMessage {
  return render(
    c.to,
    r.company || c.appName,
    {
      'id-ID': {
        subject: `Laporan Servis: ${r.job}`,
        greeting: `Yth. ${c.username},`,
        lines: [
          `Terima kasih. Pekerjaan "${r.sub}" (${r.job}) telah selesai dan Anda tandatangani.`,
          'Laporan servis (daftar periksa, foto, material dan tanda tangan) dapat Anda unduh di tautan berikut:',
        ],
        link: { url: r.url, label: 'Unduh Laporan Servis' },
      },
      'en-US': {
        subject: `Service report: ${r.job}`,
        greeting: `Dear ${c.username},`,
        lines: [
          `Thank you. The work "${r.sub}" (${r.job}) is done and signed by you.`,
          'The service report (checklist, photos, materials and signature) is at this link:',
        ],
        link: { url: r.url, label: 'Download the service report' },
      },
    },
    c.locale,
  );
}
