/**
 * An image bot's channel copied whole (Midjourney on Discord, a Stable Diffusion bot on Telegram): each portrait the
 * player tried is a prompt, and only the last one they ran is how the character looks ("the LAST prompt I ran is how
 * she looks, ignore the earlier tries"). Prompts are read as they are posted:
 *
 *     /gen portrait of a half-orc woman ranger, age 24, pale ash-grey skin, …     (the command, under its sender)
 *     **portrait of a female half-orc paladin, …** - Image #2 @kestrel.rae           (the bot's echo, with whose)
 *
 * The prompts of the one who posted the first are the player's; all but their last go, and other people's prompts
 * (a game master's NPC, another player's) go too. A last prompt that only changes the one before ("same as before
 * but violet eyes instead of storm-grey") is that prompt with the change made. A plain function of the text.
 */
import { escapeRegExp } from './normalize-text.js';
import { messageOfLine } from './parse-chat.js';

/** "/gen …", "/imagine prompt: …": a prompt typed as a command (1 the prompt). */
const PROMPT_COMMAND = /^\s*\/(?:imagine|gen|generate|dream|draw|img|sd)\b(?:\s+prompt:)?\s+(\S.*)$/i;
/** "**portrait of …** - Image #2 @kestrel.rae": a bot's echo of a prompt (1 the prompt, 2 whose). */
const PROMPT_ECHO = /^\s*\*\*(.+?)\*\*\s+-\s+.*?@([\w.-]+)/;
/** The fewest prompts that make a log of tries. */
const MIN_PROMPTS = 2;
/** "same as before but violet eyes instead of storm-grey": a change to the prompt before (1 new, 2 old). */
const SAME_BUT = /^\s*same\s+as\s+(?:before|the\s+last\s+one|last\s+time)\s*,?\s*but\s+(.+?)\s+instead\s+of\s+(.+?)(?:\s*,.*|\s+--.*)?$/i;

interface Prompt {
  line: number;
  text: string;
  who: string;
}

export function withLastImagePromptOnly(text: string): string {
  const lines = text.split('\n');
  const prompts: Prompt[] = [];
  let sender = '';
  lines.forEach((line, i) => {
    // ("Ines Carvalho, [14.03.2025 21:06]" over the command: a chat's header names its sender, parse-chat.ts.)
    const header = messageOfLine(line);
    if (header && header.speaker !== '') sender = header.speaker;
    const command = line.match(PROMPT_COMMAND);
    if (command) prompts.push({ line: i, text: command[1]!, who: sender });
    const echo = line.match(PROMPT_ECHO);
    if (echo) prompts.push({ line: i, text: echo[1]!, who: echo[2]!.toLowerCase() });
  });
  if (prompts.length < MIN_PROMPTS) return text;
  const player = prompts[0]!.who;
  const theirs = prompts.filter((p) => p.who === player);
  // (The last prompt that describes someone: "flat emblem of a lantern …" after the portraits is the faction's symbol.)
  const portraits = theirs.filter((p) => /\b(?:portrait|character|woman|man|girl|boy|person|eyes|hair|skin)\b/i.test(p.text) || SAME_BUT.test(p.text));
  const last = portraits.at(-1);
  if (last === undefined) return text;
  let kept = last.text;
  const change = kept.match(SAME_BUT);
  const before = portraits.at(-2);
  // ("violet eyes instead of storm-grey" in "…, storm-grey eyes, …": the word the new one ends with is the old one's too.)
  const ending = change?.[1]!.trim().split(/\s+/).at(-1) ?? '';
  if (change && before) kept = before.text.replace(new RegExp(String.raw`${escapeRegExp(change[2]!.trim())}(?:\s+${escapeRegExp(ending)}\b)?`, 'i'), change[1]!.trim());
  const out = lines.map((line, i) => (prompts.some((p) => p.line === i) ? '' : line));
  out[last.line] = `Portrait prompt: ${kept.replace(/\s+--\w+(?:\s+[^-\s][^\s]*)*/g, '').trim()}`;
  return out.join('\n');
}
