/**
 * A contact card pasted as its vCard lines ("BEGIN:VCARD", "FN:Chidinma A. Okafor", "ORG:…", "ADR;TYPE=WORK:;Apt
 * 7;3150 Beacon Hill Rd;Columbus;OH;43221;USA", "TEL;TYPE=CELL:…"). Read as written, the property names, types and
 * semicolons stick to the values, and an address is seven pieces. They are rewritten as the lines a person would
 * write: "name: …", "organization: …", "work address: 3150 Beacon Hill Rd, Apt 7, Columbus, OH 43221, USA",
 * "mobile phone: …", "email: …"; the card's bookkeeping (VERSION, UID, REV …) goes.
 */

import { param, unescaped, withContentBlocksRead } from './content-lines.js';

/** Properties that hold nothing a form asks for. */
const BOOKKEEPING = /^(?:VERSION|PRODID|UID|REV|N|KIND|PHOTO|LOGO|SOUND|KEY|CATEGORIES|SORT-STRING|X-[A-Z-]+)$/;

/** What a TYPE parameter says of an address or a phone, as a person would key it. */
function typeWord(params: string): string {
  const type = `${param(params, 'TYPE') ?? ''} ${params}`.toLowerCase();
  if (/\b(?:cell|mobile)\b/.test(type)) return 'mobile ';
  if (/\bfax\b/.test(type)) return 'fax ';
  if (/\bwork\b/.test(type)) return 'work ';
  if (/\bhome\b/.test(type)) return 'home ';
  return '';
}

/**
 * An ADR value's pieces as one address: post-office box; extended (unit); street; city; region; postcode;
 * country, in the order written: "3150 Beacon Hill Rd, Apt 7, Columbus, OH 43221, USA".
 */
function addressOf(value: string): string {
  const [box = '', unit = '', street = '', city = '', region = '', code = '', country = ''] = value.split(';').map((p) => unescaped(p).trim());
  const regionAndCode = [region, code].filter((p) => p !== '').join(' ');
  return [box, street, unit, city, regionAndCode, country].filter((p) => p !== '').join(', ');
}

/** "19870415" or "1987-04-15" → "1987-04-15". */
function cardDate(value: string): string {
  const m = value.trim().match(/^(\d{4})-?(\d{2})-?(\d{2})$/);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value;
}

export function linesWithVcardRead(lines: string[]): string[] {
  if (!lines.some((l) => /^\s*BEGIN:VCARD\s*$/i.test(l))) return lines;
  return withContentBlocksRead(lines, ({ name, params, value }) => {
    const text = unescaped(value).trim();
    if (BOOKKEEPING.test(name) || text === '') return [];
    if (name === 'FN') return [`name: ${text}`];
    if (name === 'ORG') return [`organization: ${value.split(';').map((p) => unescaped(p).trim()).filter((p) => p !== '').join(', ')}`];
    if (name === 'TITLE' || name === 'ROLE') return [`position: ${text}`];
    if (name === 'ADR') return [`${typeWord(params)}address: ${addressOf(value)}`];
    if (name === 'TEL') return [`${typeWord(params)}phone: ${text.replace(/^tel:/i, '')}`];
    if (name === 'EMAIL') return [`email: ${text}`];
    if (name === 'URL') return [`website: ${text}`];
    if (name === 'BDAY') return [`date of birth: ${cardDate(text)}`];
    if (name === 'NOTE') return text.split('\n');
    return [`${name.toLowerCase()}: ${text}`];
  });
}
