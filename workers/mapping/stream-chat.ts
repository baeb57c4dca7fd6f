/**
 * A live stream's chat replay copied out of the player (YouTube's "Show chat replay", and players like it): a message a
 * line, after the time into the stream, the sender's name, their badges and the paid amount of a super chat:
 *
 *     0:02:11 Hexes & Hoagies [owner]  ok chat, details page. name first. she's Ysolde Brackenridge
 *     0:09:02 $4.99 DragonDad88  GIVE HER A PET DRAGON as an ally pls 🐉
 *     0:11:58 OllieRollsNat1 🔧  Pell works. make him a ferryman on the Dessarin so I can use him
 *
 * Read as written, no line starts with whose it is, so a message's own "treasure: …" is no key. Here each line is a
 * chat's "Name: message", as parse-chat.ts reads one; the channel's owner is "Me" where the writer says the owner is
 * them ("owner = me").
 */

/** "0:02:11 Hexes & Hoagies [owner]  message" (1 the time, 2 the name, 3 the badges, 4 the message). */
// (A clock's time with its AM or PM, "6:42 PM  Me: …", is a phone's thread, not a time into a stream.)
const REPLAY_LINE = /^\s*(\d{1,2}:\d{2}(?::\d{2})?)(?!\s*[AaPp]\.?[Mm]\b)\s+(?:[$€£]\d[\d.,]*\s+)?(\S(?:.*?\S)?)((?:\s+\[[^\]\n]+\])*)(?:\s+\p{Extended_Pictographic}\uFE0F?)*\s{2,}(\S.*)$/u;
/** "chat replay", "live stream", "streamed", "YouTube", "Super Chat": words that say the text is a stream's chat. */
const STREAM_SAID = /\b(?:chat\s+replay|live\s*stream|stream(?:ed|ing|s)?|YouTube|Twitch|Kick|super\s*chats?)\b/i;
/** Fewer replay lines than this, and the text is no chat replay. */
const MIN_REPLAY_LINES = 5;
/** "owner = me", "the owner is me", "I'm the owner": the writer is the channel's owner. */
const OWNER_IS_WRITER = /\bowner\s*(?:=|is)\s*me\b|\bI['’]?m\s+the\s+(?:channel\s+)?owner\b/i;

export function withStreamChatReplayRead(text: string): string {
  const lines = text.split('\n');
  // (A phone system's session log, "21:42:08 SYS     call answered", has the same shape: the text must speak of a stream.)
  if (lines.filter((line) => REPLAY_LINE.test(line)).length < MIN_REPLAY_LINES || !STREAM_SAID.test(text)) return text;
  const ownerIsWriter = OWNER_IS_WRITER.test(text);
  return lines
    .map((line) => {
      const m = line.match(REPLAY_LINE);
      if (!m) return line;
      const [, time, name, badges = '', message] = m;
      const speaker = ownerIsWriter && /\[owner\]/i.test(badges) ? 'Me' : name!;
      return `[${time}] ${speaker}: ${message}`;
    })
    .join('\n');
}
