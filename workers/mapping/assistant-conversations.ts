/**
 * A conversation with a chat assistant pasted whole, each turn under a line naming who speaks ("You said:",
 * "ChatGPT said:", "Copilot said:", "User:" / "Assistant:"). The writer's turns give their facts; the assistant's
 * turns restate them as summaries, and a summary the writer then corrects ("no you flipped us, I'm the SELLER") is
 * wrong where it differs: it is dropped, so that the corrected summary after it is the one read. The speaker lines
 * go too. Other summaries stay, a later one after an earlier (the reader takes what is said last). A plain function
 * of the text.
 */

/** "You said:", "ChatGPT said:", "Gemini said:", "User:", "Assistant:": the line over a turn (1 who). */
const TURN_HEADER = /^\s*(?:#{1,6}\s*|\*\*)?(you|me|i|user|chatgpt|gpt-?\d[\w.-]*|copilot|gemini|claude|assistant|ai|bard|perplexity|le chat|mistral|llama|bot)(?:\s+(?:said|wrote|replied|asked))?\s*:?\s*(?:\*\*)?\s*$/i;
/** The writer's own names for themselves as a turn's speaker. */
const WRITER = /^(?:you|me|i|user)$/i;
/** At least this many turns, both speakers among them, make a conversation. */
const MIN_TURNS = 3;
/** How a writer's turn starts when it says the assistant's last answer was wrong. */
const CORRECTION_START = /^\s*(?:no\b|nope\b|nah\b|wrong\b|not quite\b|that['’]?s (?:not|wrong|incorrect)\b|you (?:flipped|swapped|mixed|switched|reversed|got|made|messed)\b|actually\b|close,? but\b|hmm,? (?:no|not)\b|wait\b|almost\b)/i;

export function withAssistantConversationRead(text: string): string {
  const lines = text.split('\n');
  const turns: { start: number; end: number; writer: boolean }[] = [];
  lines.forEach((line, i) => {
    const who = line.match(TURN_HEADER)?.[1];
    if (who === undefined) return;
    if (turns.length > 0) turns.at(-1)!.end = i;
    turns.push({ start: i, end: lines.length, writer: WRITER.test(who) });
  });
  if (turns.length < MIN_TURNS || !turns.some((t) => t.writer) || turns.every((t) => t.writer)) return text;
  const dropped = new Set<number>();
  turns.forEach((turn, k) => {
    dropped.add(turn.start);
    const next = turns[k + 1];
    if (turn.writer || next === undefined || !next.writer) return;
    const reply = lines.slice(next.start + 1, next.end).find((l) => l.trim() !== '') ?? '';
    if (CORRECTION_START.test(reply)) for (let i = turn.start; i < turn.end; i++) dropped.add(i);
  });
  // (A blank line where a header was keeps the turns apart as paragraphs.)
  return lines.map((line, i) => (dropped.has(i) ? '' : line)).join('\n');
}
