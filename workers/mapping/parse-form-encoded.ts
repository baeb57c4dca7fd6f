/**
 * Web-form submissions forwarded as they were posted: "given_name=Renata&family_name=Kowalczyk&town=Ann+Arbor".
 * Read as one line, the pairs run together and the percent-escapes hide the values ("%40" for "@"). This pass
 * rewrites such a line as one "key: value" line per pair, the key in words ("family name") and the value
 * decoded. Other lines are left as they are.
 */
import { humaniseColumn } from './parse-table.js';

/** A line of at least three `key=value` pairs joined by "&", perhaps after a URL's "?". */
const FORM_ENCODED = /^\s*(?:\S*\?)?[\w.[\]%-]+=[^&\s]*(?:&[\w.[\]%-]+=[^&\s]*){2,}\s*$/;

export function linesWithFormEncodingRead(lines: string[]): string[] {
  return lines.flatMap((line) => (FORM_ENCODED.test(line) ? readPairs(line) : [line]));
}

function readPairs(line: string): string[] {
  const query = line.trim().replace(/^\S*\?/, '');
  const out: string[] = [];
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    const key = humaniseColumn(decoded(pair.slice(0, at)));
    // "English,German": a list posted from check boxes, written as a person would list it.
    const value = decoded(pair.slice(at + 1)).replace(/,(?=\p{L})/gu, ', ').trim();
    if (key !== '' && value !== '') out.push(`${key}: ${value}`);
  }
  return out;
}

/** "%2B1+734+555+0192" → "+1 734 555 0192"; a broken escape is kept as written. */
function decoded(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
