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
};

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
      await smtp.sendMail({ from: config.mailFrom, ...message });
      return;
    }
    await query(
      'INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)',
      [message.to, message.subject, message.text, message.html ?? null],
    );
  }

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
      await this.idle();
      smtp?.close();
    },
    useTemplates(source) {
      templates = source;
    },
  };
}

export function registerMailer(app: FastifyInstance, config: AppConfig): void {
  const mailer = createMailer(config, (text, params) => app.db.query(text, params), app.log);
  app.decorate('mailer', mailer);
  // Before the database closes (onClose hooks of plugins registered later run first), finish sending.
  app.addHook('preClose', async () => {
    await mailer.close();
  });
}
