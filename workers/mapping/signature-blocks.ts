/**
 * A document's signature blocks, one for each side of a deal, the same keys in each:
 *
 *     Buyer's Signature: ________  Date: September 2, 2025
 *     Print Name: Yusuf Okonkwo-Reid
 *     Driver's License Number: O252-7741-9083    State: IL
 *
 *     Seller's Signature: ________  Date: September 2, 2025
 *     Print Name: Gregory A. Thorsby
 *     Driver's License Number: T612-4408-3157-02    State: WI
 *
 * Read alone, "Driver's License Number" and "State" are given twice and neither is anyone's. Here each key of a block
 * takes the role of the signature line over it ("Seller Driver's License Number: T612-…", "Seller State: WI"), the
 * signature line's own keys too, up to a blank line or the next block; the date on the signature line is the day that
 * side signs ("Seller Date signed: September 2, 2025"). Only the sides of a sale.
 */
import { SALE_SIDES } from './parse-indented.js';
import { textParty } from './parties.js';

/** "Buyer's Signature: ________  Date: …", "Signature of Seller: ____" (1 or 2 the role word, 3 what follows the blank). */
const SIGNATURE_LINE = /^\s*(?:(\p{L}+)['’]s\s+signature|signature\s+of\s+(?:the\s+)?(\p{L}+))\s*:?\s*_*[ \t]*(.*)$/iu;
/** "Print Name: …": a key of a few words and its value. */
const KEYED = /^\s*([\p{L}][\p{L}\p{N} '’#.()-]{0,30}?)\s*:\s*(\S.*)$/u;
/** Where a line of several keys starts its next: a run of spaces before a short key and its colon. */
const NEXT_KEY = /\s{3,}(?=[\p{L}][\p{L}\p{N} '’#.()-]{0,30}:\s)/u;

export function withSignatureBlocksKeyed(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => SIGNATURE_LINE.test(line)).length < 2) return text;
  const out: string[] = [];
  let role: string | undefined;
  for (const line of lines) {
    const signature = line.match(SIGNATURE_LINE);
    const party = signature ? textParty((signature[1] ?? signature[2])!) : undefined;
    if (signature && party && SALE_SIDES.has(party)) {
      role = (signature[1] ?? signature[2])!;
      // (The date on the signature line is the day that side signs.)
      out.push(...keyedWithRole(signature[3]!, role).map((keyed) => keyed.replace(/^(\p{L}+ )Date:/u, '$1Date signed:')));
      continue;
    }
    if (line.trim() === '' || signature) role = undefined;
    out.push(role === undefined || !KEYED.test(line) ? line : keyedWithRole(line, role).join('\n'));
  }
  return out.join('\n');
}

/** "Driver's License Number: T612-…    State: WI" → ["Seller Driver's License Number: T612-…", "Seller State: WI"]. */
function keyedWithRole(line: string, role: string): string[] {
  return line
    .split(NEXT_KEY)
    .map((part) => part.match(KEYED))
    .filter((keyed): keyed is RegExpMatchArray => keyed !== null && !/^_+$/.test(keyed[2]!.trim()))
    .map((keyed) => `${role} ${keyed[1]!.trim()}: ${keyed[2]!.trim()}`);
}
