/**
 * A rental application pasted by someone who has since moved into the place applied for, its addresses retold in the
 * writer's words. A plain function of the facts parse-data.ts reads and the text's sentences.
 */
import type { Fact } from './parse-data.js';

/**
 * "The apartment I applied for is where we live now, and the "current address" on the application is where I lived
 * before.": a pasted rental application's addresses retold by someone who has since moved in. What it keys as
 * current (by the words the writer quotes) is the previous address, what it keys as previous is older still and
 * answers nothing, and the place applied for ("Property address: …") is the present one. The writer's own lines, in
 * their words, keep theirs.
 */
export function withApplicationAddressesRetold(facts: Fact[], sentences: string[]): void {
  const said = sentences.join(' ');
  const before = said.match(CURRENT_WAS_BEFORE);
  const now = APPLIED_FOR_IS_NOW.test(said);
  if (!before && !now) return;
  const recordKey = before ? before[1]!.toLowerCase() : undefined;
  const keyed = (fact: Fact, key: string) => fact.source !== 'prose' && [fact.key, fact.topic].some((k) => k.trim().toLowerCase() === key);
  for (const fact of [...facts]) {
    if (!fact.address) continue;
    if (recordKey && keyed(fact, recordKey)) fact.epoch = 'previous';
    else if (recordKey && fact.epoch === 'previous' && keyed(fact, 'previous address')) facts.splice(facts.indexOf(fact), 1);
    else if (now && APPLIED_FOR_KEY.test(`${fact.topic} ${fact.key}`)) fact.epoch = 'current';
  }
}
/** 'the "current address" on the application is where I lived before': the record's key for it (1). */
const CURRENT_WAS_BEFORE = /["“]?((?:current|present)\s+(?:home\s+)?address)["”]?\s+(?:on|in|from)\s+(?:the|my|that|this)\s+(?:\p{L}+\s+){0,2}?(?:application|summary|record|page|profile)\s+is\s+where\s+(?:I|we)\s+(?:lived|used\s+to\s+live|was|were|stayed)\s+(?:before|until)/iu;
/** "The apartment I applied for is where we live now": the place a pasted application was for is home now. */
const APPLIED_FOR_IS_NOW = /\b(?:apartment|unit|place|house|home|property|flat)\s+(?:I|we)\s+applied\s+for\s+is\s+where\s+(?:I|we)\s+(?:live|are)\s+now\b/i;
/** "Property address", "Applying for": an application's key of the place applied for. */
const APPLIED_FOR_KEY = /\b(?:property\s+address|applying\s+for|applied\s+for)\b/i;
