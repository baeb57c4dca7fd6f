/**
 * "Jonah ran our old campaign in metric, which is why it says 178 cm and 72 kg. Your sheets are all feet/inches and
 * pounds, so please convert.": a writer who asks for a record's metric height and weight in feet and inches and in
 * pounds. The height keyed in centimetres becomes feet and inches to the nearest inch (178 cm → 5'10"), the weight
 * in kilograms pounds to the nearest pound (72 kg → 159 lb). Without such a request a value stays as written.
 */

/** "please convert", "convert to feet and inches", "in pounds please": the writer asks for US units. */
const CONVERT_TO_IMPERIAL = /\bconvert\b[^.\n]{0,80}?\b(?:feet|foot|inch(?:es)?|pounds?|lbs?)\b|\b(?:feet|foot|inch(?:es)?|pounds?|lbs?)\b[^.\n]{0,80}?\b(?:so\s+)?(?:please\s+)?convert\b/i;
const CENTIMETRES = /^\s*(\d{2,3}(?:[.,]\d)?)\s?cm\s*$/i;
const KILOGRAMS = /^\s*(\d{2,3}(?:[.,]\d)?)\s?kg\s*$/i;
const CM_PER_INCH = 2.54;
const POUNDS_PER_KG = 2.20462;

export function withImperialUnitsAsked<F extends { key: string; value: string }>(facts: F[], sentences: readonly string[]): void {
  if (!sentences.some((s) => CONVERT_TO_IMPERIAL.test(s))) return;
  for (const fact of facts) {
    const cm = /\bheight\b/i.test(fact.key) ? fact.value.match(CENTIMETRES) : null;
    if (cm) {
      const inches = Math.round(Number(cm[1]!.replace(',', '.')) / CM_PER_INCH);
      fact.value = `${Math.floor(inches / 12)}'${inches % 12}"`;
    }
    const kg = /\bweight\b/i.test(fact.key) ? fact.value.match(KILOGRAMS) : null;
    if (kg) fact.value = `${Math.round(Number(kg[1]!.replace(',', '.')) * POUNDS_PER_KG)} lb`;
  }
}
