import type { MailMessage } from './mailer.ts';
import { type MailContext, render } from './templates.ts';

/** One line of a transcript: when (Asia/Jakarta, `YYYY-MM-DD HH:MM`), who, and the text as typed. */
export type TranscriptLine = { at: string; who: string; text: string };

/**
 * A chat's transcript, asked for by its visitor or customer: every message as plain text (the HTML part
 * escapes it), oldest first, under the conversation's code.
 */
export function chatTranscriptMail(
  c: MailContext,
  code: string,
  lines: readonly TranscriptLine[],
): MailMessage {
  const body = lines.map((l) => `[${l.at}] ${l.who}: ${l.text}`);
  return render(
    c.to,
    c.appName,
    {
      'id-ID': {
        subject: `Transkrip percakapan ${code}`,
        greeting: `Halo ${c.username},`,
        lines: [`Berikut transkrip percakapan Anda dengan tim CS (${code}), waktu WIB:`, ...body],
      },
      'en-US': {
        subject: `Transcript of conversation ${code}`,
        greeting: `Hello ${c.username},`,
        lines: [
          `Here is the transcript of your conversation with our CS team (${code}), Jakarta time:`,
          ...body,
        ],
      },
    },
    c.locale,
  );
}
