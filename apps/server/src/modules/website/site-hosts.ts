/**
 * The main site's hosts: the names this server itself answers at (PUBLIC_HOST, `localhost`, the
 * machine's own name), every IP address and every single-label name. They always show the main site:
 * no site may list them as its domain, and a request to them never picks another owner's site.
 */
import { hostname } from 'node:os';
import { isReservedDomain, normaliseDomain, requestHost } from '@kantor/core';
import type { AppConfig } from '../../config.ts';

export type MainHosts = ReadonlySet<string>;

const cache = new WeakMap<object, MainHosts>();

function hostOfUrl(url: string): string | null {
  try {
    return requestHost(new URL(url).host);
  } catch {
    return null;
  }
}

/** The named hosts of this server, in {@link requestHost} form (computed once per configuration). */
export function mainHostsOf(config: Pick<AppConfig, 'publicHost'>): MainHosts {
  const known = cache.get(config);
  if (known) return known;
  const names = new Set<string>(['localhost']);
  const own = hostOfUrl(config.publicHost);
  if (own) names.add(own);
  const machine = requestHost(hostname());
  if (machine) names.add(machine);
  cache.set(config, names);
  return names;
}

/**
 * Whether a host (in {@link requestHost} form) is one of the main site's: a named host of this server,
 * a loopback name, or anything that is not a site domain at all (an IP address, `intranet`).
 */
export function isMainHost(host: string, main: MainHosts): boolean {
  return main.has(host) || isReservedDomain(host) || normaliseDomain(host) === null;
}
