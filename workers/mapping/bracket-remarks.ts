/**
 * "Everything in parentheses is production info for wardrobe / makeup / the crew, NOT character info, so keep it off
 * the sheet.": a writer who says what their brackets hold is not for the form. Every remark in round brackets
 * then goes, wherever it stands ("olive (makeup base #2)" is "olive"), but on the line that says so.
 */

/** The sentence that keeps what is in brackets off the form. */
const BRACKETS_KEPT_OFF =
  /\b(?:everything|anything|all|whatever|stuff|text|notes?|remarks?)\s+(?:that['’]s\s+|which\s+is\s+)?in\s+(?:\(\s*\)|parenthes[ie]s|round\s+brackets|brackets)\s+(?:is|are)\b[^.\n]{0,100}?\b(?:not\s+(?:for|on|part|character|the)|NOT\b|keep\s+(?:it|them|that)\s+(?:off|out)|leave\s+(?:it|them|that)\s+(?:off|out)|ignore|skip|don['’]t\s+(?:copy|use|include|put))/i;
/** A remark in round brackets, with the space before it. */
const REMARK_IN_BRACKETS = /\s*\([^()\n]*\)/g;

export function withBracketRemarksKeptOff(text: string): string {
  const lines = text.split('\n');
  const said = lines.findIndex((line) => BRACKETS_KEPT_OFF.test(line));
  if (said < 0) return text;
  return lines.map((line, i) => (i === said ? line : line.replace(REMARK_IN_BRACKETS, ''))).join('\n');
}

/**
 * "Maricel Dizon Tolentino (Dizon is my middle name, my mom's maiden name; that's the D in Concur)": a semicolon inside
 * brackets parts no clauses of the sentence. Written as a comma, the remark is read whole, as a remark, and the value
 * before it ends where the brackets open.
 */
export function withSemicolonsInBracketsAsCommas(text: string): string {
  return text.replace(/\(([^()\n;]*);([^()\n]*)\)/g, '($1,$2)');
}
