/**
 * Heights as French, German, Belgian, Swiss and Luxembourgish writers say them: "un mètre soixante-six", "einen Meter
 * einundachtzig", "1 m 66", "1m66".
 * Read alone, "1 m 66" is a number and a letter, and the words no number at all; written "1,66 m" they are a height in
 * metres, which the value reader already takes (a form asking for centimetres then gets 166).
 * A plain function over the text.
 */

/** French numbers under a hundred, by their words (accents and "s" of "quatre-vingts" as written). */
const UNITS: Record<string, number> = {
  zéro: 0, zero: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9,
  dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16,
};
const TENS: Record<string, number> = { vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90 };

/** "soixante-six", "quatre-vingt-douze", "soixante et onze", "dix-sept": a French number from 0 to 99, or undefined. */
export function frenchNumberUnderHundred(words: string): number | undefined {
  const parts = words.toLowerCase().replace(/\bquatre[- ]vingts?\b/g, 'huitante').split(/[-\s]+/).filter((w) => w !== 'et' && w !== '');
  if (parts.length === 0 || parts.length > 3) return undefined;
  let total = 0;
  for (const [i, part] of parts.entries()) {
    const tens = TENS[part];
    const unit = UNITS[part];
    // (Tens only first; "soixante-dix-sept" is 60 + 10 + 7.)
    if (tens !== undefined && i === 0) total += tens;
    else if (unit !== undefined) total += unit;
    else return undefined;
  }
  return total < 100 ? total : undefined;
}

/** German numbers under a hundred: "einundachtzig" (one and eighty), "siebzehn", "zwanzig". */
const GERMAN_UNITS: Record<string, number> = { ein: 1, eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, fuenf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9 };
const GERMAN_UNDER_TWENTY: Record<string, number> = {
  ...GERMAN_UNITS, null: 0, zehn: 10, elf: 11, zwölf: 12, zwoelf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, fuenfzehn: 15,
  sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19,
};
const GERMAN_TENS: Record<string, number> = { zwanzig: 20, dreißig: 30, dreissig: 30, vierzig: 40, fünfzig: 50, fuenfzig: 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90 };
const GERMAN_NUMBER = new RegExp(String.raw`^(?:(${Object.keys(GERMAN_UNITS).join('|')})und)?(${Object.keys(GERMAN_TENS).join('|')})$`);

export function germanNumberUnderHundred(word: string): number | undefined {
  const w = word.toLowerCase();
  if (GERMAN_UNDER_TWENTY[w] !== undefined) return GERMAN_UNDER_TWENTY[w];
  const m = w.match(GERMAN_NUMBER);
  return m ? (m[1] ? GERMAN_UNITS[m[1]]! : 0) + GERMAN_TENS[m[2]!]! : undefined;
}

const GERMAN_NUMBER_WORD = String.raw`(?:(?:${Object.keys(GERMAN_UNITS).join('|')})und)?(?:${Object.keys(GERMAN_TENS).join('|')})|${Object.keys(GERMAN_UNDER_TWENTY).sort((a, b) => b.length - a.length).join('|')}`;
const FRENCH_NUMBER_WORD = String.raw`(?:${[...Object.keys(TENS), ...Object.keys(UNITS), 'quatre-vingts?'].sort((a, b) => b.length - a.length).join('|')})`;
/** "un mètre soixante-six", "1 m 66", "1m66", "1 mètre 70": metres, then centimetres, in words or figures. */
const METRES_THEN_CENTIMETRES = new RegExp(
  String.raw`(?<![\p{L}\d,.])(un|1|einen|ein)\s*(?:mètres?|metres?|meter|m)\s*(\d{2}|${FRENCH_NUMBER_WORD}(?:(?:-|\s+et\s+|\s+)${FRENCH_NUMBER_WORD}){0,2}|${GERMAN_NUMBER_WORD})(?![\p{L}\d])`,
  'giu',
);

/** The text with heights said in metres and centimetres written as "1,66 m". */
export function withHeightsInMetresWritten(text: string): string {
  return text.replace(METRES_THEN_CENTIMETRES, (whole, _metre: string, centimetres: string) => {
    const cm = /^\d+$/.test(centimetres) ? Number(centimetres) : (frenchNumberUnderHundred(centimetres) ?? germanNumberUnderHundred(centimetres));
    return cm === undefined ? whole : `1,${String(cm).padStart(2, '0')} m`;
  });
}
