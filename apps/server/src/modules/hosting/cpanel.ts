/**
 * cPanel UAPI (`/execute/{Module}/{function}`) with an API token: `Authorization: cpanel user:TOKEN`.
 * Parameters go in a form-encoded POST body, never in the URL, so a password does not end up in an
 * access log. UAPI answers `{ status: 1, data }` or `{ status: 0, errors: [...] }`.
 */
import {
  HostingError,
  type HostingProvider,
  type MailboxInput,
  type PanelCredentials,
  splitAddress,
} from './provider.ts';

/** cPanel's own TLS port when the host names none. */
const CPANEL_PORT = 2083;

/** `panel.example.com` → `https://panel.example.com:2083`; a URL with scheme and port is kept as it is. */
export function panelBaseUrl(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    // a host typed with spaces or stray characters: the panel cannot be reached there, as any bad address
    throw new HostingError('unreachable', `not a panel address: ${host}`);
  }
  if (!url.port && !/^https?:\/\/[^/]+:\d+/i.test(withScheme)) url.port = String(CPANEL_PORT);
  return url.origin;
}

type UapiAnswer = { status?: number; errors?: string[] | null; data?: unknown };

export type CpanelOptions = { timeoutMs?: number };

export function cpanelProvider(credentials: PanelCredentials, options: CpanelOptions = {}): HostingProvider {
  const base = panelBaseUrl(credentials.host);
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call(module: string, fn: string, params: Record<string, string>): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}/execute/${module}/${fn}`, {
        method: 'POST',
        headers: {
          authorization: `cpanel ${credentials.username}:${credentials.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new HostingError('unreachable', timedOut ? `no answer within ${timeoutMs} ms` : String(error));
    }
    if (response.status === 401 || response.status === 403)
      throw new HostingError('denied', `the panel refused the user or token (HTTP ${response.status})`);
    if (!response.ok) throw new HostingError('unreachable', `the panel answered HTTP ${response.status}`);
    let answer: UapiAnswer;
    try {
      answer = (await response.json()) as UapiAnswer;
    } catch {
      throw new HostingError('unreachable', 'the panel did not answer JSON: is this a cPanel address?');
    }
    if (answer.status !== 1) {
      const reason = (answer.errors ?? []).join(' ').slice(0, 500) || 'unknown error';
      throw new HostingError('refused', reason);
    }
    return answer.data;
  }

  return {
    async testConnection() {
      await call('Email', 'list_pops', {});
    },
    async addMailbox(input: MailboxInput) {
      const { user, domain } = splitAddress(input.email);
      await call('Email', 'add_pop', {
        email: user,
        domain,
        password: input.password,
        // 0 is cPanel's "unlimited"
        quota: String(input.quotaMb ?? 0),
      });
    },
    async changePassword(input) {
      const { user, domain } = splitAddress(input.email);
      await call('Email', 'passwd_pop', { email: user, domain, password: input.password });
    },
  };
}
