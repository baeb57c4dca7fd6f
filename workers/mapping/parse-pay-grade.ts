/**
 * US federal pay notation, as employees write their position: "GS-0343-11 step 2" is pay plan GS, occupational
 * series 0343, grade 11, step 2; "GS-11/2" and "GS-11, step 2" leave the series out, and "GS-0343" the grade. Forms from OPM (SF-182,
 * OF-612, SF-50) ask for each part in its own box, and the series keeps its leading zero.
 */

export interface PayGradePart {
  /** Words that say what the value is, as a field's label would. */
  key: 'pay plan' | 'series' | 'grade' | 'step';
  value: string;
}

/** Pay plans written with a grade only ("GS-11"): the common General Schedule and Federal Wage System ones. */
const GRADE_ONLY_PLANS = 'GS|GG|GM|GL|WG|WL|WS';

const WITH_SERIES = /\b([A-Z]{2})-(\d{4})-(\d{1,2})\b(?:\s*(?:,\s*)?(?:step|stp)\s*(\d{1,2})\b|\/(\d{1,2})\b)?/u;
const WITHOUT_SERIES = new RegExp(String.raw`\b(${GRADE_ONLY_PLANS})-(\d{1,2})\b(?!-)(?:\s*(?:,\s*)?(?:step|stp)\s*(\d{1,2})\b|\/(\d{1,2})\b)?`, 'u');

/** "gs 0343 11 step 2", typed in a hurry: a known plan in any case, its parts apart by spaces. */
const WITH_SERIES_SPACED = new RegExp(String.raw`\b(${GRADE_ONLY_PLANS})[\s-]+(\d{4})[\s-]+(\d{1,2})\b(?![-/]\d)(?:\s*(?:,\s*)?(?:step|stp)\s*(\d{1,2})\b)?`, 'iu');

/** "GS / 0401 / 11 / 03", under "Pay plan / series / grade / step": the parts apart by slashes, the step last. */
const WITH_SERIES_SLASHED = new RegExp(String.raw`\b(${GRADE_ONLY_PLANS})\s*\/\s*(\d{4})\s*\/\s*(\d{1,2})\b(?:\s*\/\s*(\d{1,2})\b)?`, 'u');

// ("GS 0486, grade 11 step 3", dictated: the series after a space.)
const SERIES_WITHOUT_GRADE = new RegExp(String.raw`\b(${GRADE_ONLY_PLANS})[-\s](\d{4})\b(?![-\s]*\d)`, 'u');

/** The parts of the first pay notation in the text; empty when it has none. */
export function findPayGrade(text: string): PayGradePart[] {
  const full = text.match(WITH_SERIES) ?? text.match(WITH_SERIES_SPACED) ?? text.match(WITH_SERIES_SLASHED);
  if (full) {
    const step = full[4] ?? full[5];
    return [
      { key: 'pay plan', value: full[1]!.toUpperCase() },
      { key: 'series', value: full[2]! },
      { key: 'grade', value: String(Number(full[3]!)) },
      ...(step ? [{ key: 'step' as const, value: String(Number(step)) }] : []),
    ];
  }
  const short = text.match(WITHOUT_SERIES);
  if (!short) {
    // "GS-0343, grade 11, step 2": the plan with its series; the grade and step have words of their own.
    const plan = text.match(SERIES_WITHOUT_GRADE);
    return plan ? [{ key: 'pay plan', value: plan[1]! }, { key: 'series', value: plan[2]! }] : [];
  }
  const step = short[3] ?? short[4];
  return [
    { key: 'pay plan', value: short[1]! },
    { key: 'grade', value: String(Number(short[2]!)) },
    ...(step ? [{ key: 'step' as const, value: String(Number(step)) }] : []),
  ];
}
