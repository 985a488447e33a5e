import type { FastifyInstance } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import type { Query } from '../../db/connect.ts';

/**
 * Which stored template may replace a built-in message (website settings `editemailtemplate`): the main
 * site's, never the site of the host a request came to (no host is carried, by design).
 */
export type MailTemplateRef = {
  kind: 'verifikasi' | 'reset' | 'otp';
  /** Placeholder values (`{{nama}}`, `{{tautan}}`, `{{kode}}` …). */
  values: Record<string, string>;
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template?: MailTemplateRef;
};

/** Rewrites a message from a stored template, or answers it as it is (the built-in text). */
export type TemplateSource = (message: MailMessage) => Promise<MailMessage>;

export type Mailer = {
  readonly transport: 'smtp' | 'outbox';
  /**
   * Sends in the background: the request answers at once, whether or not a message goes out, so
   * neither its time nor a failing mail server tells a caller whether an account exists.
   */
  queue(message: MailMessage): void;
  /** Messages handed over and not yet delivered (or failed), in this process: the admin status shows it. */
  inFlight(): number;
  /** Resolves when every queued message has been delivered (or has failed and been logged). */
  idle(): Promise<void>;
  close(): Promise<void>;
  /** Lets a module fill messages from stored templates (the website module's `emailtemplate` rows). */
  useTemplates(source: TemplateSource): void;
  /**
   * Tries again the refused messages whose time has come (`mail_retries`); the mailer calls it every
   * minute while SMTP is configured. Answers how many went out this time.
   */
  retryDue(): Promise<number>;
};

/** The pause after the n-th refusal (1st: 1 min … 5th: 12 h); after the sixth try the message is given up. */
export const RETRY_PAUSES_MINUTES = [1, 5, 30, 120, 720] as const;
const RETRY_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

type Log = { error: (obj: unknown, msg?: string) => void };

/** nodemailer over SMTP_URL when set; otherwise every message is kept in the `mail_outbox` table. */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  query: Query,
  log: Log,
): Mailer {
  const smtp: Transporter | null = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  const pending = new Set<Promise<void>>();
  let templates: TemplateSource | null = null;

  async function deliver(queued: MailMessage): Promise<void> {
    const { template: _template, ...message } =
      templates && queued.template ? await templates(queued) : queued;
    if (smtp) {
      try {
        await smtp.sendMail({ from: config.mailFrom, ...message });
      } catch (error) {
        await keepForRetry(message, error);
        throw error;
      }
      return;
    }
    await query(
      'INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)',
      [message.to, message.subject, message.text, message.html ?? null],
    );
  }

  // a refused message is kept in the database, so a restart or another instance still tries it again
  async function keepForRetry(message: MailMessage, error: unknown): Promise<void> {
    await query(
      `INSERT INTO mail_retries (to_address, subject, text_body, html_body, last_error, next_try_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
      [
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
        errorText(error),
        RETRY_PAUSES_MINUTES[0],
      ],
    );
  }

  async function retryDue(): Promise<number> {
    if (!smtp) return 0;
    // claimed in one statement (the claim pushes the time on), so two instances never send one twice
    const due = await query<RetryRow>(
      `UPDATE mail_retries SET next_try_at = now() + interval '15 minutes'
        WHERE id IN (SELECT id FROM mail_retries WHERE failed_at IS NULL AND next_try_at <= now()
                      ORDER BY next_try_at LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, text_body, html_body, attempts`,
    );
    let sent = 0;
    for (const row of due) {
      try {
        await smtp.sendMail({
          from: config.mailFrom,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body === null ? {} : { html: row.html_body }),
        });
        await query('DELETE FROM mail_retries WHERE id = $1', [row.id]);
        sent += 1;
      } catch (error) {
        const pause = RETRY_PAUSES_MINUTES[row.attempts];
        await query(
          `UPDATE mail_retries SET attempts = attempts + 1, last_error = $2,
                  next_try_at = now() + make_interval(mins => $3),
                  failed_at = CASE WHEN $4::boolean THEN now() END
            WHERE id = $1`,
          [row.id, errorText(error), pause ?? 0, pause === undefined],
        );
        if (pause === undefined) log.error({ err: error, to: row.to_address }, 'mail given up after retries');
      }
    }
    return sent;
  }

  const timer = smtp
    ? setInterval(() => {
        retryDue().catch((error) => log.error({ err: error }, 'mail retry failed'));
      }, RETRY_EVERY_MS)
    : null;
  timer?.unref();

  return {
    transport: smtp ? 'smtp' : 'outbox',
    queue(message) {
      const job = deliver(message)
        .catch((error) => log.error({ err: error, to: message.to }, 'mail delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    inFlight: () => pending.size,
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      if (timer) clearInterval(timer);
      await this.idle();
      smtp?.close();
    },
    useTemplates(source) {
      templates = source;
    },
    retryDue,
  };
}

type RetryRow = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
};

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function registerMailer(app: FastifyInstance, config: AppConfig): void {
  const mailer = createMailer(config, (text, params) => app.db.query(text, params), app.log);
  app.decorate('mailer', mailer);
  // Before the database closes (onClose hooks of plugins registered later run first), finish sending.
  app.addHook('preClose', async () => {
    await mailer.close();
  });
}
