/**
 * An IRC client's log pasted as the text (irssi, WeeChat, HexChat and their kin):
 *
 *     --- Log opened Tue Mar 03 08:57:40 2009
 *     08:57 -!- dkowalski [~dkowal@ws-hr-07] has joined #payroll
 *     08:57 -!- Topic for #payroll: new-hire paperwork queue | wipe whatever we don't use
 *     09:01 < mgrady> dkowalski: can you key Luis Serrano's W-4?
 *     09:10 -!- dkowalski is now known as dkowalski|phone
 *
 * The chat reader (parse-chat.ts) reads "09:01 <mgrady> …" as a message. Here the log is made into such a chat, and read
 * as one before the rest of the reader sees its lines, each message as written ("A 1", "line 7 blank"):
 * - the space or mode sign an IRC client writes inside the brackets ("< mgrady>", "<@mgrady>") goes;
 * - a nick someone changes to is written as the nick they started with, so one person stays one speaker;
 * - the client's own lines (joins, quits, modes, "Log opened") go; the channel's topic, which speaks to everyone in
 *   it, becomes a line above the first message, where a chat's heading is read as everyone's.
 * A text with fewer than MIN_LOG_LINES of the client's lines stays as written.
 */

import { chatContentLines } from './parse-chat.js';

/** "09:01 < mgrady> text", "09:01 <@mgrady> text", "[09:01] <+mgrady> text" (1 the stamp, 2 the nick, 3 the message). */
const SAID = /^(\s*\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s+)<[ @+%&~]?([^\s<>]{1,30})>\s?(.*)$/;
/** "09:14  * mgrady waves": an action, written by the client as the nick and what they do. */
const ACTION = /^(\s*\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s+)\*\s+([^\s<>]{1,30})\s+(.*)$/;
/** "08:57 -!- …", "--- Log opened …", "--- Day changed …": a line the client writes, no one's message. */
const CLIENT_LINE = /^\s*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s+(?:-!-|--|<--|-->|\*\*\*)\s|---\s+(?:Log\s+(?:opened|closed)|Day\s+changed)\b)/i;
/** "-!- Topic for #payroll: …", "-!- mgrady changed the topic of #payroll to: …" (1 the topic). */
const TOPIC = /(?:\bTopic\s+for\s+#\S+\s*:|\bchanged\s+the\s+topic\s+of\s+#\S+\s+to\s*:)\s*(.+)$/i;
/** "-!- dkowalski is now known as dkowalski|phone" (1 the old nick, 2 the new). */
const NICK_CHANGE = /\s(\S+)\s+is\s+now\s+known\s+as\s+(\S+)\s*$/i;
/** The fewest lines of the client's own that make a text an IRC log. */
const MIN_LOG_LINES = 2;

export function withIrcLogRead(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => CLIENT_LINE.test(line)).length < MIN_LOG_LINES || !lines.some((line) => SAID.test(line))) return text;
  const firstNick = new Map<string, string>();
  const topics: string[] = [];
  const out: string[] = [];
  for (const line of lines) {
    if (CLIENT_LINE.test(line)) {
      const renamed = line.match(NICK_CHANGE);
      if (renamed) firstNick.set(renamed[2]!, firstNick.get(renamed[1]!) ?? renamed[1]!);
      const topic = line.match(TOPIC);
      if (topic) topics.push(topic[1]!.trim());
      continue;
    }
    const said = line.match(SAID) ?? line.match(ACTION);
    if (!said) {
      out.push(line);
      continue;
    }
    out.push(`${said[1]}<${firstNick.get(said[2]!) ?? said[2]!}> ${said[3]}`);
  }
  const first = out.findIndex((line) => SAID.test(line));
  const chat = [...out.slice(0, first), ...topics, ...out.slice(first)];
  return (chatContentLines(chat) ?? chat).join('\n');
}
