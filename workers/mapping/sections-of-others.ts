/**
 * A text that pastes several people's records, each under a heading with the person's name, and says which one the
 * form is for:
 *
 *     … get Jess's sheet filled in … she's playing WREN. pasting mine too …, but MY sheet is already done, don't
 *     touch Brannoc
 *     --- BRANNOC ASHGROVE (me) ---
 *     …
 *     --- WREN TALLOWMERE (Jess) ---
 *     …
 *
 * The sections of the people the text sets aside ("don't touch Brannoc", "already done", "not …") give no values,
 * when exactly one person's section is left; that one's heading is the name of whom the form is for. A plain function
 * over the sections and the sentences outside them.
 */

import { capitalsAsName, parsePersonName } from './parse-compound.js';
import { SET_ASIDE } from './parse-table.js';

/** The sections to leave out, of those named after people (by their headings, as read), and the name of the one left. */
export function sectionsSetAside(sections: readonly string[], sentencesOutside: readonly string[]): { aside: Set<string>; subject?: string } {
  // ("=== BIDDER REGISTRATION ===" in a text that speaks of "the winning bidder": a heading whose words the text
  // writes in lower case is made of common nouns, no one's name.)
  const outside = sentencesOutside.join(' ');
  const written = (name: string) => new RegExp(String.raw`(?<![\p{L}])${name.toLowerCase()}(?![\p{L}])`, 'u').test(outside);
  const people = [...new Set(sections)].flatMap((section) => {
    const person = parsePersonName(/\p{Ll}/u.test(section) ? section : capitalsAsName(section));
    if (!person || person.first === '' || person.last === '' || written(person.first) || written(person.last)) return [];
    return [{ section, names: [person.first, person.last], full: person.full }];
  });
  if (people.length < 2) return { aside: new Set() };
  const clauses = sentencesOutside.flatMap((sentence) => sentence.split(/[,;:.!?]|\bbut\b/i));
  const mentions = (names: string[], clause: string) => names.some((name) => new RegExp(String.raw`(?<![\p{L}])${name}(?![\p{L}])`, 'iu').test(clause));
  const aside = people.filter((p) => clauses.some((clause) => mentions(p.names, clause) && SET_ASIDE.test(clause)));
  const left = people.filter((p) => !aside.includes(p));
  return left.length === 1 && aside.length > 0 ? { aside: new Set(aside.map((p) => p.section)), subject: left[0]!.full } : { aside: new Set() };
}
