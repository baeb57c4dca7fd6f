/**
 * A message a satellite messenger or a text gateway cut into parts at its length, each part marked with its number:
 *
 *     9:15 AM  26950: SPOT X msg from Dale K: serial off the receiver is B7421 (1/2)
 *     9:15 AM  26950: SPOT X msg from Dale K: (2/2) 18M. gun is in the safe at home
 *
 * Read as written, the parts are two messages and a number cut between them two numbers. Here a number cut in two
 * (digits on both sides of the cut) is one again, on the first part's line; parts cut between words lose their
 * numbers and stay apart.
 */

/** "… B7421 (1/2)": a part, not the last, its number at the line's end (1 the text, 2 the part, 3 the parts). */
const PART_AT_END = /^(.*\S)\s*\((\d)\/(\d)\)\s*$/;
/** How many lines on the next part may come (a blank line or a header between). */
const NEXT_PART_REACH = 4;

export function withMessagePartsJoined(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const part = lines[i]!.match(PART_AT_END);
    if (!part || Number(part[2]) >= Number(part[3])) continue;
    const marker = `(${Number(part[2]) + 1}/${part[3]})`;
    for (let j = i + 1; j < Math.min(lines.length, i + 1 + NEXT_PART_REACH); j++) {
      const at = lines[j]!.indexOf(marker);
      // (The next part's number opens its message, after the sender's name and colon, or the line.)
      if (at < 0 || !/(?:^|:)\s*$/.test(lines[j]!.slice(0, at))) continue;
      const rest = lines[j]!.slice(at + marker.length).trim();
      const head = part[1]!;
      const cutNumber = /[\p{L}\d]*\d[\p{L}\d]*$/u.test(head) && /^[\p{L}\d]*\d/u.test(rest);
      if (cutNumber) {
        lines[i] = `${head}${rest}`;
        lines.splice(j, 1);
        i--;
      } else {
        // (Cut between words, the parts stay messages of their own, their numbers gone: where one sentence ends and the
        // next begins is not known.)
        lines[i] = head;
        lines[j] = `${lines[j]!.slice(0, at).trimEnd()} ${rest}`.trimStart();
      }
      break;
    }
  }
  return lines.join('\n');
}
