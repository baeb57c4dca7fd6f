/**
 * A section of a text set off under a heading that names the writer ("== ME ==", "--- MY INFO ---", "[Me]"), its
 * lines not keyed, as people list their own details for a colleague:
 *
 *     == ME ==
 *     Brannigan, Theresa M. — Contract Specialist, GS-1102-11, step 2, non-supervisory.
 *     DLA Land and Maritime, Acquisition Directorate, Maritime Supplier Operations Branch, 3990 E Broad St, …
 *
 * The first line is the writer's name and title, read as "Me: …" is (job-titles.ts selfNameAndTitleApart). A line of
 * offices ending in an address is where the writer works: "My organization mailing address: …", never their home.
 * Lines of other kinds stay. A plain function of the text.
 */
import { OFFICE_WORD, selfNameAndTitleApart } from './job-titles.js';
import { parseAddress } from './parse-compound.js';
import { SELF_HEADING } from './parse-markdown.js';

/** "== ME ==", "--- MY INFO ---", "[Me]": a heading, however set off, over the writer's own lines (parse-markdown.ts's words). */
const isSelfHeadingLine = (line: string): boolean => SELF_HEADING.test(line.trim().replace(/^[=#*\-[\s]+/, '').replace(/[=#*\-\]\s:]+$/, ''));
/** The next heading, set off the same ways: it ends the writer's section. */
const OTHER_HEADING_LINE = /^\s*(?:={2,}|-{3,}|#{1,6}\s|\[[^\]]+\]\s*$)/;

export function withWritersOwnSectionKeyed(text: string): string {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    if (!isSelfHeadingLine(lines[i - 1]!)) continue;
    const apart = selfNameAndTitleApart(`Me: ${lines[i]!.trim()}`);
    if (apart.includes('\n')) lines[i] = apart;
    // (The section ends at a blank line or the next heading: "ME" / … / "" / "THE COURSE" / "Front Range State
    // University, …" is the course's.)
    for (let j = i + 1; j < lines.length && lines[j]!.trim() !== '' && !OTHER_HEADING_LINE.test(lines[j]!); j++) {
      const line = lines[j]!.trim();
      if (line.includes(':')) continue;
      // (The offices before the street's number: "Facilities Management Service (138), VA …, 2121 North Ave, …".)
      // ("…, Planning Branch, Denver Federal Center, Bldg 710, PO Box 25267, Denver, CO …": or a building or a box.)
      const street = line.search(/,\s*(?:\d{1,6}[A-Za-z]?\s+\p{L}|P\.?\s?O\.?\s+Box\b|(?:Bldg|Building)\.?\s+\d)/iu);
      if (street > 0 && OFFICE_WORD.test(line.slice(0, street)) && (parseAddress(line)?.zip ?? '') !== '') lines[j] = `My organization mailing address: ${line}`;
    }
  }
  return lines.join('\n');
}
