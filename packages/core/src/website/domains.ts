/**
 * Site domains (`umum.data.domain`): the host names a site is served at. One normal form everywhere
 * (the write check, the uniqueness check, the host a request names), so `HTTPS://WWW.Contoh.ID:443/x`,
 * `contoh.id.` and `contoh.id` are the same domain and an internationalised name has one spelling
 * (punycode, as browsers send it in the Host header).
 */

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The WHATWG URL parser of the host (browser or Node); core declares no DOM or Node types. */
type UrlParser = new (url: string) => { hostname: string };
const parseUrl = (url: string) => new (globalThis as unknown as { URL: UrlParser }).URL(url);

/**
 * Names no site may claim whatever the server: the loopback names of RFC 6761 (`localhost` and every
 * name under it). The server adds its own host names (PUBLIC_HOST, the machine's name).
 */
export function isReservedDomain(domain: string): boolean {
  return domain === 'localhost' || domain.endsWith('.localhost') || domain === 'localhost.localdomain';
}

/**
 * A host name in its one normal form, or null when the text is not a host name a site can be reached at:
 * lower-case, without scheme, user, port, path, trailing dot or leading `www.`, internationalised names in
 * punycode. IP addresses and single-label names (`intranet`) are not site domains (null).
 *
 * @example normaliseDomain('HTTPS://www.Contoh.ID:8443/login') === 'contoh.id'
 * @example normaliseDomain('bücher.example.') === 'xn--bcher-kva.example'
 * @example normaliseDomain('127.0.0.1') === null
 */
export function normaliseDomain(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let text = value.trim().toLowerCase();
  if (text === '' || text.length > 300) return null;
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, ''); // scheme
  text = text.replace(/[/?#].*$/, ''); // path, query, fragment
  text = text.replace(/^.*@/, ''); // user info
  if (text.startsWith('[')) return null; // an IPv6 literal
  text = text.replace(/:\d*$/, ''); // port
  text = text.replace(/\.+$/, ''); // the root's trailing dot
  if (text === '' || /[\s:]/.test(text)) return null;
  let ascii: string;
  try {
    // the WHATWG URL parser turns an internationalised name into punycode, in browsers and in Node alike
    ascii = parseUrl(`http://${text}`).hostname;
  } catch {
    return null;
  }
  ascii = ascii.replace(/\.+$/, '').replace(/^www\./, '');
  if (ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  // a numeric last label is an IP address (the URL parser also turns `0x7f.1` into `127.0.0.1`)
  if (/^[0-9]+$/.test(labels[labels.length - 1]!)) return null;
  return ascii;
}

/**
 * The host a request names, in the same form as {@link normaliseDomain} where it can be, otherwise its
 * lower-cased text without port and `www.` (an IP address or `localhost` still names the main site).
 *
 * @example requestHost('WWW.Agensi.test:8080') === 'agensi.test'
 * @example requestHost('[::1]:3000') === '::1'
 */
export function requestHost(host: string | undefined): string {
  const domain = normaliseDomain(host ?? '');
  if (domain) return domain;
  const text = String(host ?? '')
    .trim()
    .toLowerCase();
  const ipv6 = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (ipv6) return ipv6[1]!;
  return text
    .replace(/:\d+$/, '')
    .replace(/\.+$/, '')
    .replace(/^www\./, '');
}
