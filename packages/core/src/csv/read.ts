/** RFC 4180 CSV: quotes, doubled quotes, line breaks inside quotes, a BOM, `,` or `;` separators. */
export function parseCsv(text: string): string[][] {
  return [...iterateCsv(text)];
}

/**
 * The rows of a CSV one at a time (blank rows skipped), so a reader can stop at a limit without
 * parsing the rest. A row longer than `maxCells` cells throws a {@link CsvLimitError}; with a
 * `budget` (the server's TimeBudget), every line (blank ones too) ticks it.
 */
export function* iterateCsv(
  text: string,
  maxCells = Number.POSITIVE_INFINITY,
  budget?: { tick(): void },
): Generator<string[]> {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const push = () => {
    row.push(cell);
    cell = '';
    if (row.length > maxCells) throw new CsvLimitError(maxCells);
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) push();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      budget?.tick();
      push();
      if (row.some((v) => v.trim() !== '')) yield row;
      row = [];
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    push();
    if (row.some((v) => v.trim() !== '')) yield row;
  }
}

/** A CSV row with more cells than the reader accepts. */
export class CsvLimitError extends Error {
  constructor(readonly maxCells: number) {
    super(`A row has more than ${maxCells} cells`);
  }
}
