/**
 * "My attorney-in-fact will be my nephew, Javier A. Rosado. He lives in Berwyn, he has the keys …": the town someone
 * named in one sentence lives in, said by a pronoun in the next. It is kept as that person's "city of residence" under
 * each role the first sentence named them by, as "Daniel R. Vasquez of Evanston, Illinois" is (parse-data.ts).
 */
import type { Fact } from './parse-data.js';
import { stateCodeOf } from './us-states.js';

/** "He lives in Berwyn", "She's living in Oak Park, Illinois": the town (1) and perhaps its state (2). */
const PRONOUN_LIVES_IN = /^(?:He|She|They)(?:\s+(?:lives|live|resides|reside)|['’]s\s+living|\s+is\s+living|['’]re\s+living|\s+are\s+living)\s+in\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})(?:,\s*(\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?))?(?=\s*[,.;!]|\s+(?:and|now|too|with|near|so)\b|\s*$)/u;

export function withTownSaidOfPersonBefore(facts: Fact[], sentences: readonly string[]): void {
  sentences.forEach((sentence, at) => {
    const m = at > 0 ? sentence.match(PRONOUN_LIVES_IN) : null;
    if (!m) return;
    const named = facts.filter((f) => f.sentence === sentences[at - 1] && f.person && f.party !== undefined && / name$/.test(f.key));
    // (Only one person named just before: "he" is then who it is.)
    if (named.length === 0 || new Set(named.map((f) => f.person!.full)).size !== 1) return;
    const state = m[2] === undefined ? '' : (stateCodeOf(m[2]) ?? '');
    if (m[2] !== undefined && state === '') return;
    const city = m[1]!;
    for (const fact of named) {
      const address = { full: city, street: '', line2: '', city, state, zip: '', country: '' };
      facts.push({ key: `${fact.key.replace(/ name$/, '')} city of residence`, topic: fact.topic, value: city, source: 'prose', strength: fact.strength, sentence, address, party: fact.party });
    }
  });
}
