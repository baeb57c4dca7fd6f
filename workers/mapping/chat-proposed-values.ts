/**
 * A question in a chat that offers the value it expects ("Height still 186?", "Name stays the same? Joris
 * Vermeulen?", "my SSN from u is 412-67-3059 right?") and the reply to it: a yes ("yep") confirms the offered value
 * under the question's key; a value of the same shape said as the right one ("187 actually, wardrobe measured me")
 * replaces it. A no, or anything else, leaves the reply to be read as it is said.
 */

import { splitSentences } from './sentences.js';

export interface ProposedValue {
  key: string;
  value: string;
}

/** "Height still 186?", "Your email still jv@example.be?", "Is your height still 186?": a key, "still", a value. */
// ("ok. supervisor still Marcus?": a word of assent may open the question.)
const STILL_VALUE = /^(?:(?:ok(?:ay)?|so|and|alright|right)[.,!]?\s+)?(?:(?:is|are)\s+)?(?:(?:your|his|her|their|the)\s+)?(\p{L}[\p{L} ]{1,25}?)\s+(?:is\s+|are\s+)?(?:still|stays|remains)\s+(?:at\s+)?(\S(?:.{0,40}\S)?)\s*\?$/iu;
/** "Name stays the same?", "Address still the same?": a key asked to be unchanged, its value in the next question. */
const SAME_ASKED = /^(?:(?:is|are)\s+)?(?:(?:your|his|her|their|the)\s+)?(\p{L}[\p{L} ]{1,25}?)\s+(?:is\s+|are\s+)?(?:still|stays|remains)\s+(?:the\s+)?same\s*\?$/iu;

/** "my SSN from u is 412-67-3059 right?", "Your zip is 60614, right?": a key, "is", a value, "right?". */
const IS_VALUE_RIGHT = /^(?:(?:ok(?:ay)?|so|and)[.,!]?\s+)?(?:(?:my|your|his|her|their|the)\s+)?(\p{L}[\p{L} ]{1,25}?)(?:\s+(?:from|for|on)\s+\p{L}+)?\s+is\s+(\S(?:.{0,40}\S)?),?\s+right\s*\?$/iu;
/** A short value: a number with its unit, a name or a code, six words at most, no question of its own. */
const OFFERED = /^(?!(?:the|a|an|same|ok|okay|yes|no)\b)[\p{L}\d$€£@][\p{L}\d.,'’@/+ -]{0,60}$/iu;

/** The value a message's closing questions offer for a key, if they offer one. */
export function proposedValue(text: string): ProposedValue | undefined {
  const questions = splitSentences(text.replace(/\n/g, ' ')).filter((sentence) => /\?\s*$/.test(sentence)).map((sentence) => sentence.trim());
  const last = questions.at(-1);
  if (last === undefined) return undefined;
  const still = last.match(STILL_VALUE);
  if (still && !/\bsame\b/i.test(still[2]!)) return offered(still[1]!, still[2]!);
  const right = last.match(IS_VALUE_RIGHT);
  if (right) return offered(right[1]!, right[2]!);
  const same = questions.at(-2)?.match(SAME_ASKED);
  if (same) return offered(same[1]!, last.replace(/\?\s*$/, ''));
  return undefined;
}

function offered(key: string, value: string): ProposedValue | undefined {
  const cleaned = value.replace(/[.?!]+$/, '').trim();
  if (!OFFERED.test(cleaned) || cleaned.split(/\s+/).length > 6) return undefined;
  return { key: key.trim(), value: cleaned };
}

/** "yep", "yes", "correct", "still is", "same": a reply that only agrees. */
const AGREES = /^\s*(?:yes|yeah|yep|yup|ya|correct|right|same|still|exactly|that['’]?s right|that['’]?s it|still is|it is)\b[\s,.!]*(?:(?:still|same|correct|right|that['’]?s right)[\s.!]*)?$/i;

/** "yes - Marcus Oyelaran, Supervisory Hydrologist, …": a yes, then the value it agrees to in full (1). */
const AGREES_IN_FULL = /^\s*(?:yes|yeah|yep|yup|correct|right)\b\s*[-–—,:]\s*(\S.*)$/i;

/** "187 actually", "actually 187", "187 now": a value given as the right one, at the start of a reply. */
const INSTEAD = /^\s*(?:(?:no|nope)[,.]?\s+)?(?:actually,?\s+)?(?!(?:no|nope|yes|yep|yeah|not|I|it|that|the|a|an)\b)([\p{L}\d$€£][\p{L}\d.'’@/+ -]{0,40}?)(?:\s+(?:actually|now))?\s*(?:[,;!:]|\.(?!\d)|$)/iu;

/**
 * The keyed lines a reply gives to a question that offered a value; undefined when the reply neither agrees nor
 * gives a replacement of the offered value's shape.
 */
export function proposalAnswered(proposal: ProposedValue, reply: string): string[] | undefined {
  const text = reply.trim();
  if (AGREES.test(text)) return [`${proposal.key}: ${proposal.value}`];
  // ("supervisor still Marcus?" / "yes - Marcus Oyelaran, Supervisory Hydrologist, …": a yes, then the value in full.)
  const fuller = text.match(AGREES_IN_FULL)?.[1];
  if (fuller && fuller.toLowerCase().startsWith(proposal.value.toLowerCase())) return [`${proposal.key}: ${fuller}`];
  const instead = text.match(INSTEAD);
  const value = instead?.[1]?.trim();
  if (value === undefined || value === '' || !sameShape(value, proposal.value)) return undefined;
  const rest = text.slice(instead![0].length).trim();
  return [`${proposal.key}: ${value}`, ...(rest === '' ? [] : [rest])];
}

/** Both numbers (with or without a unit), or both words: a replacement looks like what it replaces. */
function sameShape(value: string, offeredValue: string): boolean {
  const numeric = (s: string) => /^[$€£]?\d[\d.,]*(?:\s?\p{L}{1,3})?$/u.test(s);
  return numeric(value) === numeric(offeredValue) && value.split(/\s+/).length <= offeredValue.split(/\s+/).length + 1;
}
