import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made by pdfkit with its standard fonts (WinAnsi): every content stream
 * inflated, each `Tj`/`TJ` string decoded (hex or literal; kerning numbers dropped), one text run per
 * line. Enough to check what an invoice says without a PDF library; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const op of content.matchAll(
      /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^()\\]|\\.)*\))\s*Tj/g,
    )) {
      const parts = op[1] ?? op[2]!;
      let text = '';
      for (const piece of parts.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^()\\]|\\.)*)\)/g)) {
        if (piece[1] !== undefined)
          text += Buffer.from(piece[1].replace(/\s/g, ''), 'hex').toString('latin1');
        else text += piece[2]!.replace(/\\([()\\])/g, '$1');
      }
      runs.push(text);
    }
  }
  return runs.join('\n');
}
