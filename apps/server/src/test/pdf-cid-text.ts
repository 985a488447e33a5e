import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF whose fonts are embedded TrueType subsets (pdfme/pdf-lib, pdfkit with a TTF):
 * their strings are glyph codes, turned back into text through the fonts' ToUnicode maps. Every stream
 * is inflated, every `bfchar`/`bfrange` of every ToUnicode map merged (one font per document in our
 * PDFs), and each `Tj`/`TJ` string decoded (hex as codes, literal strings as Latin-1), one run per line.
 * Enough to check what a generated document says; not a general PDF reader.
 */
export function pdfCidText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      streams.push(match[1]!);
    }
  }
  const map = new Map<number, string>();
  let width = 4;
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const s of streams.filter((x) => x.includes('begincmap'))) {
    for (const block of s.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        width = pair[1]!.length;
        map.set(Number.parseInt(pair[1]!, 16), utf16(pair[2]!));
      }
    }
    for (const block of s.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const range of block[1]!.matchAll(
        /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
      )) {
        width = range[1]!.length;
        const from = Number.parseInt(range[1]!, 16);
        const to = Number.parseInt(range[2]!, 16);
        const target = range[3]!;
        if (target.startsWith('[')) {
          [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].forEach((m, i) => {
            map.set(from + i, utf16(m[1]!));
          });
        } else {
          const start = Number.parseInt(target.slice(1, -1), 16);
          for (let code = from; code <= to; code++) map.set(code, String.fromCodePoint(start + code - from));
        }
      }
    }
  }
  const decodeHex = (hex: string) => {
    let out = '';
    const clean = hex.replace(/\s/g, '');
    for (let i = 0; i < clean.length; i += width)
      out += map.get(Number.parseInt(clean.slice(i, i + width), 16)) ?? '';
    return out;
  };
  const runs: string[] = [];
  for (const content of streams.filter((x) => !x.includes('begincmap'))) {
    for (const op of content.matchAll(
      /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^()\\]|\\.)*\))\s*Tj/g,
    )) {
      const parts = op[1] ?? op[2]!;
      let text = '';
      for (const piece of parts.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^()\\]|\\.)*)\)/g)) {
        if (piece[1] !== undefined)
          text += map.size ? decodeHex(piece[1]) : Buffer.from(piece[1], 'hex').toString('latin1');
        else text += piece[2]!.replace(/\\([()\\])/g, '$1');
      }
      runs.push(text);
    }
  }
  return runs.join('\n');
}
