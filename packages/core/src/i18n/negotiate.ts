/** The two languages the API answers in (the message catalogue's own); the web translates the rest. */
export type MessageLocale = 'id-ID' | 'en-US';

/**
 * The language of an API answer from an `Accept-Language` header. Indonesian first: no header, an
 * empty one or `*` answers in Indonesian; otherwise the most preferred of Indonesian (`id`, and the old
 * code `in`) and English wins by q-value (ties by order); a header naming neither (e.g. `de`) answers in
 * English, the language a German or Arabic user more likely reads than Indonesian.
 *
 * @example messageLocaleOf(undefined) === 'id-ID'
 * @example messageLocaleOf('en-US,en;q=0.9') === 'en-US'
 * @example messageLocaleOf('de-DE,id;q=0.5') === 'id-ID'
 */
export function messageLocaleOf(
  acceptLanguage: string | readonly string[] | null | undefined,
): MessageLocale {
  const header = (
    Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : String(acceptLanguage ?? '')
  ).slice(0, 500);
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  if (ranges.length === 0) return 'id-ID';
  for (const { tag } of ranges) {
    if (tag === '*' || /^(id|in)(-|$)/.test(tag)) return 'id-ID';
    if (/^en(-|$)/.test(tag)) return 'en-US';
  }
  return 'en-US';
}
