/**
 * Values a pasted record prints one way and the writer retells another way in their own lines:
 * - "Property Address: 2418 S 57TH CT, CICERO IL 60804" on a statement, and "The property is 2418 S. 57th Ct., Cicero,
 *   IL 60804." in the writer's words: the same address, printed in capitals by a system and written by a person.
 *   Wherever the record's line is chosen, it is written as the person wrote it.
 * - "Last name(s): CHATZIPAVLOU / First name(s): CHRYSANTHI" on a pasted agreement, and "Name: please write Chrysanthi
 *   Hadjipavlou." in the notes: the writer's own spelling of their family name is the one to use.
 * - "Address: Archbishop Kyprianou 30, …" somewhere in a pasted agreement, and "Here in Gent I live at Stropkaai 41, …"
 *   in the notes: where the writer says they live comes before an address the record does not say is theirs.
 * - "Physical Address  6120 Schaefer Rd, …" on a pasted business profile, and "we moved the warehouse and the office:
 *   22151 Michigan Ave, …" in the notes: the new address the writer gives comes before the record's.
 * Plain functions of the facts.
 */
import type { Fact } from './parse-data.js';
import { SELF } from './parties.js';

/** An address's words and figures, without case or stops and commas: how the same address is recognised. */
function addressWords(value: string): string {
  return value.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function withCapitalAddressesAsRetold(facts: Fact[]): void {
  const written = facts.filter((f) => f.address && /\p{Ll}/u.test(f.value) && /\d/.test(f.value));
  if (written.length === 0) return;
  for (const fact of facts) {
    if (!fact.address || /\p{Ll}/u.test(fact.value) || !/\d/.test(fact.value)) continue;
    const words = addressWords(fact.value);
    const retold = written.find((f) => addressWords(f.value) === words);
    if (!retold) continue;
    fact.value = retold.value;
    fact.address = { ...retold.address! };
  }
}

/** "Last name(s)", "Surname", "Family name": a record's line for a family name alone. */
const LAST_NAME_KEY = /^\s*(?:last|family|sur)\s*name(?:\(s\)|s)?\s*$/i;
const FIRST_NAME_KEY = /^\s*(?:first|given)\s*name(?:\(s\)|s)?\s*$/i;

/**
 * A pasted record's family name in capitals gives way to the writer's own full name, outside the record, that has the
 * record's first name and another family name.
 */
export function withRecordSurnamesRetold(facts: Fact[]): void {
  const own = facts.filter((f) => f.source === 'line' && f.section === undefined && f.person && f.person.last !== '' && /^\s*(?:my\s+)?(?:full\s+)?name\s*$/i.test(f.key));
  if (own.length === 0) return;
  for (const last of facts.filter((f) => f.section !== undefined && LAST_NAME_KEY.test(f.key) && !/\p{Ll}/u.test(f.value))) {
    const first = facts.find((f) => f.section === last.section && FIRST_NAME_KEY.test(f.key));
    const retold = own.find((f) => first !== undefined && f.person!.first.toLowerCase() === first.value.trim().toLowerCase() && f.person!.last.toLowerCase() !== last.value.trim().toLowerCase());
    if (retold) last.value = retold.person!.last;
  }
}

/** How much a pasted record's bare address yields to the home the writer says they live in. */
const BARE_ADDRESS_YIELD = 0.15;

export function withBareRecordAddressesYielding(facts: Fact[]): void {
  const livesAt = facts.some((f) => f.address && f.section === undefined && f.party === SELF && f.epoch !== 'previous' && /^\s*home address\s*$/i.test(f.key));
  if (!livesAt) return;
  for (const fact of facts) if (fact.address && fact.section !== undefined && fact.party === undefined && fact.topic === '' && /^\s*address\s*$/i.test(fact.key)) fact.strength -= BARE_ADDRESS_YIELD;
}

/** "Physical Address", "Address", "Business address": a record's line for where its subject is. */
const RECORD_PLACE_KEY = /^\s*(?:physical|street|business|home|residential|current|location)?\s*address\s*$/i;

export function withRecordAddressesYieldingToNew(facts: Fact[]): void {
  const moved = facts.some((f) => f.address && f.section === undefined && f.epoch === 'current' && (f.party === undefined || f.party === SELF) && /^\s*new\s+address\s*$/i.test(f.key));
  if (!moved) return;
  for (const fact of facts) if (fact.address && fact.section !== undefined && fact.epoch === undefined && fact.party === undefined && RECORD_PLACE_KEY.test(fact.key)) fact.strength -= BARE_ADDRESS_YIELD;
}
