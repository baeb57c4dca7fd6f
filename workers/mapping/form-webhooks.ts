/**
 * A form service's webhook payload, copied out of the log of an automation that failed on it: Typeform's
 * `form_response`, whose answers name their question only by id, the questions' titles sitting apart in its
 * `definition`:
 *
 *     "definition": { "fields": [ {"id": "f09", "type": "number", "title": "Výška / Height"}, … ] },
 *     "answers": [ {"type": "number", "number": 1.71, "field": {"id": "f09", "ref": "height"}},
 *                  {"type": "choice", "choice": {"other": "fialová"}, "field": {"id": "f12", …}}, … ]
 *
 * Read as JSON, every answer is keyed by "answers number" or "answers choice label" and no value says which question
 * it answers. Here the payload is the answers as the person gave them, one "question: answer" line each, as a form
 * service's own copy of a response lists them: the title of a bilingual form in its English half ("Height"), a
 * choice's label or the words typed for "Other", several choices joined, a yes/no as yes or no, and the day the
 * response was submitted. Hidden fields are left out: the link the person followed carried them, they did not answer
 * them (a "request": "new" there is the site's guess).
 *
 * JotForm posts its answers as form fields, logged one to a line by the tool that caught them ("formID: 2411…",
 * "rawRequest: {…}", "pretty: Full Name:Aoife …, Height:5.6, …"): the answers are the JSON of `rawRequest`, keyed by the
 * question's number and a short name ("q6_height", "q3_fullName": {"first", "last"}), and `pretty` lists the questions
 * the person saw, by their words on the form. Here each answer is a line keyed by those words (a name's or an
 * address's parts by their own), the fields the form hid, which `pretty` never lists, and the request's bookkeeping
 * left out. A plain function of the text.
 */
import { closingOf, isRecord, pastedJson } from './json-in-text.js';
import { simplify } from './normalize-text.js';

interface Question {
  id: string;
  ref: string;
  title: string;
}

/** The text with a pasted webhook payload written out as its answers; the text as it is without one. */
export function withFormWebhookRead(text: string): string {
  const jotform = jotformLines(text);
  if (jotform) return jotform;
  const block = pastedJson(text);
  if (!block) return text;
  const lines = typeformLines(block.value);
  if (!lines) return text;
  return `${text.slice(0, block.start)}${lines.join('\n')}\n${text.slice(block.end)}`;
}

/** A Typeform response's answers as lines, or undefined where the value is no Typeform response. */
function typeformLines(value: object): string[] | undefined {
  const record = value as Record<string, unknown>;
  const response = (isRecord(record.form_response) ? record.form_response : record) as Record<string, unknown>;
  if (!Array.isArray(response.answers) || !response.answers.every((answer) => isRecord(answer) && isRecord(answer.field))) return undefined;
  const definition = isRecord(response.definition) ? response.definition : {};
  const questions = questionsIn(definition.fields);
  const lines: string[] = [];
  for (const answer of response.answers as Record<string, unknown>[]) {
    const field = answer.field as Record<string, unknown>;
    const question = questions.find((q) => q.id === field.id) ?? questions.find((q) => q.ref === field.ref);
    const title = question ? englishHalf(question.title) : humanisedKey(String(field.ref ?? field.id ?? ''));
    const said = answerOf(answer);
    if (title !== '' && said !== undefined && said !== '') lines.push(`${title}: ${said}`);
  }
  if (lines.length === 0) return undefined;
  if (typeof response.submitted_at === 'string' && /^\d{4}-\d{2}-\d{2}/.test(response.submitted_at)) lines.push(`Date submitted: ${response.submitted_at.slice(0, 10)}`);
  return lines;
}

/** The form's questions, those inside a group of questions among them. */
function questionsIn(fields: unknown): Question[] {
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field): Question[] => {
    if (!isRecord(field)) return [];
    const inner = isRecord(field.properties) ? questionsIn(field.properties.fields) : [];
    const own = typeof field.title === 'string' ? [{ id: String(field.id ?? ''), ref: String(field.ref ?? ''), title: field.title.trim() }] : [];
    return [...own, ...inner];
  });
}

/** What one answer says, by its type; undefined for a file upload or a type not known. */
function answerOf(answer: Record<string, unknown>): string | undefined {
  const type = String(answer.type ?? '');
  const said = answer[type];
  switch (type) {
    case 'text':
    case 'email':
    case 'url':
    case 'phone_number':
    case 'date':
      return typeof said === 'string' ? said.trim() : undefined;
    case 'number':
      return typeof said === 'number' ? String(said) : undefined;
    case 'boolean':
      return typeof said === 'boolean' ? (said ? 'yes' : 'no') : undefined;
    case 'choice':
      return isRecord(said) ? choiceOf(said) : undefined;
    case 'choices': {
      if (!isRecord(said)) return undefined;
      const labels = Array.isArray(said.labels) ? said.labels.filter((label): label is string => typeof label === 'string') : [];
      const other = typeof said.other === 'string' ? [said.other] : [];
      return [...labels, ...other].map(englishHalf).join(', ');
    }
    default:
      return undefined;
  }
}

function choiceOf(choice: Record<string, unknown>): string | undefined {
  if (typeof choice.label === 'string') return englishHalf(choice.label);
  return typeof choice.other === 'string' ? choice.other.trim() : undefined;
}

/** "Výška / Height" → "Height": a bilingual form's title or option in its English half, written last. */
function englishHalf(title: string): string {
  const halves = title.split(/\s+\/\s+/);
  const last = halves.at(-1)!.trim();
  return halves.length === 2 && /^[A-Za-z][A-Za-z0-9 ,.'?()-]*$/.test(last) ? last : title.trim();
}


// ---------------------------------------------------------------------------------------------------------
// JotForm

/** "rawRequest: {…}", `"rawRequest": "{\"q3_fullName\":…}"`: where the answers' JSON starts (1 a quote before it). */
const RAW_REQUEST = /\brawRequest"?\s*[:=]\s*("?)\{/;
/** A JotForm request's own fields, logged a line each: they say how the form was sent, not what was answered. */
const REQUEST_FIELD = /^\s*"?(?:action|webhookURL|username|formID|type|customParams|product|formTitle|customTitleReceived|submissionID|event|documentID|teamID|subject|isSilent|customBody|rawRequest|fromTable|appID|pretty|unread|parent|ip)"?\s*[:=]/;
/** "created_at: 2024-05-02 22:14:37 (IST)": when the form was sent. */
const CREATED_AT = /^\s*"?created_at"?\s*[:=]\s*"?(\d{4}-\d{2}-\d{2})\b.*$/;
/** The words a JotForm field's parts are shown with. */
const PART_WORDS: Record<string, string> = {
  first: 'First name',
  middle: 'Middle name',
  last: 'Last name',
  prefix: 'Title',
  suffix: 'Suffix',
  addr_line1: 'Street address',
  addr_line2: 'Street address line 2',
  city: 'City',
  state: 'State / Province',
  postal: 'Postal code',
  country: 'Country',
  area: 'Area code',
  phone: 'Phone number',
  full: 'Phone number',
  month: 'Month',
  day: 'Day',
  year: 'Year',
};

/** The text with a JotForm submission's answers keyed by their questions; undefined where it holds none. */
function jotformLines(text: string): string | undefined {
  const found = RAW_REQUEST.exec(text);
  if (!found) return undefined;
  const answers = rawRequestOf(text, found);
  if (!answers) return undefined;
  const pretty = text.match(/^\s*"?pretty"?\s*[:=]\s*"?(.*?)"?,?\s*$/m)?.[1] ?? '';
  const shown = pretty === '' ? undefined : prettyLabels(pretty);
  const lines: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const question = key.match(/^q\d+_(.+)$/)?.[1];
    if (!question) continue;
    const label = shown ? shown.find((words) => keyWords(question).every((word) => simplify(words).replace(/-/g, '').split(/\s+/).includes(word))) : humanisedKey(question);
    if (label === undefined) continue;
    lines.push(...answerLines(label, value));
  }
  if (lines.length === 0) return undefined;
  const out: string[] = [];
  let wrote = false;
  for (const line of text.split('\n')) {
    const created = line.match(CREATED_AT);
    if (created) out.push(`Date submitted: ${created[1]}`);
    else if (!REQUEST_FIELD.test(line)) out.push(line);
    else if (!wrote) {
      out.push(...lines);
      wrote = true;
    }
  }
  return out.join('\n');
}

/** The answers' JSON, written in the line or as a JSON string. */
function rawRequestOf(text: string, found: RegExpExecArray): Record<string, unknown> | undefined {
  const from = found.index + found[0].length - 1;
  try {
    if (found[1] === '"') {
      const end = text.indexOf('\n', from);
      const literal = `"${text.slice(from, end < 0 ? undefined : end).replace(/",?\s*$/, '')}"`;
      const value = JSON.parse(JSON.parse(literal) as string) as unknown;
      return isRecord(value) ? value : undefined;
    }
    const to = closingOf(text, from);
    const value = to === undefined ? undefined : (JSON.parse(text.slice(from, to)) as unknown);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** "Full Name:Aoife …, Address:Street Address: 14 …, Gender:Female": the questions `pretty` lists, in its words. */
function prettyLabels(pretty: string): string[] {
  return [...pretty.matchAll(/(?:^|,\s)([^,:]{1,80}?):/g)].map((m) => m[1]!.trim());
}

/** "carLicence" → ["car", "licence"]: a field's short name in words, as the question's words are simplified. */
function keyWords(key: string): string[] {
  return simplify(key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')).split(/\s+/).filter((word) => word !== '');
}

/** "favouriteColour" → "Favourite colour", "car_licence" → "Car licence": a question known only by its short name. */
function humanisedKey(key: string): string {
  const words = keyWords(key).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One answer as lines: a value as it is, a list joined, a field of parts one line a part, "Other" as what was typed. */
function answerLines(label: string, value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() === '' ? [] : [`${label}: ${String(value).trim()}`];
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    return items.length === 0 ? [] : [`${label}: ${items.join(', ')}`];
  }
  if (!isRecord(value)) return [];
  if (typeof value.other === 'string' && value.other.trim() !== '') return [`${label}: ${value.other.trim()}`];
  return Object.entries(value).flatMap(([part, said]) => (typeof said === 'string' && said.trim() !== '' && PART_WORDS[part] ? [`${PART_WORDS[part]}: ${said.trim()}`] : []));
}
