/**
 * A small, safe well-formedness check for reference XML (`manualtemplatejson/save_refxml`). It builds
 * nothing and resolves nothing: no DTD (a DOCTYPE is refused, so no entity expansion or external
 * fetch is possible), only the five predefined entities and character references. Linear in the
 * input's length.
 */

export type XmlProblem = { offset: number; reason: string };

const NAME_START = /[A-Za-z_:\u00C0-\uFFFF]/;
const NAME = /^[A-Za-z_:\u00C0-\uFFFF][A-Za-z0-9_:.\-\u00B7\u00C0-\uFFFF]*/;
const ENTITY = /^&(lt|gt|amp|apos|quot|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/;

/** Text between tags: `<` never appears, `&` only as an entity. */
function checkText(text: string, base: number): XmlProblem | null {
  for (let i = text.indexOf('&'); i >= 0; i = text.indexOf('&', i + 1)) {
    if (!ENTITY.test(text.slice(i, i + 12))) return { offset: base + i, reason: 'entity' };
  }
  return null;
}

/** Attributes of a start tag: `name="value"` pairs, each name once. */
function checkAttributes(source: string, base: number): XmlProblem | null {
  const seen = new Set<string>();
  let rest = source;
  let at = base;
  for (;;) {
    const space = /^\s*/.exec(rest)![0].length;
    rest = rest.slice(space);
    at += space;
    if (rest === '') return null;
    if (space === 0 && at !== base) return { offset: at, reason: 'attribute' };
    const match = /^([A-Za-z_:][A-Za-z0-9_:.-]*)\s*=\s*("[^"<]*"|'[^'<]*')/.exec(rest);
    if (!match) return { offset: at, reason: 'attribute' };
    if (seen.has(match[1]!)) return { offset: at, reason: 'duplicateAttribute' };
    seen.add(match[1]!);
    const value = checkText(match[2]!.slice(1, -1), at);
    if (value) return value;
    rest = rest.slice(match[0].length);
    at += match[0].length;
  }
}

/** The `>` closing a tag that starts before `from`, skipping quoted attribute values; -1 if none. */
function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let i = from; i < xml.length; i++) {
    const c = xml[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

/**
 * The first problem of an XML text, or null when it is well formed (one root element, properly
 * nested and closed tags, quoted unique attributes, valid entities; comments, CDATA, processing
 * instructions allowed; DOCTYPE refused).
 *
 * @example xmlProblem('<a><b/></a>') // null
 * @example xmlProblem('<a><b></a>')?.reason // 'mismatch'
 */
export function xmlProblem(xml: string): XmlProblem | null {
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (stack.length === 0 && text.trim() !== '') return { offset: i, reason: 'textOutsideRoot' };
    const bad = checkText(text, i);
    if (bad) return bad;
    if (lt < 0) break;
    const rest = xml.slice(lt, lt + 9);
    if (rest.startsWith('<!--')) {
      const end = xml.indexOf('-->', lt + 4);
      if (end < 0) return { offset: lt, reason: 'unclosedComment' };
      i = end + 3;
      continue;
    }
    if (rest.startsWith('<![CDATA[')) {
      if (stack.length === 0) return { offset: lt, reason: 'textOutsideRoot' };
      const end = xml.indexOf(']]>', lt + 9);
      if (end < 0) return { offset: lt, reason: 'unclosedCdata' };
      i = end + 3;
      continue;
    }
    if (rest.startsWith('<!')) return { offset: lt, reason: 'doctype' };
    if (rest.startsWith('<?')) {
      const end = xml.indexOf('?>', lt + 2);
      if (end < 0 || !NAME.test(xml.slice(lt + 2, end))) return { offset: lt, reason: 'instruction' };
      i = end + 2;
      continue;
    }
    const gt = tagEnd(xml, lt + 1);
    if (gt < 0) return { offset: lt, reason: 'unclosedTag' };
    const inner = xml.slice(lt + 1, gt);
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trimEnd();
      if (stack.pop() !== name) return { offset: lt, reason: 'mismatch' };
    } else {
      const selfClosing = inner.endsWith('/');
      const body = selfClosing ? inner.slice(0, -1) : inner;
      const name = NAME.exec(body)?.[0];
      if (!name || !NAME_START.test(body[0] ?? '')) return { offset: lt, reason: 'tagName' };
      const attributes = checkAttributes(body.slice(name.length), lt + 1 + name.length);
      if (attributes) return attributes;
      if (stack.length === 0) {
        roots += 1;
        if (roots > 1) return { offset: lt, reason: 'severalRoots' };
      }
      if (!selfClosing) stack.push(name);
    }
    i = gt + 1;
  }
  if (stack.length > 0) return { offset: xml.length, reason: 'unclosedElement' };
  if (roots === 0) return { offset: 0, reason: 'noRoot' };
  return null;
}
