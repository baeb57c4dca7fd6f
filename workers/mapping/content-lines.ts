/**
 * The line format calendar invitations (iCalendar) and contact cards (vCard) share: "NAME;PARAM=…:value", with
 * "\n", "\," and "\;" escaped in values.
 */

export interface ContentLine {
  /** The property's name in capitals: "DTSTART", "ADR". */
  name: string;
  /** The parameters as written: ";TYPE=WORK", ";CN=Registrar". */
  params: string;
  value: string;
}

const PROPERTY = /^([A-Za-z][A-Za-z-]*)((?:;[A-Za-z-]+=(?:"[^"]*"|[^:;]*))*):(.*)$/;

/** A content line's parts, or undefined for any other line. */
export function contentLine(line: string): ContentLine | undefined {
  const m = line.trim().match(PROPERTY);
  return m ? { name: m[1]!.toUpperCase(), params: m[2]!, value: m[3]! } : undefined;
}

/** A parameter's value: `param(";TYPE=WORK,VOICE", "TYPE")` → "WORK,VOICE". */
export function param(params: string, name: string): string | undefined {
  return params.match(new RegExp(`;${name}=("?)([^";:]*)\\1`, 'i'))?.[2];
}

/** A value with its escapes read: "\n" a new line, "\," a comma. */
export function unescaped(value: string): string {
  return value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
}

/**
 * The lines of a text with each content line between BEGIN and END rewritten by `read` (the lines it returns in
 * its place, none to drop it). The BEGIN and END lines go; every line outside the blocks stays as written
 * ("Status: approved" in the e-mail around an invitation is no property of it).
 */
export function withContentBlocksRead(lines: string[], read: (property: ContentLine, line: string) => string[]): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const line of lines) {
    const property = contentLine(line);
    if (property?.name === 'BEGIN') depth++;
    else if (property?.name === 'END' && depth > 0) depth--;
    else if (property && depth > 0) out.push(...read(property, line));
    else out.push(line);
  }
  return out;
}

/**
 * The text with each folded content line joined to the one above (RFC 5545 and 6350: a line that starts with a space
 * or a tab goes on the line before, that one space dropped: "… 924 16th St\, G" over " olden\, CO 80401"), inside a
 * calendar's or a card's BEGIN … END only. Done before any reader joins or splits lines of its own.
 */
export function withContentLinesUnfolded(text: string): string {
  if (!/^BEGIN:V[A-Z]+\s*$/m.test(text)) return text;
  const out: string[] = [];
  let depth = 0;
  for (const line of text.split('\n')) {
    if (depth > 0 && /^[ \t]/.test(line) && out.length > 0) {
      out[out.length - 1] = out[out.length - 1]!.replace(/\r$/, '') + line.slice(1);
      continue;
    }
    if (/^BEGIN:V[A-Z]+\s*$/.test(line)) depth++;
    else if (/^END:V[A-Z]+\s*$/.test(line) && depth > 0) depth--;
    out.push(line);
  }
  return out.join('\n');
}
