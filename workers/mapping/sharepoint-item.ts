/**
 * A SharePoint list item as its REST API returns it (`GET …/_api/web/lists/getbytitle('Training Requests')/items(57)`):
 *
 *     { "odata.type": "SP.Data.Training_x0020_RequestsListItem", "Id": 57, "Title": "Lindqvist - Terrain …",
 *       "Course_x0020_Start": "2026-02-09T08:00:00Z",
 *       "Supervisor": { "Title": "Okafor, Chinedu", "JobTitle": "Research Leader", "EMail": "chinedu.okafor@…" }, … }
 *
 * In the words a form asks with: the item's own bookkeeping (its id, its title, which only names the item in the list,
 * its version, who last changed it) dropped; a person column's lookup (its "Title" is the person's display name,
 * "Okafor, Chinedu") as the person's name, first name first, job title, and the two together; a date column's UTC
 * timestamp as its date, and one named by what happened then ("Sup_x0020_Approved") as that day's date.
 * The escaped column names ("_x0020_") are read by normalize-text.ts's keyAsWords.
 */

/** "SP.Data.Training_x0020_RequestsListItem", "SP.ListItem": the type SharePoint gives a list item. */
const LIST_ITEM_TYPE = /^SP\.(?:Data\.\w+ListItem|ListItem)$/;
/** The keys of a list item's bookkeeping: its ids, the title that names it in the list, who made and changed it. */
const ITEM_BOOKKEEPING = /^(?:Id|ID|GUID|Title|ContentTypeId|FileSystemObjectType|ServerRedirectedEmbedUr[il]|Attachments|AuthorId|EditorId|Author|Editor|Created|Modified|ComplianceAssetId|OData__\w+)$/;
/** "2026-02-09T08:00:00Z": a date column's value, midnight or a time in UTC. */
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** "Okafor, Chinedu": a display name written family name first. */
const FAMILY_NAME_FIRST = /^([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?),\s+([\p{L}'’.-]+(?:\s+[\p{L}'’.-]+)?)$/u;

/**
 * `{"d": {…}}`, `{"d": {"results": [{…}]}}`: an OData "verbose" response's wrapper around the item, or around a list
 * of them; the value within (the value as it is, where there is no wrapper).
 */
export function withoutODataWrapper(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== 'd') return value;
  const inner = (value as Record<string, unknown>)['d'];
  const results = typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>)['results'] : undefined;
  return Array.isArray(results) ? results : inner;
}

/** Whether a parsed JSON value is a SharePoint list item (its "odata.type" or "__metadata" type says so). */
export function isSharePointListItem(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const metadata = record['__metadata'];
  const type = record['odata.type'] ?? (typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>)['type'] : undefined);
  return typeof type === 'string' && LIST_ITEM_TYPE.test(type);
}

/** The list item in a form's words (see the file's comment). */
export function sharePointItemInFormWords(item: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (ITEM_BOOKKEEPING.test(key) || key.startsWith('odata.') || key === '__metadata') continue;
    // ("EmployeeId": 37 beside "Employee": {…}: a lookup column's id in its list, no value of the person's.)
    if (key.endsWith('Id') && key.slice(0, -2) in item) continue;
    // ("Sup_x0020_Approved": "2025-12-02T17:41:00Z": the day it was approved, a date column named by what happened.)
    const when = typeof value === 'string' && UTC_TIMESTAMP.test(value) && /(?:Approved|Signed|Submitted|Certified)$/.test(key);
    const column = columnValue(value);
    // (A person column's values keyed by the column: "Supervisor name and title", "SecondLine job title".)
    if (isPerson(column)) for (const [part, child] of Object.entries(column)) out[`${key}_x0020_${part}`] = child;
    else out[when ? `${key}_x0020_Date` : key] = column;
  }
  return out;
}

/** A person lookup's keys in words ("EMail" runs its capitals together). */
const PERSON_KEYS: Record<string, string> = { EMail: 'email', JobTitle: 'job title', WorkPhone: 'work phone', MobilePhone: 'mobile phone' };

/** The mark of a person column's lookup read as a person (a symbol, so no column of the list can have it). */
const PERSON_MARK = Symbol('person');

function isPerson(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && PERSON_MARK in value;
}

function columnValue(value: unknown): unknown {
  if (typeof value === 'string') return value.match(UTC_TIMESTAMP)?.[1] ?? value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const lookup = value as Record<string, unknown>;
  // A person column's lookup: its "Title" is the person's name, with their job title and e-mail beside it.
  const title = lookup['Title'];
  // ("Vendor_x0020_Website": {"Description": "Front Range Water Institute", "Url": "https://…"}: a link column's address.)
  if (typeof lookup['Url'] === 'string') return lookup['Url'];
  // ("Training_x0020_Sub_x002d_Type": {"Title": "03 - Scientific"}: a lookup of another list is the title it shows.)
  if (typeof title === 'string' && Object.keys(lookup).every((key) => key === 'Title' || key === '__metadata' || key.startsWith('odata.'))) return title;
  if (typeof title !== 'string' || !('EMail' in lookup || 'JobTitle' in lookup || 'Name' in lookup)) return value;
  const family = title.match(FAMILY_NAME_FIRST);
  const person: Record<string, unknown> = { [PERSON_MARK]: true, name: family ? `${family[2]} ${family[1]}` : title };
  for (const [key, child] of Object.entries(lookup)) if (key !== 'Title' && key !== 'Name' && key !== 'Id' && !key.startsWith('odata.') && key !== '__metadata') person[PERSON_KEYS[key] ?? key] = child;
  // (Forms ask for a signer's "Name and Title" in one box: "Chinedu Okafor, Research Leader".)
  if (typeof lookup['JobTitle'] === 'string' && lookup['JobTitle'].trim() !== '') person['name and title'] = `${String(person['name'])}, ${lookup['JobTitle'].trim()}`;
  return person;
}
