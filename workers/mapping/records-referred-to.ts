/**
 * "Requester is Gitchee Marine, use their name and address like it is on the 1099 (skip the phone number)": a value
 * that names someone and points at how another document in the text gives their name and address. The value becomes
 * that name and address as the document gives them ("GITCHEE MARINE SUPPLY CO, 2210 W MICHIGAN ST, DULUTH, MN
 * 55806"), without a phone number: a name-and-address box takes none. So does the requester said to be "just them,
 * so their name and address like on the 1099". A plain function over the facts.
 */

import { findTypedValues } from './detect-values.js';

/** The name (1), then words that send the reader to the name and address another document gives. */
const POINTS_AT_RECORD = /^(\p{Lu}[\p{L}&'’.-]*(?:\s+\p{Lu}[\p{L}&'’.-]*){0,4}),?\s+(?:use|take|copy|put(?:\s+down)?)\s+(?:their|its|his|her|the)\s+(?:name\s+and\s+address|name\s*&\s*address|address\s+and\s+name)\s+(?:like|as|the\s+way)\s+(?:it\s+is|it['’]s|they\s+are|(?:it\s+is\s+|they\s+are\s+)?(?:shown|printed|written|given))?\s*(?:on|in)\s+(?:the|that|this|their)\s+\S+/u;
/** A key of a box that holds a name and an address ("PAYER'S name and address"). */
const NAME_AND_ADDRESS_KEY = /\bname\b.*\baddress\b|\baddress\b.*\bname\b/i;

/**
 * "the requester part is just them, so their name and address like on the 1099, but skip the phone": the requester
 * as the other side of the document pasted, by pronoun.
 */
const THEM_AS_ON_RECORD = /^(?:just\s+)?(?:them|they|it|the\s+same)\b[^.]{0,40}?\b(?:their|its)\s+name\s+and\s+address\s+(?:like|as)\s+(?:it\s+is\s+|they\s+are\s+)?(?:on|in)\s+(?:the|that)\s+\S+/i;
/** A key of the writer's own block of a record ("RECIPIENT'S name", "my name and address"). */
const OWN_BLOCK_KEY = /^\s*(?:recipient|payee|my|our)\b/i;

export function withRecordsReferredTo<F extends { key: string; value: string }>(facts: F[]): void {
  for (const fact of facts) {
    const pointer = fact.value.match(POINTS_AT_RECORD);
    const byPronoun = !pointer && /\brequester\b/i.test(fact.key) && THEM_AS_ON_RECORD.test(fact.value);
    if (!pointer && !byPronoun) continue;
    const first = pointer?.[1]!.split(/\s+/)[0]!.toLowerCase();
    const record = facts.find((other) => other !== fact && NAME_AND_ADDRESS_KEY.test(other.key) && /\d/.test(other.value) && (first !== undefined ? other.value.toLowerCase().startsWith(first) : !OWN_BLOCK_KEY.test(other.key)));
    if (record) fact.value = withoutPhoneParts(record.value);
  }
}

/** A name and address without the parts of it that are phone numbers, as the value reader finds them. */
function withoutPhoneParts(value: string): string {
  return value
    .split(/\s*,\s*/)
    .filter((part) => !findTypedValues(part).some((typed) => typed.kind === 'phone' && typed.text.trim() === part.trim()))
    .join(', ');
}
