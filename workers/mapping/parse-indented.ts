/**
 * Notes that set a person's or a thing's details indented under its line:
 *
 *     BUYER: Marcus T. Bellweather
 *        77 Oak Hollow Dr, Springfield, IL 62704
 *        his cell 217-555-0143
 *
 * The indented lines continue the "key: value" line above them; read alone, they would lose whose they are.
 * They are joined to it with commas, as the same note written on one line would be.
 */

/** "BUYER: Marcus T. Bellweather", "SELLER (me): …": a short key at the start of an unindented line (not YAML's "|"). */
const KEYED_LINE = /^[\p{L}][\p{L}\p{N} ()&/'’#.-]{0,30}:\s*(?![|>]\s*$)\S/u;
const INDENTED = /^(?:\s{2,}|\t)\S/;

export function linesWithIndentedDetailsJoined(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!KEYED_LINE.test(line)) {
      out.push(line);
      continue;
    }
    const details: string[] = [];
    while (i + 1 < lines.length && INDENTED.test(lines[i + 1]!)) details.push(lines[++i]!.trim());
    out.push(details.length === 0 ? line : [line.trimEnd(), ...details].join(', '));
  }
  return out;
}
