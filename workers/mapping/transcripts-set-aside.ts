/**
 * IRS transcripts pasted under the writer's own list, with the writer saying the transcripts hide what the form
 * needs ("They hide everything, so I typed the real stuff underneath — please use MY list, not what the transcripts
 * show"). A transcript masks numbers ("XXX-XX-4418"), cuts names to four letters ("BART QUIS") and gives one
 * employer's figures where the form asks for their sum; read as written, its lines compete with the writer's. Here
 * the transcript's parts, each under a rule that names it ("=== transcript 1 ===", "--- pasted from IRS Online Account
 * (transcript 1 of 2) ---"), go up to the next rule that names something else, or the text's end.
 */

/** What the writer says of the transcripts: that they hide, mask or black out, or are not to be used. */
const TRANSCRIPTS_SET_ASIDE = /\btranscripts?\b[^.\n]{0,60}\b(?:hide|hides|black(?:s|ed)?\s+out|mask(?:s|ed)?|redact(?:s|ed)?)\b|\b(?:hide|black(?:s|ed)?\s+out|mask(?:s|ed)?|redact(?:s|ed)?)\b[^.\n]{0,40}\btranscripts?\b|\bnot\s+what\s+the\s+transcripts?\s+(?:show|say)s?\b/i;
/** "=== transcript 1 ===", "--- transcript 2 of 2 ---", "=== the real info ===": a rule with words, a part's title. */
const TITLED_RULE = /^\s*(?:={2,}|-{2,}|\*{2,}|#{2,})\s*(\S.*?)\s*(?:={2,}|-{2,}|\*{2,}|#{2,})?\s*$/;
/** What an IRS transcript says of itself. */
const TRANSCRIPT_ITSELF = /\b(?:Wage and Income Transcript|This Product Contains Sensitive Taxpayer Data)\b/i;

export function withTranscriptsSetAside(text: string): string {
  if (!TRANSCRIPT_ITSELF.test(text) || !TRANSCRIPTS_SET_ASIDE.test(text)) return text;
  const lines = text.split('\n');
  let inTranscript = false;
  const out: string[] = [];
  for (const line of lines) {
    const title = line.match(TITLED_RULE)?.[1];
    if (title !== undefined && /\p{L}/u.test(title)) inTranscript = /\btranscript\b/i.test(title);
    if (!inTranscript) out.push(line);
  }
  return out.join('\n');
}
