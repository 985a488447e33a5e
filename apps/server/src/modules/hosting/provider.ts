/**
 * Hosting panels behind one interface, so the mailbox screens do not depend on one panel's API. The
 * cPanel UAPI adapter is cpanel.ts; another panel (Plesk, DirectAdmin) is one more adapter.
 */

/** How to reach an account's panel. The token is a secret: it lives only on the server. */
export type PanelCredentials = { host: string; username: string; token: string };

export type MailboxInput = { email: string; password: string; quotaMb?: number | null };

export type HostingProvider = {
  /** A harmless read that proves host, user and token work. */
  testConnection(): Promise<void>;
  addMailbox(input: MailboxInput): Promise<void>;
  changePassword(input: { email: string; password: string }): Promise<void>;
};

/**
 * Why a panel call failed: `unreachable` (network, TLS, timeout), `denied` (the token or user is wrong),
 * `refused` (the panel answered the call with its own errors, e.g. a password it finds too weak).
 */
export type HostingFailure = 'unreachable' | 'denied' | 'refused';

export class HostingError extends Error {
  constructor(
    readonly failure: HostingFailure,
    message: string,
  ) {
    super(message);
  }
}

/** `user@domain` split for the panel's `email` + `domain` parameters. */
export function splitAddress(address: string): { user: string; domain: string } {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) throw new HostingError('refused', `not an address: ${address}`);
  return { user: address.slice(0, at), domain: address.slice(at + 1).toLowerCase() };
}
