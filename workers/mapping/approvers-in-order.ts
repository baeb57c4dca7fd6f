/**
 * A list of the people who approve a request, under a heading of its own, one person to a line, in the order the
 * request goes up:
 *
 *     Approvers:
 *     Marcus Delacroix-Hale, Chief, Planning Branch - (303) 555-0131 - marcus.delacroix-hale@fema.dhs.gov
 *     Regina Okafor, Deputy Division Director, Mitigation Division - (303) 555-0108 - regina.okafor@fema.dhs.gov
 *     (Dana Whitlock is only acting Feb 9-13 and won't sign anything for this.)
 *
 * The first is the first-line supervisor, the second the second-line one, as a training request's approval chain
 * runs; each line is keyed so ("First-line supervisor: Marcus …"), its dashes between parts read as commas. A line in
 * brackets, or one already keyed, is a remark and stays as it is. A plain function of the text.
 */

/** "Approvers:", "Approval chain:", "Sign-offs (in order):": the heading over such a list. */
const APPROVERS_HEADING = /^\s*(?:approvers|approval\s+chain|approvals|sign-?offs|supervisors)\s*(?:\([^()]{0,30}\))?\s*:\s*$/i;
/** "Marcus Delacroix-Hale, Chief, …": a line that opens with a person's name and a comma. */
const PERSON_LINE = /^\s*(?:[-*•]\s+|\d[.)]\s+)?(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}),\s+\S/u;
const LEVELS = ['First-line supervisor', 'Second-line supervisor'];

export function withApproversInOrder(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!APPROVERS_HEADING.test(lines[i]!)) continue;
    let level = 0;
    for (let j = i + 1; j < lines.length && lines[j]!.trim() !== '' && level < LEVELS.length; j++) {
      const line = lines[j]!;
      if (!PERSON_LINE.test(line) || line.includes(':')) continue;
      const parts = line.trim().replace(/^(?:[-*•]\s+|\d[.)]\s+)/, '').replace(/\s+[-–—|]\s+/g, ', ');
      lines[j] = `${LEVELS[level]}: ${parts}`;
      level++;
    }
  }
  return lines.join('\n');
}
