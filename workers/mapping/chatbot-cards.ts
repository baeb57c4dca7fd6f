/**
 * A role-play chatbot's character card exported as JSON and pasted: SillyTavern's ("spec": "chara_card_v2", its fields
 * under "data"), Agnai's ("kind": "character", a W++ persona of attributes), and the like:
 *
 *     { "spec": "chara_card_v2", "data": { "name": "Vesper", "description": "{{char}} (full name Vesper Thornquill) is …",
 *       "first_mes": "…Twenty-one years I've lived in this city…", "alternate_greetings": ["…"],
 *       "character_book": { "entries": [ { "comment": "ally: Odo", "content": "Captain Odo Marsh, …", "enabled": true },
 *                                        { "comment": "item: locket (pawned)", "content": "…", "enabled": false } ] } } }
 *
 * Read as JSON, every field is a value and a greeting's role-play says as much as the description. Here the card is
 * what it says of the character: the name the bot goes by ("bot name", which a full name in the notes outranks), the
 * description, personality and appearance, a persona's attributes ("eyes: grey-green"), each lore entry that is
 * switched on under its title, and the creator's notes, with "{{char}}" as the character's name. The greetings,
 * example chats and scenario are scenes played with the bot, not facts of the character, and go; so do lore entries
 * switched off, and the app's own settings. The lines stand between rules, as a part pasted into a message is set
 * off. A plain function of the text.
 */
import { pastedJson } from './json-in-text.js';

type Record_ = Record<string, unknown>;

/** The text with a pasted character card read as what it says of the character; the text as it is without one. */
export function withChatbotCardRead(text: string): string {
  if (!/\bfirst_mes\b|"chara_card_v\d"|"kind"\s*:\s*"character"|"alternateGreetings"|"alternate_greetings"/.test(text)) return text;
  const block = pastedJson(text);
  if (!block || Array.isArray(block.value)) return text;
  const card = cardOf(block.value as Record_);
  if (!card) return text;
  const name = stringOf(card.name) ?? '';
  const said = (value: unknown) => (stringOf(value) ?? '').replace(/\{\{char\}\}/gi, name).replace(/\{\{user\}\}/gi, 'the player').replace(/\s+/g, ' ').trim();
  const lines: string[] = [];
  if (name !== '') lines.push(`bot name: ${name}`);
  for (const field of ['description', 'personality', 'appearance']) if (said(card[field]) !== '') lines.push(`${field}: ${said(card[field])}`);
  const persona = card.persona as Record_ | undefined;
  const attributes = persona && typeof persona === 'object' ? (persona.attributes as Record_ | undefined) : undefined;
  if (attributes && typeof attributes === 'object') {
    for (const [attribute, values] of Object.entries(attributes)) {
      const listed = (Array.isArray(values) ? values : [values]).map(said).filter((value) => value !== '');
      if (listed.length > 0) lines.push(`${attribute}: ${listed.join(', ')}`);
    }
  }
  for (const entry of loreEntries(card)) {
    if (entry.enabled === false || entry.disable === true) continue;
    const content = said(entry.content ?? entry.entry);
    // ("ally: Odo" → "ally - Odo": the entry's title as one key, whatever colons it has.)
    const title = said(entry.comment ?? entry.name).replace(/\s*:\s*/g, ' - ');
    if (content !== '') lines.push(title !== '' ? `${title}: ${content}` : content);
  }
  const notes = said(card.creator_notes ?? card.creatorNotes);
  if (notes !== '') lines.push(`creator's notes: ${notes}`);
  // (Between rules, as a pasted part is set off, so that notes the writer says are what is true win over it.)
  return `${text.slice(0, block.start)}---------- character card ----------\n${lines.join('\n')}\n---------- end of card ----------\n${text.slice(block.end)}`;
}

/** The card's own fields: SillyTavern's under "data", Agnai's at the top. */
function cardOf(value: Record_): Record_ | undefined {
  const data = value.data as Record_ | undefined;
  const card = typeof value.spec === 'string' && /^chara_card/.test(value.spec) && data && typeof data === 'object' ? data : value;
  const isCard = typeof card.name === 'string' && ('first_mes' in card || 'greeting' in card || 'alternate_greetings' in card || 'alternateGreetings' in card || card.kind === 'character');
  return isCard ? card : undefined;
}

function loreEntries(card: Record_): Record_[] {
  const book = (card.character_book ?? card.characterBook) as Record_ | undefined;
  const entries = book && typeof book === 'object' ? book.entries : undefined;
  return Array.isArray(entries) ? entries.filter((entry): entry is Record_ => entry !== null && typeof entry === 'object') : [];
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
