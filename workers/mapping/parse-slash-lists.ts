/**
 * Notes that put a record on one line with slashes between its parts: "- me: Okafor, Chidi E. / Program Analyst /
 * GS-0343-11 step 2 / career-conditional appt / non-supervisory". Read as one value, the line is cut at its first
 * comma and the rest is lost; read as one keyed line per part ("me: Program Analyst", "me: non-supervisory"), each
 * part is a value of the key's person or thing, as a list of such lines would be. A part that is a job title
 * ("Program Analyst", capitalised like a name) says so in its key, so that it is not read as the person's name.
 * A plain function over lines.
 */
import { isJobTitle } from './job-titles.js';

/** "key: value", a list's bullet allowed before the key; the key short and without a colon of its own. */
const KEYED_LINE = /^(\s*(?:[-*•]\s+)?[^:\s][^:\n]{0,29}:\s+)(.+)$/u;
/** Parts are set apart by a slash with spaces round it: "and/or", "w/o", "1/2" and dates keep theirs. */
const PART_SEPARATOR = /\s+\/\s+/;
/** At least this many parts, so that "Apt 3 / Unit B" or "Mr / Mrs" is no record. */
const MIN_PARTS = 3;
/** A part longer than this is a sentence, not one value of a record. */
const PART_MAX_LENGTH = 60;

/** The lines with each slashed record on a keyed line split into one keyed line per part. */
export function linesWithSlashListsSplit<T>(lines: (string | T)[]): (string | T)[] {
  return lines.flatMap((line): (string | T)[] => {
    if (typeof line !== 'string') return [line];
    const keyed = line.match(KEYED_LINE);
    if (!keyed) return [line];
    const parts = keyed[2]!.split(PART_SEPARATOR).map((p) => p.trim());
    // ("Name: John Smith / DOB: 01/02/1990 / Phone: …": a part with a key of its own is that key's pair.)
    const ownKey = (part: string) => /^\p{L}[\p{L}\p{N} '’()#&.-]{0,30}:\s/u.test(part);
    if (parts.length < MIN_PARTS || parts.some((p) => p === '' || p.length > PART_MAX_LENGTH)) return [line];
    const key = keyed[1]!.replace(/:\s+$/, '');
    return parts.map((part) => (ownKey(part) ? part : isJobTitle(part) ? `${key} (position title): ${part}` : `${keyed[1]}${part}`));
  });
}

