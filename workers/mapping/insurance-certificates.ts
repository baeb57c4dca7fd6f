/**
 * The text of an ACORD 25 certificate of liability insurance copied out of its PDF and pasted, as contractors send it
 * with a vendor's paperwork. Copied, the certificate's two columns run side by side on each line, the insured's
 * name and address on the left and the insurers' list on the right:
 *
 *     INSURED                                                INSURER B : Lone Star Workers Mutual Ins. Co.   28406
 *     Okafor Power & Light LLC                               INSURER C : Coastal Plains Auto Indemnity Co.   40322
 *     DBA: OPL Electric                                      INSURER D :
 *     7714 Bellfort Ave                                      INSURER E :
 *     Houston                    TX 77061                    INSURER F :
 *
 * Read line by line, the insured's name would meet an insurer's and the city its state across a wide gap. Here the
 * certificate becomes the lines a form is filled from: the insured (the business the certificate is for) by name,
 * trade name and address, the producer (the insurance agency) by name and address, the certificate holder as one
 * line, and the description of operations as written, where certificates carry the holder's own references ("Vendor
 * #: …"). The coverage table, the insurers and the legal notices go: no form a vendor fills asks for them. A plain
 * function of the text.
 */

/** The certificate's title, which opens it. */
const CERTIFICATE_TITLE = /\bCERTIFICATE\s+OF\s+(?:LIABILITY\s+|PROPERTY\s+)?INSURANCE\b/;
/** The heading of a block in the certificate's left column, with whatever the right column holds on its line. */
const BLOCK_HEADING = /^(PRODUCER|INSURED|CERTIFICATE\s+HOLDER)\b/;
/** The line that ends the insured's block: the coverages table opens. */
const COVERAGES = /^COVERAGES\b/;
/** The description of operations, a heading above free lines that run to the holder's block. */
const DESCRIPTION = /^DESCRIPTION\s+OF\s+OPERATIONS\b/;
/** The certificate's last lines: the form's copyright and its number. */
const CERTIFICATE_END = /^\s*(?:©|\(c\)).*\bACORD\b|^\s*ACORD\s+25\b/i;
/** "DBA: OPL Electric", "d/b/a Wrobel Painting": the insured's trade name. */
const TRADE_NAME = /^(?:DBA|D\/B\/A|T\/A)\s*:?\s+(.+)$/i;
/** "Houston                    TX 77061": a city, the gap the copy leaves, its state and ZIP code. */
const CITY_GAP_STATE = /^(.*?\S)\s{2,}([A-Z]{2}\s+\d{5}(?:-\d{4})?)$/;

interface Block {
  name: 'PRODUCER' | 'INSURED' | 'CERTIFICATE HOLDER';
  lines: string[];
}

export function withInsuranceCertificateRead(text: string): string {
  if (!CERTIFICATE_TITLE.test(text) || !/\bACORD\b/.test(text)) return text;
  const lines = text.split('\n');
  const titleAt = lines.findIndex((line) => CERTIFICATE_TITLE.test(line));
  // (The certificate opens at its date line above the title, where the copy put one.)
  const start = titleAt > 0 && /^\s+DATE\b/.test(lines[titleAt - 1]!) ? titleAt - 1 : titleAt;
  const endAt = lines.findIndex((line, i) => i > titleAt && CERTIFICATE_END.test(line));
  if (endAt < 0) return text;
  // (The last of its closing lines goes with it.)
  let end = endAt + 1;
  while (end < lines.length && CERTIFICATE_END.test(lines[end]!)) end++;
  const read = certificateLines(lines.slice(start, endAt));
  if (read.length === 0) return text;
  return [...lines.slice(0, start), ...read, ...lines.slice(end)].join('\n');
}

/** The certificate's own lines as the keyed lines a form is filled from. */
function certificateLines(lines: string[]): string[] {
  const blocks: Block[] = [];
  const description: string[] = [];
  let current: Block | undefined;
  let column = 0;
  let inDescription = false;
  for (const line of lines) {
    const heading = line.match(BLOCK_HEADING);
    if (heading) {
      current = { name: heading[1]!.replace(/\s+/g, ' ') as Block['name'], lines: [] };
      blocks.push(current);
      inDescription = false;
      // (The right column starts where the heading's line goes on after its gap, or, where it does not, on the next
      // line that has one.)
      column = rightColumnOf(line);
      continue;
    }
    if (COVERAGES.test(line)) {
      current = undefined;
      continue;
    }
    if (DESCRIPTION.test(line)) {
      current = undefined;
      inDescription = true;
      continue;
    }
    if (inDescription) {
      if (line.trim() !== '') description.push(line.trim());
      continue;
    }
    if (!current) continue;
    if (column === 0) column = rightColumnOf(line);
    const left = (column > 0 ? line.slice(0, column) : line).trim();
    if (left !== '') current.lines.push(left);
  }
  const out: string[] = [];
  for (const block of blocks) out.push(...blockLines(block));
  if (description.length > 0) out.push(`Description of operations: ${description.join(' ')}`);
  return out;
}

/** Where a line's right column starts: after the first gap of several spaces; 0 for a line with none. */
function rightColumnOf(line: string): number {
  const gap = line.match(/^\s*\S.*?\s{3,}(?=\S)/);
  if (gap) return gap[0].length;
  // ("                                                       NAME:      Marisol Trevino": a line of the right column alone.)
  const indent = line.match(/^\s{10,}(?=\S)/);
  return indent ? indent[0].length : 0;
}

/** A block's lines keyed: the insured's name, trade name and address; the producer's; the holder's as one. */
function blockLines(block: Block): string[] {
  const lines = block.lines.map((line) => line.replace(CITY_GAP_STATE, '$1, $2'));
  if (lines.length === 0) return [];
  if (block.name === 'CERTIFICATE HOLDER') return [`Certificate holder: ${lines.join(', ')}`];
  const [name, ...rest] = lines;
  const tradeNames = rest.map((line) => line.match(TRADE_NAME)?.[1]).filter((trade): trade is string => trade !== undefined);
  const address = rest.filter((line) => !TRADE_NAME.test(line));
  if (block.name === 'PRODUCER') return [`Insurance agency (producer): ${[name, ...address].join(', ')}`];
  return [
    `Insured name: ${name}`,
    ...tradeNames.map((trade) => `Business name (DBA): ${trade}`),
    ...(address.length > 0 ? [`Address: ${address.join(', ')}`] : []),
  ];
}
