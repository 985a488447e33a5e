// A small XML reader for tests (not a test file): elements, their children and decoded text, written
// apart from the writers it checks. Comments, processing instructions and attributes are skipped.

export type XmlElement = { name: string; text: string; children: XmlElement[] };

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : ENTITIES[e]!,
  );

/** The document's root element; throws on a tag that does not close what it should. */
export function readXml(xml: string): XmlElement {
  const top: XmlElement = { name: '', text: '', children: [] };
  const stack = [top];
  const tags =
    /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|([^<]+)/g;
  for (const m of xml.matchAll(tags)) {
    const current = stack[stack.length - 1]!;
    if (m[5] !== undefined) {
      current.text += decode(m[5]);
    } else if (m[2] === undefined) {
      // a declaration or comment
    } else if (m[1] === '/') {
      if (current.name !== m[2]) throw new Error(`</${m[2]}> closes <${current.name}>`);
      stack.pop();
    } else {
      const element = { name: m[2], text: '', children: [] };
      current.children.push(element);
      if (m[4] !== '/') stack.push(element);
    }
  }
  if (stack.length !== 1 || top.children.length !== 1) throw new Error('not one closed root');
  return top.children[0]!;
}

/** The children named so; `at(e, 'A', 'B')` walks down by first matches. */
export const all = (e: XmlElement, name: string) => e.children.filter((c) => c.name === name);
export function at(e: XmlElement, ...path: string[]): XmlElement {
  let node = e;
  for (const name of path) {
    const next = all(node, name)[0];
    if (!next) throw new Error(`no <${name}> in <${node.name}>`);
    node = next;
  }
  return node;
}
/** The trimmed text of the child named so. */
export const textOf = (e: XmlElement, name: string) => at(e, name).text.trim();
