/**
 * "We met this morning … we're both signing it with today's date", "date the signatures that day too" over a pasted
 * invitation for the meeting ("When: Sunday, August 3, 2025 1:00 PM-1:30 PM …"): the day the parties sign is the
 * meeting's. Read as written, nothing keys that date for a signature. Here the text gets a line that does:
 * "Date signed: August 3, 2025", the day of the invitation's first "When:" line, put first.
 */

import { findTypedValues } from './detect-values.js';

/** What the writer says of the day the parties sign: the meeting's, "that day", "today's date". */
const SIGNED_THAT_DAY = /\b(?:date|dating)\s+(?:the\s+)?signatures?\s+(?:for\s+)?(?:that|the\s+same)\s+day\b|\bsign(?:ing)?\s+(?:it\s+)?(?:with|on)\s+today['’]s\s+date\b|\bdate\s+(?:it|them|the\s+signatures?)\s+(?:for\s+)?the\s+day\s+(?:we\s+meet|of\s+the\s+(?:meet(?:ing|up)|handoff|exchange))\b/i;
/** "When: Sunday, August 3, 2025 1:00 PM …", "When:   Saturday Sep 27, 2025 · 10:30": the invitation's time. */
const WHEN_LINE = /^\s*When\s*:\s*(.+)$/im;

export function withSigningDayFromInvite(text: string): string {
  if (!SIGNED_THAT_DAY.test(text)) return text;
  const when = text.match(WHEN_LINE)?.[1];
  // ("Sunday, August 3, 2025 1:00 PM-1:30 PM", "Saturday Sep 27, 2025 · 10:30": the day in it, as dates are found.)
  const day = when === undefined ? undefined : findTypedValues(when).find((v) => v.kind === 'date')?.text;
  return day ? `Date signed: ${day}\n\n${text}` : text;
}
