/**
 * An e-signing platform's routing order, pasted: each recipient numbered, with what the platform asks of them before
 * the role they sign in, and their details under it.
 *    1. Needs to sign - Principal
 *         Jalen Michael Ostrowski
 *         jalen.ostrowski@example.com | mobile (253) 555-0148
 *    2. Needs to sign - Witness
 *         Dorothy Kuchar                        [REMOVED 6/12]
 *         Gwen Takahara | gtakahara@…
 *    4. Receives a copy - Attorney-in-fact
 * The platform's action ("Needs to sign", "Receives a copy") says nothing of who the recipient is: the role heads the
 * block alone ("1. Principal"). A recipient the platform marks removed, declined or voided is no one's detail any more,
 * so the line goes. A plain function over the text.
 */

/** "Needs to sign", "Receives a copy", "Signer", "CC": what a platform asks of a recipient. */
const ACTION = String.raw`(?:needs\s+to\s+(?:sign|view|approve)|signs?|signer|in[-\s]person\s+signer|receives?\s+a\s+copy|gets?\s+a\s+copy|cc|carbon\s+copy|approver|certified\s+delivery|specify\s+recipients)`;
/** " 1. Needs to sign - Principal": a recipient's number, the action, a dash, the role. */
const ACTION_THEN_ROLE = new RegExp(String.raw`^(\s*\d{1,2}[.)]\s+)${ACTION}\s*[-–—:]\s*(?=\p{L})`, 'iu');
/** "[REMOVED 6/12]", "(declined)", "[VOIDED]": the platform's mark on a recipient taken off. */
const TAKEN_OFF = /[[(]\s*(?:removed|declined|voided|deleted|replaced)\b[^\])]*[\])]/i;
/** Recipients with an action before their role needed before a text is read as a routing order. */
const RECIPIENTS_AT_LEAST = 2;

export function withRoutingOrderRead(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => ACTION_THEN_ROLE.test(line)).length < RECIPIENTS_AT_LEAST) return withRoutingRowsRead(lines) ?? text;
  return lines
    .filter((line) => !(TAKEN_OFF.test(line) && /^\s/.test(line)))
    .map((line) => line.replace(ACTION_THEN_ROLE, '$1'))
    .join('\n');
}

/**
 * The same order shown as a table with dotted leaders, one recipient a row, the action last:
 *    1  Principal ..... Walter J. Brzezinski ..... wbrzezinski.gv@example.net ..... Needs to sign
 *    3  Witness ....... Gregory Kowal ............ gkowal@example.com ............. REMOVED by sender 10/20/2025
 * Each row becomes its role's line, "Principal: Walter J. Brzezinski, wbrzezinski.gv@example.net"; a row the platform
 * marks removed goes. Undefined when the text has no such rows.
 */
function withRoutingRowsRead(lines: string[]): string | undefined {
  const rows = lines.map((line) => {
    const cells = line.split(LEADER).map((cell) => cell.trim());
    const head = cells[0]?.match(NUMBERED_ROLE);
    if (!head || cells.length < 3) return undefined;
    const last = cells[cells.length - 1]!;
    const action = new RegExp(String.raw`^(?:${ACTION}|needs\s+to\s+(?:notarize|acknowledge)|removed\b|declined\b|voided\b)`, 'iu').test(last);
    return action ? { role: head[1]!, details: cells.slice(1, -1), removed: /^(?:removed|declined|voided)\b/i.test(last) } : undefined;
  });
  if (rows.filter((row) => row !== undefined).length < RECIPIENTS_AT_LEAST) return undefined;
  return lines.flatMap((line, at) => {
    const row = rows[at];
    if (!row) return [line];
    return row.removed ? [] : [`${row.role}: ${row.details.join(', ')}`];
  }).join('\n');
}
/** A run of dots between a table's cells. */
const LEADER = /\s*\.{3,}\s*/;
/** " 1  Principal": a row's number and the recipient's role. */
const NUMBERED_ROLE = /^\d{1,2}[.)]?\s+(\p{L}[\p{L}'’ -]{1,30})$/u;
