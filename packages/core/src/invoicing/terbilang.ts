/**
 * Amounts in words for invoices and receipts: Indonesian (`terbilang`) as printed under a total, and
 * English for the en-US locale. Whole rupiah, with sen for a fractional part (rounded half up to 2
 * decimals), up to 999 triliun (the largest money value a form accepts).
 */
const UNITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const DIGITS = ['nol', ...UNITS.slice(1)];
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun'];
const MAX = 999_999_999_999_999;

/** An amount taken apart: sign, whole rupiah and sen (0–99). */
type Parts = { negative: boolean; whole: number; sen: number };

/**
 * Whole rupiah and sen, the fraction rounded half up to 2 places **as written**: the shortest decimal
 * that round-trips (`String(1.005)` is "1.005") is rounded, not the binary float (1.00499999…), so
 * 1.005 gives 1 sen, and 999 triliun does not pick up float noise in its sen. 0.995 becomes 1 rupiah.
 */
function split(amount: number): Parts {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const abs = Math.abs(amount);
  let whole = Math.trunc(abs);
  // below 0,000001 String() switches to exponent notation; such a fraction is 0 sen anyway
  const fraction = abs < 1e-6 ? '' : (String(abs).split('.')[1] ?? '');
  let sen = Number(fraction.slice(0, 2).padEnd(2, '0')) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  if (sen === 100) {
    whole += 1;
    sen = 0;
  }
  if (whole > MAX) throw new RangeError(`more than 999 triliun: ${amount}`);
  // -0,001 reads "nol rupiah", not "minus nol rupiah"
  return { negative: amount < 0 && whole + sen > 0, whole, sen };
}

/** 1–999 in Indonesian words: "sebelas", "seratus", "dua ratus tiga puluh". */
function below1000(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push('seratus');
  else if (hundreds > 1) words.push(UNITS[hundreds]!, 'ratus');
  if (rest === 10) words.push('sepuluh');
  else if (rest === 11) words.push('sebelas');
  else if (rest > 11 && rest < 20) words.push(UNITS[rest - 10]!, 'belas');
  else if (rest >= 20) {
    words.push(UNITS[Math.floor(rest / 10)]!, 'puluh');
    if (rest % 10) words.push(UNITS[rest % 10]!);
  } else if (rest > 0) words.push(UNITS[rest]!);
  return words;
}

/** Groups of three digits, least significant first: 1.234.567 → [567, 234, 1]. */
function groupsOf(n: number): number[] {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  return groups;
}

/** A whole number 0–999 triliun in Indonesian words ("seribu", but "satu juta"). */
function wordsId(n: number): string[] {
  if (n === 0) return ['nol'];
  const groups = groupsOf(n);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group === 0) continue;
    if (i === 1 && group === 1) words.push('seribu');
    else words.push(...below1000(group), ...(SCALES[i] ? [SCALES[i]!] : []));
  }
  return words;
}

/**
 * An amount in Indonesian words, lower case, single spaces: "satu juta dua ratus tiga puluh empat ribu
 * lima ratus enam puluh tujuh rupiah"; a fraction adds sen ("seribu lima ratus rupiah dua puluh lima
 * sen"); a negative amount starts with "minus". Without currency only the number is read, a fraction
 * digit by digit after "koma" ("satu koma lima"). More than 999 triliun is a RangeError.
 *
 * @example terbilang(1001) === 'seribu satu rupiah'
 * @example terbilang(11, { currency: false }) === 'sebelas'
 */
export function terbilang(amount: number, opts: { currency?: boolean } = {}): string {
  const { negative, whole, sen } = split(amount);
  const words = [...(negative ? ['minus'] : []), ...wordsId(whole)];
  if (opts.currency ?? true) {
    words.push('rupiah');
    if (sen > 0) words.push(...wordsId(sen), 'sen');
  } else if (sen > 0) {
    const digits = String(sen).padStart(2, '0').replace(/0$/, '');
    words.push('koma', ...[...digits].map((d) => DIGITS[Number(d)]!));
  }
  return words.join(' ');
}

/**
 * The words with each one capitalised, as printed on an Indonesian invoice under the total
 * ("Seribu Lima Ratus Rupiah").
 *
 * @example terbilangTitle(1_000_000) === 'Satu Juta Rupiah'
 */
export function terbilangTitle(amount: number): string {
  return terbilang(amount)
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const EN_UNITS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

/** 1–999 in English words, US style (no "and"): "two hundred thirty-four". */
function below1000En(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(EN_UNITS[hundreds]!, 'hundred');
  if (rest >= 20) words.push(EN_TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${EN_UNITS[rest % 10]}` : ''));
  else if (rest > 0) words.push(EN_UNITS[rest]!);
  return words;
}

/**
 * The amount in English words for the en-US locale, short scale ("one million two hundred thirty-four
 * thousand five hundred sixty-seven rupiah"; 10^9 is a billion); a fraction adds "and … sen". Same range
 * and rounding as `terbilang`.
 *
 * @example amountInWordsEn(1500.25) === 'one thousand five hundred rupiah and twenty-five sen'
 */
export function amountInWordsEn(amount: number): string {
  const { negative, whole, sen } = split(amount);
  const words: string[] = negative ? ['minus'] : [];
  if (whole === 0) words.push('zero');
  const groups = groupsOf(whole);
  for (let i = groups.length - 1; i >= 0; i--) {
    if (groups[i] === 0) continue;
    words.push(...below1000En(groups[i]!), ...(EN_SCALES[i] ? [EN_SCALES[i]!] : []));
  }
  words.push('rupiah');
  if (sen > 0) words.push('and', ...below1000En(sen), 'sen');
  return words.join(' ');
}
