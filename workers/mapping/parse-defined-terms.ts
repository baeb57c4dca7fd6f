/**
 * A contract's parties as lawyers write them: each defined by the term it is called by afterwards ("GERALD W.
 * HOLLOWAY, an individual residing at 2210 Sheridan Road, …, Evanston, Illinois 60201 ("Seller")"), and each
 * signing under its term ("BUYER:" / "______" / "Print Name: Andrea M. Kubiak" / "Date: …"). Read as prose, the
 * names and addresses are nobody's in particular, and the signature blocks' keys are alike for every party.
 * Here a defined party gives "Seller: Gerald W. Holloway" and "Seller address: …" lines, a defined date or amount
 * its term's line ("Effective Date: August 4, 2025"), and a party's signature block has its keys prefixed with the
 * party ("Buyer Print Name: …", its date under the rule "Buyer Date signed: …").
 */
import { capitalsAsName, isCityStateZipLine } from './parse-compound.js';

/** Roles a contract defines and signs under. */
// (And the people beside the form's person whose blocks a draft heads with their role alone: "## Supervisor" over
// "Karen Whitlock, Supervisory Contract Specialist" and her phone, "Witness:", "Spouse:".)
const ROLES = new Set(['seller', 'buyer', 'purchaser', 'vendor', 'landlord', 'tenant', 'lessor', 'lessee', 'employer', 'employee', 'lender', 'borrower', 'principal', 'agent', 'grantor', 'grantee', 'assignor', 'assignee', 'licensor', 'licensee', 'contractor', 'client', 'owner', 'supervisor', 'witness', 'spouse']);
// ("ATTORNEY-IN-FACT" over the agent's keyed lines: the power of attorney's word for its agent.)
const ROLE = String.raw`(?:${[...ROLES].join('|')}|attorney[- ]in[- ]fact)`;

/** "NAME, an individual residing at ADDRESS ("Seller")", "NAME, of ADDRESS (the "Buyer")", "NAME ("Buyer")". */
const DEFINED_PARTY = new RegExp(
  String.raw`(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,4})(?:,\s+(?:an?\s+(?:individual|[\p{L} -]{1,40}?(?:corporation|company|partnership|trust))\s*,?\s*)?(?:(?:residing|located|domiciled|with\s+(?:an?|its)\s+(?:address|principal\s+(?:place\s+of\s+business|office)))\s+at|of(?=\s+\d))\s+([^()"“”]+?))?\s*\((?:the\s+|hereinafter\s+)?["“](\p{L}+)["”]\)`,
  'gu',
);

/** ', residing at 2217 N. Maple Street, Effingham, Illinois 62401': an address after a party's term, to its ZIP code. */
const ADDRESS_AFTER_TERM = /^,?\s+(?:an?\s+individual\s*,?\s*)?(?:residing|located|domiciled|living)\s+at\s+(\d[^()"“”;]*?\b\d{5}(?:-\d{4})?)\b/u;

/** 'as of August 4, 2025 (the "Effective Date")', '($1,150.00) (the "Purchase Price")': a date or an amount defined. */
const DEFINED_VALUE = new RegExp(
  String.raw`(\$\s?[\d,]+(?:\.\d{2})?|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})\)?\s*\((?:the\s+)?["“](\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*){0,3})["”]\)`,
  'gu',
);

/** "BUYER:", "Seller's signature:": a role alone on its line, heading the block under it. */
// ("ME (seller)", "SELLER (me)": the writer's own block, by the role.)
// ("-- Consignor / Seller --", "== Buyer ==": set off by rules, or with another name for the role beside it.)
const ROLE_HEADING = new RegExp(String.raw`^\s*(?:[-=*#]{2,}\s*)?(?:ME\s*\(\s*)?(?:\p{L}+\s*\/\s*)?(${ROLE})(?:['’]s)?(?:\s*\/\s*\p{L}+)?(?:\s+(?:signature|information|details|block))?(?:\s*\)|\s*\(\s*me\s*\))?\s*:?\s*(?:[-=*#]{2,})?\s*$`, 'iu');
/** A line that opens with its key: "Name: Darnell Whitfield". */
const KEYED_LINE = /^\s*\p{L}[\p{L}'’ .#/-]{0,30}:\s*\S/u;
/** "Dl# w413-2207-8815, il", "Ph 309-555-0134", "Dob 04/11/1988": a label of a word or two, then a number or code. */
const LABEL_BEFORE_NUMBER = /^\s*(\p{L}[\p{L}'’.]{0,12}(?:\s+\p{L}[\p{L}'’.]{0,12})?#?)\s+(\p{L}{0,3}\d[\d\p{L}/.-]*.*)$/u;
/** A signature's rule ("______", "--------"). */
const RULE = /^\s*[_\-.]{5,}\s*$/;
/** A key at the start of a line or after a run of spaces ("Driver's License No.: …   State: Illinois"). */
const KEY_START = /(^|\s{3,}|\t)(\p{L}[\p{L}'’ .#/-]{0,30}:)/gu;

export function linesWithDefinedParties(lines: string[]): string[] {
  const out: string[] = [];
  let role: string | undefined;
  let signed = false;
  let bare = false;
  let headingIndent = 0;
  for (const [i, line] of lines.entries()) {
    // ("  supervisor:" / "    name: Marcus Ellery" / "  course:": a heading nested in an export heads only the lines
    // indented under it.)
    if (role && headingIndent > 0 && line.trim() !== '' && line.length - line.trimStart().length <= headingIndent) role = undefined;
    // (A role alone without a colon in lower case is a record's label: "Client" over "Rebecca L. Sandoval"; over
    // keyed lines, "Buyer" / "Name: Darnell Whitfield", it heads them.)
    const heads = /:\s*$/.test(line) || line === line.toUpperCase() || /^\s*ME\s*\(/.test(line) || KEYED_LINE.test(lines[i + 1] ?? '');
    const heading = heads ? line.match(ROLE_HEADING)?.[1] : undefined;
    if (heading) {
      role = capitalsAsName(heading);
      headingIndent = line.length - line.trimStart().length;
      signed = false;
      // (Only a bare role heads lines without keys: under "EMPLOYEE INFORMATION" a form's labels stand over their values.)
      bare = !/\b(?:signature|information|details|block)\b/i.test(line);
      // ("ME (seller)": the writer says which role is theirs; the heading stays for that, parse-data.ts's WRITER_ROLE.)
      if (/\bme\b/i.test(line)) out.push(line.trim());
      continue;
    }
    if (line.trim() === '') role = undefined;
    if (role && RULE.test(line)) {
      // (Under a signature's rule, the block's "Date" is the day its party signs.)
      signed = true;
      continue;
    }
    const prefixed = (_: string, before: string, key: string) => `${before}${role} ${signed && /^date\s*:$/i.test(key) ? 'Date signed:' : key}`;
    // ("BUYER" / "1219 W Roscoe St, Chicago, IL 60657" / "IL driver's license N240-…": a line of the block without a
    // key of its own is the role's.)
    // ("Dl# w413-2207-8815, il", "Ph 309-555-0134": a line of the block that opens with a short label before a number
    // is the role's, keyed by the label.)
    const labelled = role && bare && !line.includes(':') ? line.match(LABEL_BEFORE_NUMBER) : null;
    // ("Mailing: 2207 Bayshore Palms Dr, Apt 4B" / "Sarasota, FL 34236": a city line under a keyed street ends it.)
    if (role && !line.includes(':') && isCityStateZipLine(line) && /:\s*\d[^:]*$/.test(out.at(-1) ?? '') && !isCityStateZipLine((out.at(-1) ?? '').replace(/^[^:]*:\s*/, ''))) {
      out[out.length - 1] = `${out.at(-1)!.trimEnd().replace(/,$/, '')}, ${line.trim()}`;
      continue;
    }
    out.push(role && line.includes(':') ? line.replace(KEY_START, prefixed) : labelled ? `${role} ${labelled[1]}: ${labelled[2]}` : role && bare && line.trim() !== '' ? `${role}: ${line.trim()}` : line);
    for (const m of line.matchAll(DEFINED_VALUE)) out.push(`${m[2]}: ${m[1]}`);
    for (const m of line.matchAll(DEFINED_PARTY)) {
      if (!ROLES.has(m[3]!.toLowerCase())) continue;
      const term = capitalsAsName(m[3]!);
      // ("1. PARTIES. MARCUS DEWAYNE TILLMAN, of …": a heading's word before the name, its full stop after it, is none of it.)
      const named = m[1]!.replace(/^\p{Lu}[\p{L}'’-]{2,}\.\s+/u, '');
      const name = named === named.toUpperCase() ? capitalsAsName(named) : named;
      out.push(`${term}: ${name}`);
      if (m[2]) out.push(`${term} address: ${m[2].trim().replace(/,$/, '')}`);
      else {
        // ('GARY L. PRUITT ("Maker"), residing at 2217 N. Maple Street, …, Illinois 62401, promises to pay': the address
        // after the term, up to its ZIP code.)
        const after = line.slice(m.index! + m[0].length).match(ADDRESS_AFTER_TERM)?.[1];
        if (after) out.push(`${term} address: ${after.trim()}`);
      }
    }
  }
  return out;
}
