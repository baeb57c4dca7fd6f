/**
 * A project tool's task fetched from its API and pasted: Asana's (`{"data":{"gid":…,"notes":"Employee: …\nTitle: …",
 * "custom_fields":[{"name":"Agency code","display_value":"IN10"},…]},"stories":[{"created_by":{"name":"…"},
 * "type":"comment","text":"…"},…]}`), Jira's (`"fields":{"description":…,"comment":{"comments":[{"author":
 * {"displayName":…},"body":…}]}}` with a changelog), Trello's card (`"desc"`, `"actions"` newest first), a GitHub
 * issue's (`"body"`, `"comments"`), ClickUp's or Linear's. Read line by line, its keys, quotes and "\n" escapes run
 * into every value, and a comment that overrides the description reads as one more key.
 *
 * The task is written out as the text it holds instead: the description's lines, each custom field as "Name: value"
 * (with the changes the task's history records made to it), then the comments as a thread, oldest first, one to a
 * line as message-exports.ts writes messages, so that a later comment is read as said after the description.
 * The task's bookkeeping (ids, assignee, due date, project) is left out: it says who tracks the request, not what
 * goes on the form. A plain function of the text.
 */
import { isJiraMarkup, jiraMarkupAsPlain } from './jira-markup.js';
import { textOfMarkup } from './mail-encoding.js';
import { isRecord, pastedJson } from './json-in-text.js';
import { stampOfEpoch } from './message-backups.js';
import { chatMessageLines, nameOf, timeOf } from './message-exports.js';

/** The members a task's description is written in, plain and as HTML. */
const DESCRIPTION_KEYS = ['notes', 'description', 'desc', 'body', 'text_content', 'markdown_description'];
const HTML_DESCRIPTION_KEYS = ['html_notes', 'html_description', 'rendered_description', 'renderedDescription'];
/** The members a task's list of comments (and history) is kept in. */
const COMMENT_LIST_KEYS = ['stories', 'comments', 'actions', 'activity', 'activities', 'nodes'];
const AUTHOR_KEYS = ['created_by', 'author', 'user', 'memberCreator', 'creator', 'updateAuthor'];
const COMMENT_TEXT_KEYS = ['text', 'body', 'comment'];
const COMMENT_TIME_KEYS = ['created_at', 'createdAt', 'created', 'date', 'updated_at'];
/** The members a custom field's value is kept in, by tool: Asana's display value first, as the tool shows it. */
const FIELD_VALUE_KEYS = ['display_value', 'value', 'text_value', 'number_value', 'date_value', 'enum_value', 'displayValue'];
/** A change the history records in words: `changed Delivery from "1 - Traditional Classroom" to "5 - Blended"`. */
const CHANGE_SAID = /^changed\s+(.+?)\s+from\s+"([^"]*)"\s+to\s+"([^"]*)"\s*\.?$/i;

interface Comment {
  at: number | undefined;
  from: string;
  text: string;
}

/** The text with a pasted task export written out as its description, fields and comments; the text as it is without one. */
export function withTaskExportRead(text: string): string {
  const block = pastedJson(text);
  if (!block) return text;
  const description = taskDescriptionIn(block.value);
  if (description === undefined) return text;
  const comments = commentsIn(block.value);
  const fields = customFieldsIn(block.value, changesIn(block.value));
  if (comments.length === 0 && fields.length === 0) return text;
  // (Oldest first, whichever way the tool lists them: Trello lists its actions newest first.)
  const ordered = comments.every((c) => c.at !== undefined) ? [...comments].sort((a, b) => a.at! - b.at!) : comments;
  // (Jira's description and comments are in its wiki markup: the comments too when the description shows it.)
  const plain = isJiraMarkup(description) ? jiraMarkupAsPlain : (said: string) => said;
  const lines = [
    ...plain(description).split('\n'),
    ...fields.map(({ name, value }) => `${name}: ${value}`),
    '',
    ...ordered.flatMap(({ at, from, text: said }) => chatMessageLines(at === undefined ? undefined : stampOfEpoch(String(at)), from, plain(said).split('\n'))),
  ];
  return `${text.slice(0, block.start)}${lines.join('\n')}\n${text.slice(block.end)}`;
}

/** The task's description: the value's own, or that of a record under a wrapper (`"data"`, `"issue"`, `"fields"`). */
function taskDescriptionIn(value: unknown, depth = 0): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || depth > 2) return undefined;
  const record = value as Record<string, unknown>;
  return descriptionOf(record) ?? Object.values(record).reduce<string | undefined>((found, inner) => found ?? taskDescriptionIn(inner, depth + 1), undefined);
}

/** A task's description, when it is text of more than one line (a one-line "desc" is a caption, not a request). */
function descriptionOf(record: Record<string, unknown>): string | undefined {
  const plain = DESCRIPTION_KEYS.map((key) => record[key]).find((value): value is string => typeof value === 'string' && value.trim().includes('\n'));
  if (plain !== undefined) return plain.trim();
  const html = HTML_DESCRIPTION_KEYS.map((key) => record[key]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const text = html === undefined ? undefined : textOfMarkup(html).trim();
  return text !== undefined && text.includes('\n') ? text : undefined;
}

/** Every comment of the task's lists, wherever they are kept (Asana's stories, Jira's `comment.comments`, Trello's actions). */
function commentsIn(value: unknown, depth = 0): Comment[] {
  if (value === null || typeof value !== 'object' || depth > 4) return [];
  if (Array.isArray(value)) return [];
  const found: Comment[] = [];
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (COMMENT_LIST_KEYS.includes(key) && Array.isArray(inner)) found.push(...inner.map(commentOf).filter((c): c is Comment => c !== undefined));
    else found.push(...commentsIn(inner, depth + 1));
  }
  return found;
}

/** A comment: a record with an author and a text, not one the tool wrote itself (a "system" story, a change). */
function commentOf(item: unknown): Comment | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  if (record['type'] === 'system') return undefined;
  // (Trello keeps an action's text under "data".)
  const data = record['data'] !== null && typeof record['data'] === 'object' ? (record['data'] as Record<string, unknown>) : {};
  const text = COMMENT_TEXT_KEYS.map((key) => record[key] ?? data[key]).find((said): said is string => typeof said === 'string' && said.trim() !== '');
  const from = AUTHOR_KEYS.map((key) => nameOf(record[key])).find((name) => name !== undefined);
  if (text === undefined || from === undefined || CHANGE_SAID.test(text.trim())) return undefined;
  const at = COMMENT_TIME_KEYS.map((key) => timeOf(key, record[key])).find((time) => time !== undefined);
  return { at, from, text: text.trim() };
}

/**
 * What the task's history says was changed, by field: Asana's system stories (`changed Delivery from "…" to "…"`) and
 * Jira's changelog items (`{"field": "Delivery", "fromString": "…", "toString": "…"}`), the last change of a field last.
 */
function changesIn(value: unknown, depth = 0, changes = new Map<string, string>()): Map<string, string> {
  if (value === null || typeof value !== 'object' || depth > 6) return changes;
  const record = value as Record<string, unknown>;
  const said = typeof record['text'] === 'string' && record['type'] === 'system' ? (record['text'] as string).trim().match(CHANGE_SAID) : null;
  if (said) changes.set(said[1]!.toLowerCase(), said[3]!);
  if (typeof record['field'] === 'string' && typeof record['toString'] === 'string') changes.set((record['field'] as string).toLowerCase(), record['toString'] as string);
  for (const inner of Object.values(record)) changesIn(inner, depth + 1, changes);
  return changes;
}

/** A task's custom fields as names and values (`[{"name": "Agency code", "display_value": "IN10"}, …]`), changes applied. */
function customFieldsIn(value: unknown, changes: Map<string, string>, depth = 0): { name: string; value: string }[] {
  if (value === null || typeof value !== 'object' || depth > 4) return [];
  const record = value as Record<string, unknown>;
  // (Jira's: `"fields": {"customfield_10420": "2025-06-09", …}`, named in `"names": {"customfield_10420": "Training start
  // date"}` when the issue is fetched with `expand=names`.)
  const names = record['names'];
  const fields = record['fields'];
  if (names !== null && typeof names === 'object' && fields !== null && typeof fields === 'object') {
    return Object.entries(names as Record<string, unknown>).flatMap(([id, name]) => {
      const shown = typeof name === 'string' && /^customfield_/.test(id) ? shownValue((fields as Record<string, unknown>)[id]) : undefined;
      return shown === undefined ? [] : [{ name: (name as string).trim(), value: changes.get((name as string).trim().toLowerCase()) ?? shown }];
    });
  }
  const list = record['custom_fields'] ?? record['customFields'] ?? record['customFieldItems'];
  if (Array.isArray(list)) {
    return list.flatMap((item) => {
      const field = customFieldOf(item);
      if (!field) return [];
      return [{ name: field.name, value: changes.get(field.name.toLowerCase()) ?? field.value }];
    });
  }
  for (const inner of Object.values(record)) {
    const found = customFieldsIn(inner, changes, depth + 1);
    if (found.length > 0) return found;
  }
  return [];
}

function customFieldOf(item: unknown): { name: string; value: string } | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const name = record['name'];
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  for (const key of FIELD_VALUE_KEYS) {
    const shown = shownValue(record[key]);
    if (shown !== undefined) return { name: name.trim(), value: shown };
  }
  return undefined;
}

/**
 * A field's value as the tool shows it: a string or a number, or a record of its own (ClickUp's and Asana's drop-down
 * values, `"enum_value": {"name": "5 - Blended"}`; Jira's options and people, `{"value": "Non-supervisory"}`,
 * `{"displayName": "Gail Mortensen"}`).
 */
function shownValue(value: unknown): string | undefined {
  const record = isRecord(value) ? value : undefined;
  const shown = record ? (nameOf(record) ?? (typeof record['value'] === 'string' ? record['value'] : undefined)) : typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  return shown !== undefined && shown.trim() !== '' ? shown.trim() : undefined;
}
