/**
 * A domain belongs to at most one site, and never to the main site's hosts. Checked on every write of a
 * company profile (`umum`), through any route (settings API, generic form, import), after the catalogue
 * has put each domain in its normal form (core's `normaliseDomain`: lower-case, punycode, no scheme,
 * port, path, trailing dot or `www.`).
 */
import { linesOf, MSG, normaliseDomain } from '@kantor/core';
import type { HookContext } from '../resources/index.ts';
import { isMainHost, mainHostsOf } from './site-hosts.ts';

type Row = Record<string, unknown>;

/** Any fixed number: the lock that makes two concurrent claims of one domain run one after the other. */
const DOMAIN_LOCK = 320_001;

/**
 * The problems of a company profile's domains, keyed `data.domain`: one of the main site's hosts, or a
 * domain another site's profile already lists (compared in normal form, so older rows count too).
 */
export async function domainProblems(ctx: HookContext, next: Row, id: unknown): Promise<string[]> {
  const data = next.data && typeof next.data === 'object' ? (next.data as Row) : {};
  const domains = linesOf(data.domain);
  if (domains.length === 0) return [];
  const main = mainHostsOf(ctx.app?.config ?? { publicHost: process.env.PUBLIC_HOST ?? 'http://localhost' });
  const problems: string[] = [];
  for (const domain of domains)
    if (isMainHost(domain, main)) problems.push(ctx.msg(MSG.siteDomainMainHost, { domain }));
  // held to the end of the write's transaction: a concurrent claim waits and then sees this one
  await ctx.query('SELECT pg_advisory_xact_lock($1)', [DOMAIN_LOCK]);
  const others = await ctx.query<{ domain: unknown }>(
    `SELECT data->'domain' AS domain FROM rsetwebsite
      WHERE bagian = 'umum' AND id <> $1 AND data->'domain' IS NOT NULL`,
    [Number(id ?? 0)],
  );
  const taken = new Set(
    others.flatMap((row) => linesOf(row.domain).map((d) => normaliseDomain(d) ?? d.toLowerCase())),
  );
  for (const domain of domains)
    if (taken.has(domain)) problems.push(ctx.msg(MSG.siteDomainTaken, { domain }));
  return problems;
}
