/**
 * A schema.org record, as a web site's JSON-LD block writes it (`{"@type": "ProfessionalService", "legalName": …,
 * "address": [{"@type": "PostalAddress", "name": "Mailing", "postOfficeBoxNumber": "4417", …}]}`), in the words a
 * form asks with. The block's keys say whose each name is and which address is which only through schema.org's
 * vocabulary: an organisation's "legalName" is the business's name, not the writer's legal one; its "name" beside it
 * is the brand it trades under; an address's "name" labels the address ("Mailing"), and a post-office box is its
 * street line.
 */

/** The JSON-LD bookkeeping keys: what vocabulary a record uses, its node id. */
const LINKED_DATA_KEYS = new Set(['@context', '@id', '@graph']);
/** The schema.org types of things that are no organisation, though they may carry a name. */
const NOT_AN_ORGANISATION = /^(?:Person|PostalAddress|ContactPoint|Place|GeoCoordinates|OpeningHoursSpecification|AggregateRating|Rating|Review|Offer|ImageObject|WebSite|WebPage|Country|State|City|AdministrativeArea|Thing)$/;
/** Keys only an organisation's record has, which tell it from a product's or an event's. */
const ORGANISATION_ONLY_KEYS = ['legalName', 'taxID', 'vatID', 'founder', 'employee', 'foundingDate', 'duns', 'naics'];
/** The most words an address's label has ("Mailing", "Head office"). */
const MAX_LABEL_WORDS = 3;

function typesOf(record: Record<string, unknown>): string[] {
  const type = record['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

/** Whether a parsed JSON value is a schema.org record: it says its type with "@type". */
export function isSchemaOrgRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typesOf(value as Record<string, unknown>).length > 0;
}

/**
 * The record with its keys in a form's words: an organisation's "legalName" → "legal business name" (or "business name"
 * where its owner files for it, see ownerFilesForBusiness), its "name" → "brand name" (or "business name", where it has
 * no legalName); its people without their home addresses; an address's post-office box → its street line ("PO Box
 * 4417"); the linked-data bookkeeping and an address's label dropped (the label names the address's topic instead,
 * see addressLabel).
 */
export function schemaOrgRecordInFormWords(record: Record<string, unknown>, ownerFilesForIt = false): Record<string, unknown> {
  const types = typesOf(record);
  const out: Record<string, unknown> = {};
  const isAddress = types.includes('PostalAddress');
  const isOrganisation = !types.some((t) => NOT_AN_ORGANISATION.test(t)) && ORGANISATION_ONLY_KEYS.some((key) => key in record);
  for (const [key, value] of Object.entries(record)) {
    if (LINKED_DATA_KEYS.has(key) || key === '@type') continue;
    if (isAddress && key === 'name' && addressLabel(record) !== undefined) continue;
    if (isAddress && key === 'postOfficeBoxNumber') {
      if (!('streetAddress' in record)) out['streetAddress'] = `PO Box ${String(value).replace(/^\s*(?:P\.?\s*O\.?\s*)?Box\s+/i, '')}`;
      continue;
    }
    if (isOrganisation && key === 'legalName') out[ownerFilesForIt ? 'business name' : 'legal business name'] = value;
    else if (isOrganisation && key === 'name') out['legalName' in record ? 'brand name' : 'business name'] = value;
    // ("founder": {"@type": "Person", …, "address": {…}}: a person's own address is their home, not the business's.)
    else if (isOrganisation && PEOPLE_OF_IT.test(key)) out[key] = withoutPeoplesAddresses(value);
    else out[key] = value;
  }
  return out;
}

/** The keys of an organisation's people: its founders, employees, members. */
const PEOPLE_OF_IT = /^(?:founders?|employees?|members?|owners?|alumni)$/;

function withoutPeoplesAddresses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPeoplesAddresses);
  if (!isSchemaOrgRecord(value) || !typesOf(value).includes('Person')) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'address' && key !== 'homeLocation'));
}

/**
 * "my CPA says it's a disregarded entity", "I'm a sole proprietor": the business is its owner's for tax, so the
 * owner's name is the name a tax form asks first, and the business's only the name "if different".
 */
const OWNER_FILES_FOR_IT = /\b(?:disregarded\s+entity|single[- ]member\s+LLC|sole\s+proprietor(?:ship)?)\b/i;

/** Whether the text around a record says its business is filed for by its owner (see OWNER_FILES_FOR_IT). */
export function ownerFilesForBusiness(text: string): boolean {
  return OWNER_FILES_FOR_IT.test(text);
}

/** "Mailing", "Studio": the label a PostalAddress record gives itself with "name", which says which address it is. */
export function addressLabel(record: Record<string, unknown>): string | undefined {
  const name = record['name'];
  if (!typesOf(record).includes('PostalAddress') || typeof name !== 'string') return undefined;
  const words = name.trim().split(/\s+/);
  return name.trim() !== '' && words.length <= MAX_LABEL_WORDS && !/\d/.test(name) ? name.trim() : undefined;
}
