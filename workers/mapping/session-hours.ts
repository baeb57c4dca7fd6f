/**
 * Training hours said in prose rather than keyed, in duty or non-duty hours by whose time they take:
 * - "the four Saturday sessions are five hours each on my own time": a count of sessions times the hours of each. A
 *   training form asks for the total; the text gives the two factors, so the total is their product.
 * - "Of the 45 contact hours, 30 fall during my scheduled duty hours; the remaining 15 will be on my own time": a
 *   total's share said to fall in duty time or in the writer's own.
 */

import { countOfWord } from './spoken-numbers.js';

/** A count (group 1), the sessions (2), then the hours of each (3) and the rest of the clause (4). */
const SESSIONS_TIMES_HOURS =
  /\b(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+((?:[\p{L}-]+\s+){0,2}(?:sessions|classes|days|evenings|nights|weekends|Saturdays|Sundays|meetings|workshops|modules|labs))\s+(?:are|of|at|run|lasting|last|that\s+are)\s+(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+hours?\s+(?:each|apiece|a\s+piece|per\s+\p{L}+)\b([^.;]*)/iu;
/** Time that is not the employer's: "on my own time", "off duty", "unpaid", "weekends". */
const OWN_TIME = /\b(?:(?:on|in)\s+my\s+own\s+time|own\s+time|off[-\s]duty|non-?\s?duty|personal\s+time|unpaid|not\s+on\s+the\s+clock)\b/i;
/** "my own time", "my shifts": time said to be the writer's. */
const WRITERS = /\b(?:my|our)\b/i;
/** The employer's: "on duty time", "during my scheduled duty hours", "in work hours", "my shifts", "on the clock". */
const DUTY_TIME = /\b(?:on\s+duty|duty\s+(?:hours|time)|work(?:ing)?\s+(?:hours|time)|shifts?|on\s+the\s+clock)\b/i;

/** "30 fall during my scheduled duty hours", "the remaining 15 will be on my own time": a share (1), then when (2). */
const SHARE_FALLS_IN = /(?<![\d.,$])(\d{1,3}(?:\.\d)?)\s+(?:hours?\s+|hrs?\s+)?(?:of\s+(?:them|those|these)\s+)?(?:fall|falls|are|will\s+be|happen|take\s+place|come)\s+((?:during|in|on|within|outside|after)\s+(?:my|our|the)?\s*[^.;,]{0,40})/giu;

/** The key and total of each "N sessions of M hours each", and each share of hours said in duty or own time. */
// (Each is the writer's where the time is said to be theirs, "on my own time", "during my shifts": a sentence that
// opens with the supervisor who agreed to it is still about the writer's hours.)
export function hoursOfSessions(sentence: string): { key: string; value: string; writers: boolean }[] {
  const shares: { key: string; value: string; writers: boolean }[] = [];
  for (const share of sentence.matchAll(SHARE_FALLS_IN)) {
    const when = share[2]!;
    const key = OWN_TIME.test(when) ? 'non-duty hours' : DUTY_TIME.test(when) ? 'duty hours' : undefined;
    if (key && !shares.some((s) => s.key === key)) shares.push({ key, value: share[1]!, writers: WRITERS.test(when) });
  }
  if (shares.length > 0) return shares;
  const m = sentence.match(SESSIONS_TIMES_HOURS);
  if (!m) return [];
  const count = countOfWord(m[1]!);
  const each = /^\d/.test(m[3]!) ? Number(m[3]) : countOfWord(m[3]!);
  if (count === undefined || each === undefined || count < 2) return [];
  const whose = m[4]!;
  const key = OWN_TIME.test(whose) ? 'non-duty hours' : DUTY_TIME.test(whose) ? 'duty hours' : 'training hours';
  const total = Math.round(count * each * 10) / 10;
  return [{ key, value: String(total), writers: WRITERS.test(whose) }];
}
