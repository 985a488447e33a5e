/**
 * Amounts in words for invoices and receipts: Indonesian (`terbilang`) as printed under a total, and
 * English for the en-US locale. Whole rupiah, with sen for a fractional part (rounded to 2 decimals).
 */
const UNITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun'];
const MAX = 999_999_999_999_999;

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

/** A whole number 0–999 triliun in Indonesian words ("seribu", not "satu ribu"). */
function wordsId(n: number): string[] {
  if (n === 0) return ['nol'];
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group === 0) continue;
    if (i === 1 && group === 1) words.push('seribu');
    else words.push(...below1000(group), ...(SCALES[i] ? [SCALES[i]!] : []));
  }
  return words;
}

function split(amount: number): { negative: boolean; whole: number; sen: number } {
  if (!Number.isFinite(amount)) throw new RangeError('terbilang: not a finite number');
  const negative = amount < 0;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  if (whole > MAX) throw new RangeError('terbilang: more than 999 triliun');
  return { negative, whole, sen: cents % 100 };
}

/**
 * An amount in Indonesian words, lower case: "satu juta dua ratus tiga puluh empat ribu lima ratus enam
 * puluh tujuh rupiah"; a fraction adds sen ("… rupiah dua puluh lima sen"). Without currency, only the
 * number ("seribu satu").
 *
 * @example terbilang(1001) === 'seribu satu rupiah'
 * @example terbilang(11, { currency: false }) === 'sebelas'
 */
export function terbilang(amount: number, opts: { currency?: boolean } = {}): string {
  const { negative, whole, sen } = split(amount);
  const currency = opts.currency ?? true;
  const words = [...(negative ? ['minus'] : []), ...wordsId(whole)];
  if (currency) words.push('rupiah');
  if (sen > 0) words.push(...wordsId(sen), ...(currency ? ['sen'] : []));
  return words.join(' ');
}

/** The words with each one capitalised, as printed on an invoice ("Seribu Lima Ratus Rupiah"). */
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

function below1000En(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(EN_UNITS[hundreds]!, 'hundred');
  if (rest >= 20) words.push(EN_TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${EN_UNITS[rest % 10]}` : ''));
  else if (rest > 0) words.push(EN_UNITS[rest]!);
  return words;
}

/** The amount in English words ("one million two hundred thirty-four thousand … rupiah"). */
export function amountInWordsEn(amount: number): string {
  const { negative, whole, sen } = split(amount);
  const words: string[] = negative ? ['minus'] : [];
  if (whole === 0) words.push('zero');
  const groups: number[] = [];
  for (let rest = whole; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  for (let i = groups.length - 1; i >= 0; i--) {
    if (groups[i] === 0) continue;
    words.push(...below1000En(groups[i]!), ...(EN_SCALES[i] ? [EN_SCALES[i]!] : []));
  }
  words.push('rupiah');
  if (sen > 0) words.push(...below1000En(sen), 'sen');
  return words.join(' ');
}
