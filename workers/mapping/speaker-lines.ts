/**
 * A line of a transcript that names its speaker: "CALLER: …", "AGENT (Tanya): …", "You: marguerite j hollis".
 * Read by the transcript reader (parse-chat.ts) and by the casing of lower-case speakers (lowercase-text.ts).
 */

/** The speaker (one to three words, a team or a name in brackets after them) in group 1, what they said in group 2. */
export const SPEAKER_LINE = /^\s*(\p{L}[\p{L}.'’-]*(?:\s+\p{L}[\p{L}.'’-]*){0,2})(?:\s*\([^)]{1,30}\))?\s*:\s+(\S.*)$/u;
