/**
 * A mailing block printed in capitals, as a government notice, a mailing label or a window envelope prints it (and
 * as an OCR of one reads it):
 *
 *     SIERRA FOOTHILL POLLINATION LLC
 *     PO BOX 5521
 *     CLOVIS CA 93613-5521
 *
 * Read as it is, "CLOVIS CA 93613-5521" under a street is no town: without the comma a written address has before its
 * state, the words run on from the street, and the block is no address. The comma is put in ("CLOVIS, CA
 * 93613-5521"), the block's capitals kept as printed, so it is read as the address it is. Only a block whose last line
 * is a town, a state's code and a ZIP code and whose line above it is a street or a box. A plain function of the text.
 */
import { isUsStateCode } from './us-states.js';

/** "CLOVIS CA 93613-5521": a town, a state's code and a ZIP code in capitals, no comma (1 indent, 2 town, 3 state, 4 ZIP). */
const TOWN_LINE = /^([ \t]*)([A-Z][A-Z .'-]*?[A-Z])[ \t]+([A-Z]{2})[ \t]+(\d{5}(?:-\d{4})?)[ \t]*$/;
/** "1870 W SHAW AVE STE 112", "PO BOX 5521": a street or a box in capitals. */
const STREET_LINE = /^[ \t]*(?:\d{1,6}[A-Z]?[ \t]+[A-Z0-9][A-Z0-9 .#'/-]*|P\.?[ \t]?O\.?[ \t]+BOX[ \t]+\d{1,7})[ \t]*$/;

/** The text with its mailing blocks in capitals given the comma before their state; the text as it is without one. */
export function withAddressBlocksInCapitalsRead(text: string): string {
  if (!/^[ \t]*[A-Z][A-Z .'-]*[ \t]+[A-Z]{2}[ \t]+\d{5}/m.test(text)) return text;
  const lines = text.split('\n');
  for (let at = 1; at < lines.length; at++) {
    const town = TOWN_LINE.exec(lines[at]!);
    if (town && isUsStateCode(town[3]!) && STREET_LINE.test(lines[at - 1]!)) lines[at] = `${town[1]}${town[2]}, ${town[3]} ${town[4]}`;
  }
  return lines.join('\n');
}
