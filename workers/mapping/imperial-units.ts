/**
 * "Jonah ran our old campaign in metric, which is why it says 178 cm and 72 kg. Your sheets are all feet/inches and
 * pounds, so please convert.": a writer who asks for a record's metric height and weight in feet and inches and in
 * pounds. The height becomes feet and inches to the nearest inch (178 cm → 5'10"), the weight in kilograms pounds to
 * the nearest pound (72 kg → 159 lb). Without such a request a value stays as written. One place for it: a pasted
 * record's facts (withImperialUnitsAsked) and a GEDCOM export's (gedcom-export.ts) are converted alike.
 */
import { convertMeasure, heightInFeetAndInches } from './format-value.js';

/** "feet and inches", "feet/inches", "imperial", "to the nearest inch": the writer wants heights so. */
const FEET_WANTED = /\bfeet\s*(?:and|&|\/|-)\s*inch(?:es)?\b|\bfeet\s+and\s+pounds\b|\bimperial\b|\bnearest\s+inch\b/i;
/** "in pounds", "and pounds", "imperial", "to the nearest … pound": the writer wants weights so. */
const POUNDS_WANTED = /\b(?:in\s+)?pounds\b|\bimperial\b|\bnearest\s+(?:[\p{L}/ ]{0,12})?pound\b/iu;
/**
 * "please convert", "so please convert": a text that asks for a record's values to be converted; "height/weight in
 * feet-inches and pounds like everyone else's sheets", "your table does feet and pounds": or says the units wanted.
 */
const CONVERT_ASKED = /\bconvert\b|\b(?:height|weight)s?\b[^.\n]{0,30}\bin\s+(?:feet|ft|pounds|lbs?|imperial)\b|\b(?:does|uses|wants|is\s+in)\s+feet\s+and\s+pounds\b/i;
/** "178 cm", "1.78 m", "72 kg": a metric measure (2 its unit). */
const METRIC = /^(\d+(?:[.,]\d+)?)\s*(m|cm|kg)$/i;

/** A height or a weight in the units the writer's prose asks for: feet and inches, pounds; as written otherwise. */
export function inUnitsAsked(key: string, value: string, prose: string): string {
  const metric = value.trim().match(METRIC);
  if (!metric) return value;
  if (/\bheight\b/i.test(key) && FEET_WANTED.test(prose)) return heightInFeetAndInches(value.trim()) ?? value;
  if (/\bweight\b/i.test(key) && POUNDS_WANTED.test(prose) && metric[2]!.toLowerCase() === 'kg') return `${Math.round(Number(convertMeasure(value, 'kg', 'lb')))} lb`;
  return value;
}

/** The facts' heights and weights in feet, inches and pounds, where a sentence asks for them to be converted so. */
export function withImperialUnitsAsked<F extends { key: string; value: string }>(facts: F[], sentences: readonly string[]): void {
  // ("The con sheets are imperial. Convert height and weight …": the units may be said in a sentence of their own.)
  if (!sentences.some((s) => CONVERT_ASKED.test(s))) return;
  const asking = sentences.filter((s) => CONVERT_ASKED.test(s) || /\bimperial\b/i.test(s)).join(' ');
  for (const fact of facts) fact.value = inUnitsAsked(fact.key, fact.value, asking);
}
