import { SMTPServer } from 'smtp-server';

/** One message as received over SMTP, its plain-text part decoded. */
export type CaughtMail = { from: string; to: string[]; subject: string; text: string; raw: string };

/**
 * A real SMTP server on a free loopback port, for tests (API and browser): the app sends to it
 * through SMTP_URL and the test reads what arrived, then follows its link or code.
 */
export type SmtpCatcher = {
  url: string;
  messages: CaughtMail[];
  /** The next message to `to` that arrives after `since` messages (waits up to `timeoutMs`). */
  waitFor(to: string, options?: { since?: number; timeoutMs?: number }): Promise<CaughtMail>;
  count(to: string): number;
  close(): Promise<void>;
};

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeHeader(header(raw, 'subject')),
          text: plainText(raw),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const forAddress = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    count: (to) => forAddress(to).length,
    async waitFor(to, options = {}) {
      const since = options.since ?? 0;
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      for (;;) {
        const found = forAddress(to)[since];
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} arrived (had ${forAddress(to).length})`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text. */
export function firstLink(mail: CaughtMail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}

/** The 6-digit code in a message's text. */
export function otpCode(mail: CaughtMail): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1]!;
}

function header(block: string, name: string): string {
  const head = block.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text/plain part of a (possibly multipart) message, transfer-decoded. */
function plainText(raw: string): string {
  const type = header(raw, 'content-type');
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (!boundary) return decodeBody(raw);
  for (const part of raw.split(`--${boundary}`)) {
    if (/content-type:\s*text\/plain/i.test(part.split(/\r?\n\r?\n/)[0] ?? '')) return decodeBody(part);
  }
  return '';
}

function decodeBody(block: string): string {
  const split = block.search(/\r?\n\r?\n/);
  const body = split >= 0 ? block.slice(split).replace(/^\r?\n\r?\n/, '') : block;
  const encoding = header(block.replace(/^\r?\n/, ''), 'content-transfer-encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}
