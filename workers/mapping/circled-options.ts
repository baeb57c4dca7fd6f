/**
 * A paper questionnaire typed up with its printed choices and the one the person marked:
 *
 *     3. Type of entity (circle one):
 *        Individual/sole proprietor    C corporation    Partnership    Limited liability company (circled)
 *        If LLC, tax classification (circle one):   C    S (circled)    P      [S election made in 2021]
 *
 * The choices stand apart by wide gaps or slashes; the marked one says so in brackets after it ("(circled)",
 * "(checked)"). Each line with a mark becomes the question's keyed answer ("Type of entity (circle one): Limited
 * liability company", "If LLC, tax classification (circle one): S"): the question is the line's own lead before a
 * colon, or the line above when it ends with one. The choices not marked go; a remark in brackets stays.
 */

/** "(circled)", "(checked)": the typist's mark after the choice the person made (a "[x]" before one is a tick box's). */
const MARK = /\s*\((?:circled|checked|ticked|marked|selected)\)/i;
/** What stands between two printed choices: a wide gap, a tab, a spaced slash or bar. */
const BETWEEN_CHOICES = /\s{2,}|\t|\s[/|]\s/;
/** A question's lead, before its colon: "If LLC, tax classification (circle one):". */
const QUESTION_LEAD = /^(\s*\S[^:]{1,80}):\s*$/;

export function withCircledOptionsChosen(text: string): string {
  if (!MARK.test(text)) return text;
  const lines = text.split('\n');
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (!MARK.test(line)) continue;
    const indent = line.match(/^\s*/)![0];
    const parts = line.trim().split(BETWEEN_CHOICES).filter((part) => part !== '');
    // The question: this line's first part when it ends with a colon, else the line above when it does.
    const ownLead = parts[0]?.match(QUESTION_LEAD)?.[1];
    const leadAbove = ownLead === undefined ? lines[at - 1]?.match(QUESTION_LEAD)?.[1] : undefined;
    const question = (ownLead ?? leadAbove)?.trim();
    if (question === undefined) continue;
    const choices = ownLead === undefined ? parts : parts.slice(1);
    const marked = choices.filter((part) => MARK.test(part)).map((part) => part.replace(MARK, '').trim());
    if (marked.length === 0 || marked.some((choice) => choice === '' || /[:~]/.test(choice))) continue;
    const remarks = choices.filter((part) => /^\[[^\]]*\]$/.test(part.trim()) && !MARK.test(part));
    lines[at] = `${indent}${question}: ${[marked.join(', '), ...remarks].join(' ')}`;
    if (leadAbove !== undefined) lines[at - 1] = '';
  }
  return lines.join('\n');
}
