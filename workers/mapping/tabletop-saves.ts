/**
 * A Tabletop Simulator save pasted from a text editor: the table's objects, each with its name on the table
 * ("Nickname"), the text written on it ("Description"), the game master's hidden notes ("GMNotes") and the state a
 * script keeps ("LuaScriptState"):
 *
 *     "ObjectStates": [ { "Name": "Notecard", "Nickname": "Isolde Varnette (Kaito)",
 *         "Description": "ISOLDE VARNETTE\nHuman fighter 6 / Sailor\nAge: 27 …\nHeight: 173 cm   Weight: 64 kg …",
 *         "GMNotes": "DM ONLY: …", "LuaScriptState": "{\"pc\":\"Isolde Varnette\",\"age\":27,\"hair\":\"black\"}" }, … ]
 *
 * Read as JSON, a card's lines run together in one escaped string, and the hidden notes and a script's old state read
 * as the character's. Here the save is what its cards say, a card's name first ("Character name: Isolde Varnette",
 * the player named in brackets after it dropped) and then its text, line by line. The hidden notes and script state go
 * (a player's sheet holds neither), and so does the card of another player: one whose name brackets another player
 * where one brackets the writer (who signs "— Kaito"), or one the prose says is another's ("Bram's card got pulled
 * along …, that's Tomasz's character, not mine"). A plain function of the text.
 */
import { pastedJson } from './json-in-text.js';
import { escapeRegExp } from './normalize-text.js';

interface Card {
  name: string;
  player: string | undefined;
  lines: string[];
}

/** "Isolde Varnette (Kaito)": the card's name, and the player in brackets after it. */
const NAME_AND_PLAYER = /^(.*?)\s*\(([^()]+)\)\s*$/;
/** The writer's name as signed last: "— Kaito", "- Kaito", "Kaito". */
const SIGNED = /^\s*(?:[-—–~]+\s*)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*$/u;

/** The text with a pasted Tabletop Simulator save written out as its cards; the text as it is without one. */
export function withTabletopSaveRead(text: string): string {
  const block = pastedJson(text);
  if (!block || !Array.isArray((block.value as Record<string, unknown>).ObjectStates)) return text;
  const prose = `${text.slice(0, block.start)}\n${text.slice(block.end)}`;
  const cards = cardsIn((block.value as Record<string, unknown>).ObjectStates as unknown[]);
  const writer = prose.split('\n').filter((line) => line.trim() !== '').at(-1)?.match(SIGNED)?.[1];
  const writersOwn = writer !== undefined && cards.some((card) => card.player === writer);
  const kept = cards.filter((card) => (writersOwn ? card.player === undefined || card.player === writer : true) && !saidToBeAnothers(card, prose));
  if (kept.length === 0) return text;
  const lines = kept.flatMap((card) => [`Character name: ${card.name}`, ...card.lines, '']);
  return `${text.slice(0, block.start)}${lines.join('\n')}\n${text.slice(block.end)}`;
}

/** The save's cards with text written on them, those inside bags and decks among them, in the save's order. */
function cardsIn(objects: unknown[]): Card[] {
  return objects.flatMap((object): Card[] => {
    if (object === null || typeof object !== 'object') return [];
    const record = object as Record<string, unknown>;
    const inner = Array.isArray(record.ContainedObjects) ? cardsIn(record.ContainedObjects) : [];
    const description = typeof record.Description === 'string' ? record.Description.trim() : '';
    const nickname = typeof record.Nickname === 'string' ? record.Nickname.trim() : '';
    // (A card's text is several lines; a figure's one-line "AC 17 | PP 13" is a label on the table, not a sheet.)
    if (!description.includes('\n') || nickname === '') return inner;
    const named = nickname.match(NAME_AND_PLAYER);
    return [{ name: named ? named[1]! : nickname, player: named?.[2]?.trim(), lines: description.split(/\r?\n/).map((line) => line.trim()) }, ...inner];
  });
}

/** "Bram's card got pulled along …, that's Tomasz's character, not mine": a card the prose gives to another player. */
function saidToBeAnothers(card: Card, prose: string): boolean {
  const first = card.name.split(/\s+/)[0]!;
  if (first.length < 3) return false;
  return new RegExp(String.raw`\b${escapeRegExp(first)}['’]s\s+(?:card|sheet|notecard|character)\b[^\n]{0,80}?\b(?:not\s+mine|isn['’]t\s+mine|ignore|skip)`, 'i').test(prose);
}
