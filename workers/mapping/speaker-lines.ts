/**
 * A line of a transcript that names its speaker: "CALLER: …", "AGENT (Tanya): …", "You: marguerite j hollis".
 * Read by the transcript reader (parse-chat.ts) and by the casing of lower-case speakers (lowercase-text.ts).
 */

/** The speaker (one to three words, a team or a name in brackets after them) in group 1, what they said in group 2. */
export const SPEAKER_LINE = /^\s*(\p{L}[\p{L}.'’-]*(?:\s+\p{L}[\p{L}.'’-]*){0,2})(?:\s*\([^)]{1,30}\))?\s*:\s+(\S.*)$/u;

/**
 * "Maddie: ", "[3/2/25, 8:35 PM] Nadia: ", "Tanya (FormsDirect): ": before a chat's message copied as text, the time
 * in brackets, the sender's name (one or two capitalised words, the first in group 1) and their team in brackets.
 * Read by the starred fixes (corrections.ts), one person's texted pairs (parse-chat.ts) and a chat's numbered items
 * (table-items.ts).
 */
export const CHAT_SENDER = String.raw`[ \t]*(?:\[[^\]\n]{1,25}\][ \t]*)?(\p{Lu}[\p{L}.'’-]*)(?:[ \t]\p{Lu}[\p{L}.'’-]*)?(?:[ \t]*\([^()\n]{1,30}\))?:[ \t]+`;
