/**
 * A directory's records in LDIF pasted as the text (ldapsearch output, an export), perhaps with the change records
 * applied to them:
 *
 *     dn: uid=mlejeune,ou=members,dc=aviron-meuse,dc=be
 *     cn: Margaux Lejeune
 *     street: Rue Saint-Gilles 58
 *     l:: TGnDqGdl
 *     memberHeightCm: 171
 *
 *     dn: uid=mlejeune,ou=members,dc=aviron-meuse,dc=be
 *     changetype: modify
 *     replace: memberHeightCm
 *     memberHeightCm: 169
 *     -
 *     delete: st
 *
 * Read as written, the attribute names are codes ("l", "sn"), base64 values are noise and the record before its
 * changes weighs as much as after. Here each record becomes "key: value" lines as it stands after its changes:
 * - a change record (changetype: modify) replaces, adds or deletes the values of the record with its dn; when the text
 *   changes some records, those are the ones it is about, and the others (more hits of the same search) go;
 * - a value after "::" is decoded from base64, a folded line (one starting with a space) joined to the one above;
 * - the standard attributes are keyed in words ("l" → "city", "sn" → "last name"), a schema's own in words without the
 *   prefix they share ("memberHeightCm" → "height cm"); several values of one attribute are one list;
 * - a postal address's lines ("$") beyond its street, before the town, are the second address line; a date
 *   ("19910723") is written as a form writes one;
 * - an attribute a change deletes is written as one to clear ("state: deleted from the record, clear it");
 * - the dn, object classes, comments and the search's summary go; the writer's lines among the records come after them.
 * A text without two "dn:" lines, or one "dn:" line and a change record, stays as written.
 */

import { usDateOfYearFirst } from './format-value.js';
import { nameInWords } from './glued-names.js';

/** LDAP's standard attributes in words (RFC 4519 and inetOrgPerson). */
const STANDARD_ATTRIBUTES: Record<string, string> = {
  cn: 'name',
  commonname: 'name',
  sn: 'last name',
  surname: 'last name',
  givenname: 'first name',
  gn: 'first name',
  initials: 'initials',
  displayname: 'name',
  l: 'city',
  localityname: 'city',
  st: 'state',
  stateorprovincename: 'state',
  c: 'country',
  co: 'country',
  countryname: 'country',
  street: 'street',
  streetaddress: 'street',
  postalcode: 'postal code',
  postofficebox: 'PO box',
  mail: 'email',
  telephonenumber: 'phone',
  homephone: 'home phone',
  mobile: 'mobile phone',
  facsimiletelephonenumber: 'fax',
  o: 'organization',
  title: 'title',
  employeenumber: 'employee number',
  preferredlanguage: 'language',
  homepostaladdress: 'home address',
  postaladdress: 'mailing address',
  registeredaddress: 'address',
};
/** Attributes that say nothing a form asks: the entry's own bookkeeping. */
const BOOKKEEPING = /^(?:objectclass|uid|userpassword|creatorsname|modifiersname|createtimestamp|modifytimestamp|entryuuid|entrydn|structuralobjectclass|ou|dc|search|result|version)$/i;
/** "cn: Margaux Lejeune", "l:: TGnDqGdl" (1 the attribute, 2 "::" for base64, 3 the value). */
const ATTRIBUTE_LINE = /^([A-Za-z][\w-]*(?:;[\w-]+)*)(::?)\s?(.*)$/;
/** "4000 Liege", "B-4000 Liège", "75008 Paris": a postal address's town line, its postcode first. */
const TOWN_LINE = /^(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{L}/u;

interface Entry {
  dn: string;
  attributes: Map<string, string[]>;
  deleted: Set<string>;
  changed: boolean;
}

export function withLdifRead(text: string): string {
  // (Whether the text holds records is asked of its lines as written: folding joins no "dn:" line to another.)
  const written = text.split('\n');
  const dnCount = written.filter((line) => /^dn::?\s/.test(line)).length;
  if (dnCount < 1 || (dnCount < 2 && !written.some((line) => /^changetype:\s*modify\b/i.test(line)))) return text;
  const lines = unfolded(written);
  const first = lines.findIndex((line) => /^dn::?\s/.test(line) || /^#/.test(line));
  const before = lines.slice(0, Math.max(0, first)).filter((line, k, all) => !(k === all.length - 1 && line.trim() === ''));
  const entries = new Map<string, Entry>();
  const { blocks, loose } = blocksOf(lines.slice(first));
  for (const block of blocks) {
    const dnLine = block[0]!.match(ATTRIBUTE_LINE)!;
    const dn = valueOf(dnLine).toLowerCase();
    if (/^changetype:\s*modify\b/i.test(block[1] ?? '')) applyChanges(entries, dn, block.slice(2));
    else if (/^changetype:\s*delete\b/i.test(block[1] ?? '')) entries.delete(dn);
    else entries.set(dn, { dn, attributes: attributesOf(block.slice(1).filter((line) => !/^changetype:/i.test(line))), deleted: new Set(), changed: false });
  }
  const chosen = [...entries.values()].some((entry) => entry.changed) ? [...entries.values()].filter((entry) => entry.changed) : [...entries.values()];
  const prefix = sharedPrefix(chosen);
  const out = chosen.map((entry) => entryLines(entry, prefix).join('\n'));
  return [...before, '', out.join('\n\n'), ...(loose.length > 0 ? ['', ...loose] : [])].join('\n');
}

/** The lines with each folded line (starting with one space) joined to the one above, and comments left out. */
function unfolded(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (/^ \S/.test(line) && out.length > 0 && ATTRIBUTE_LINE.test(out[out.length - 1]!)) out[out.length - 1] += line.slice(1);
    else out.push(line);
  }
  return out;
}

/**
 * The records: runs of lines that start with "dn:", up to a blank line; comments and a search's summary go. Other lines
 * between and after the records are the writer's (`loose`).
 */
function blocksOf(lines: string[]): { blocks: string[][]; loose: string[] } {
  const blocks: string[][] = [];
  const loose: string[] = [];
  let block: string[] | undefined;
  for (const line of lines) {
    if (/^dn::?\s/.test(line)) {
      block = [line];
      blocks.push(block);
    } else if (line.trim() === '') block = undefined;
    else if (line.startsWith('#')) continue;
    else if (block) block.push(line);
    else if (!/^(?:search|result|version):\s/.test(line)) loose.push(line);
  }
  return { blocks, loose };
}

/** An attribute's value: decoded from base64 after "::", its lines (an address's) joined by commas. */
function valueOf(m: RegExpMatchArray): string {
  const value = m[2] === '::' ? Buffer.from(m[3]!.trim(), 'base64').toString('utf8') : m[3]!.trim();
  return value.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '').join(', ');
}

function attributesOf(lines: string[]): Map<string, string[]> {
  const attributes = new Map<string, string[]>();
  for (const line of lines) {
    const m = line.match(ATTRIBUTE_LINE);
    if (!m) continue;
    const name = m[1]!.split(';')[0]!;
    attributes.set(name, [...(attributes.get(name) ?? []), valueOf(m)]);
  }
  return attributes;
}

/** "replace: street" / "street: Quai de Rome 12" / "-": each change of a modify record made to its entry. */
function applyChanges(entries: Map<string, Entry>, dn: string, lines: string[]): void {
  const entry = entries.get(dn) ?? { dn, attributes: new Map<string, string[]>(), deleted: new Set<string>(), changed: false };
  entries.set(dn, entry);
  entry.changed = true;
  let change: { kind: string; name: string; values: string[] } | undefined;
  const apply = () => {
    if (!change) return;
    const { kind, name, values } = change;
    const key = [...entry.attributes.keys()].find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    if (kind === 'replace') entry.attributes.set(key, values);
    else if (kind === 'add') entry.attributes.set(key, [...(entry.attributes.get(key) ?? []), ...values]);
    else if (kind === 'delete') {
      const kept = values.length === 0 ? [] : (entry.attributes.get(key) ?? []).filter((v) => !values.includes(v));
      if (kept.length === 0) {
        if (entry.attributes.has(key)) entry.deleted.add(key);
        entry.attributes.delete(key);
      } else entry.attributes.set(key, kept);
    }
    change = undefined;
  };
  for (const line of lines) {
    if (line.trim() === '-') {
      apply();
      continue;
    }
    const m = line.match(ATTRIBUTE_LINE);
    if (!m) continue;
    if (/^(?:replace|add|delete)$/i.test(m[1]!) && !change) change = { kind: m[1]!.toLowerCase(), name: m[3]!.trim(), values: [] };
    else if (change && m[1]!.toLowerCase() === change.name.toLowerCase()) change.values.push(valueOf(m));
  }
  apply();
}

/** The first word ("member" of "memberGender", "memberHeightCm") most of a schema's own attributes start with, if two do. */
function sharedPrefix(entries: Entry[]): string | undefined {
  const own = new Set(entries.flatMap((entry) => [...entry.attributes.keys(), ...entry.deleted]).filter((name) => !STANDARD_ATTRIBUTES[name.toLowerCase()] && !BOOKKEEPING.test(name)));
  const counts = new Map<string, number>();
  for (const name of own) {
    const first = name.match(/^[a-z]+(?=[A-Z])/)?.[0];
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const [prefix, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [undefined, 0];
  return count >= 2 ? prefix : undefined;
}

function keyOf(name: string, prefix: string | undefined): string {
  const standard = STANDARD_ATTRIBUTES[name.toLowerCase()];
  if (standard) return standard;
  return nameInWords(prefix && name.startsWith(prefix) ? name.slice(prefix.length) : name).trim().toLowerCase();
}

function entryLines(entry: Entry, prefix: string | undefined): string[] {
  const out: string[] = [];
  const street = entry.attributes.get('street')?.[0] ?? entry.attributes.get('streetAddress')?.[0];
  for (const [name, values] of entry.attributes) {
    if (BOOKKEEPING.test(name)) continue;
    if (/^postaladdress$/i.test(name)) {
      out.push(...postalAddressLines(values[0]!, street));
      continue;
    }
    const key = keyOf(name, prefix);
    // ("homePostalAddress: 1402 Cascade Dr$Henderson, NV 89002": another postal address's lines, "$" between them, as
    // one address; "+1 702-293-8000;ext=8514": a number's extension as a form writes it.)
    const written = values.map((v) => (/postaladdress$|^registeredaddress$/i.test(name) ? v.split('$').map((part) => part.trim()).filter((part) => part !== '').join(', ') : v)).map((v) => (/phone|telephone|mobile|fax/i.test(name) ? v.replace(/\s*;\s*ext=(\d{1,6})\b/i, ' ext. $1') : v));
    // ("umwBirthDate: 19910723", generalized time "20250317140200Z": a date as a form writes it.)
    const dated = /\bdate\b|\bbirth\b/i.test(key) ? written.map((v) => (/^\d{8}(?:\d{6}(?:\.\d+)?Z?)?$/.test(v) ? usDateOfYearFirst(v) : v)) : written;
    out.push(`${key}: ${dated.join(', ')}`);
  }
  for (const name of entry.deleted) if (!BOOKKEEPING.test(name)) out.push(`${keyOf(name, prefix)}: deleted from the record, clear it`);
  return out;
}

/** "Quai de Rome 12$Appartement 5B$4000 Liege$Belgique": beside a street given apart, the lines between it and the town. */
function postalAddressLines(value: string, street: string | undefined): string[] {
  const parts = value.split('$').map((part) => part.trim()).filter((part) => part !== '');
  if (street === undefined) return [`address: ${parts.join(', ')}`];
  const town = parts.findIndex((part) => TOWN_LINE.test(part));
  const between = parts.slice(parts[0] === street ? 1 : 0, town < 0 ? parts.length : town).filter((part) => part !== street);
  return between.length === 0 ? [] : [`address line 2: ${between.join(', ')}`];
}
