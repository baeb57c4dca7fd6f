/**
 * Requests read once they were no longer held out (issue 4, fresh v40 and probe batches 38-40): who is who in a chat
 * between a deal's two sides and in a title company's letter, values taken back as they are said or mended by later
 * messages, and numbers as other countries write them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData, writerRoleOf } from '../../../workers/mapping/parse-data.js';
import { withRolesEquated } from '../../../workers/mapping/roles-equated.js';
import { withEuropeanNumbersWritten, withIndianAmountsWritten } from '../../../workers/mapping/number-conventions.js';
import { withSpokenRepairsMade, withoutStruckTextAndNotes } from '../../../workers/mapping/corrections.js';
import { withSentenceStartsCased } from '../../../workers/mapping/lowercase-text.js';
import { chatBetweenParties } from '../../../workers/mapping/parse-transcript.js';
import { itemWithHeadKeyed, itemsAsCorrected, findNumberedItems } from '../../../workers/mapping/table-items.js';
import { textParty } from '../../../workers/mapping/parties.js';
import { withLetteredLinesKeyed } from '../../../workers/mapping/line-number-labels.js';
import { withoutSectionsKeptOff } from '../../../workers/mapping/sections-kept-off.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('who is who', () => {
  test("a deal's word for the form's party is read as the form's where the text equates them", () => {
    assert.equal(
      withRolesEquated("2. SELLER / PRINCIPAL. The seller, Gretchen Wojciechowski, lives in Scottsdale. Seller's phone is 480-555-0173."),
      "2. PRINCIPAL. The principal, Gretchen Wojciechowski, lives in Scottsdale. Principal's phone is 480-555-0173.",
    );
    assert.equal(withRolesEquated('The Owner (Principal) signs here; the owner lives in Ohio.'), 'The Principal signs here; the principal lives in Ohio.');
    const plain = 'Seller: Dale Pruitt. Buyer: Ann Cole.';
    assert.equal(withRolesEquated(plain), plain);
  });

  test("a role's possessive names the writer's role as the role does", () => {
    assert.equal(textParty("Principal's mailing address for all notices is"), 'self');
    assert.equal(textParty("the employee's phone"), 'self');
  });

  test("a chat's legend and the writer's side give each sender a party; the legend itself is no value", () => {
    const lines = [
      'Copied from Signal so you have it all. Me = Caleb (buyer), Ray = Ray Sutter (seller).',
      '',
      '[Tue 5/13 7:02 PM] Ray: So we are doing the Henry lever action.',
      '[Tue 5/13 7:04 PM] Me: yep. I will give you $575 cash for it',
      '[Tue 5/13 7:44 PM] Me: my address for the paper is 1907 W Jefferson St, Joliet IL 60435.',
      "[Tue 5/13 7:50 PM] Ray: I'm at 66 Cherry Hill Rd, Lockport IL 60441.",
      '',
      'My full name for the paper is Caleb J. Morrow.',
    ];
    const chat = chatBetweenParties(lines);
    assert.ok(chat);
    assert.deepEqual([...chat.parties], [['Ray', 'seller'], ['Me', 'buyer']]);
    assert.equal(chat.heading[0], 'Copied from Signal so you have it all. buyer (me).');
    assert.deepEqual(chat.closing, ['', 'My full name for the paper is Caleb J. Morrow.']);
    assert.equal(writerRoleOf(['Me = Caleb (buyer), Ray = Ray Sutter (seller).']), 'buyer');
    // (A chat whose senders no line gives a part is left to the other readers.)
    assert.equal(chatBetweenParties(lines.slice(2)), undefined);
  });

  test("the writer who names themselves and their side is that sender; the other sender is the other side", () => {
    const text = [
      "Karen here, I'm the buyer. Can you make the bill of sale from my chat with Ray?",
      '',
      '[2025-07-28 18:02] Raymond Dufresne: Hi Karen, still want the Citori?',
      '[2025-07-28 18:09] Raymond Dufresne: Sure. Raymond A. Dufresne, 2209 Pheasant Run, Bloomington IL 61704. My DL is D165-2287-4410, Illinois.',
      '[2025-07-28 18:11] Karen Lindqvist: Mine: Karen Lindqvist, 17 Oak Knoll Ct, Normal IL 61761. DL L523-9011-6628, also IL.',
      '[2025-07-28 18:15] Karen Lindqvist: Price still $2,150?',
    ].join('\n');
    const facts = factsOf(text);
    const partyOf = (value: string) => facts.find((f) => f.value.includes(value))?.party;
    assert.equal(partyOf('2209 Pheasant Run'), 'seller');
    assert.equal(partyOf('17 Oak Knoll Ct'), 'buyer');
  });

  test("a named person's role, the registrar named beside the word, the witnesses after theirs, whom someone designates and the name to print", () => {
    assert.deepEqual(valuesOf(factsOf("Sam's first-line supervisor is Dr. Angela Brooks."), 'first-line supervisor'), ['Dr. Angela Brooks']);
    assert.deepEqual(valuesOf(factsOf('The registrar, Daniel Ferreira, has been handling it on their end.'), 'point of contact name'), ['Daniel Ferreira']);
    const signing = factsOf('Seller will sign in the presence of two disinterested witnesses, Lorraine Cutler and Miguel Ortega.');
    assert.deepEqual(valuesOf(signing, 'witness name'), ['Lorraine Cutler', 'Miguel Ortega']);
    const designated = factsOf('Seller has designated her brother-in-law, Paul J. Brandt, of Naperville, Illinois, to execute all closing documents on her behalf.');
    assert.deepEqual(valuesOf(designated, 'attorney-in-fact name'), ['Paul J. Brandt']);
    assert.deepEqual(valuesOf(factsOf('Please have his name printed as Harold J. Brandt under the signature line.'), 'print name signed'), ['Harold J. Brandt']);
    assert.deepEqual(valuesOf(factsOf('Please print my name on the form as Janet R. Okonkwo.'), 'print name signed'), ['Janet R. Okonkwo']);
  });

  test("a ZIP code's full stop ends the address before a remark of its own; before a contact's key it goes on", () => {
    assert.deepEqual(splitSentences("new address: 88 Sycamore Hollow Rd, Glastonbury CT 06033. no apt or anything, it's a house"), ['new address: 88 Sycamore Hollow Rd, Glastonbury CT 06033.', "no apt or anything, it's a house"]);
    assert.deepEqual(splitSentences('Denver CO 80216. ph 303-555-0175'), ['Denver CO 80216. ph 303-555-0175']);
  });

  test('an address said after the town someone lives in is the whole address', () => {
    assert.deepEqual(valuesOf(factsOf('I currently live in Scottsdale, Arizona - my address is 8841 E Via Linda, Scottsdale, AZ 85258.'), 'home address'), ['8841 E Via Linda, Scottsdale, AZ 85258']);
  });

  test("a role's heading alone over its block keys the block's lines with the role", () => {
    const facts = factsOf('Hi,\n\nSupervisor:\nKaren Whitlock\n(937) 555-0139\n\nWitness:\nDana Ortiz');
    assert.deepEqual(facts.map((f) => [f.value, f.party]), [['Karen Whitlock', 'supervisor'], ['(937) 555-0139', 'supervisor'], ['Dana Ortiz', 'witness']]);
  });

  test("a deed's municipality and state are the town and state someone lives in", () => {
    const facts = factsOf('The principal currently resides in the municipality of Scottsdale, State of Arizona, and will not attend.');
    assert.deepEqual(valuesOf(facts, 'currently living in'), ['Scottsdale, Arizona']);
  });
});

describe('values taken back and mended', () => {
  test('a value taken back as it is said gives way to the one said after it', () => {
    assert.equal(withSpokenRepairsMade('character name is Tamsin Reedwater, scratch that, just Tamsin Vey, I dropped it.'), 'character name is Tamsin Vey, I dropped it.');
    assert.equal(withSpokenRepairsMade('age is um 42, no wait, 43, she had a birthday.'), 'age is um 43, she had a birthday.');
    assert.equal(withSpokenRepairsMade('weight 140, I mean 135, 135 pounds.'), 'weight 135, 135 pounds.');
    assert.equal(withSpokenRepairsMade('eyes are grey, actually put storm grey, I like that.'), 'eyes are storm grey, I like that.');
    assert.equal(withSpokenRepairsMade('ok. faction name is the Emerald Enclave, no wait, that was my ranger, sorry. Tamsin is a Harper.'), 'ok. Tamsin is a Harper.');
    const plain = 'The course is great, I mean it. Age is 40, actually.';
    assert.equal(withSpokenRepairsMade(plain), plain);
  });

  test("a translator's notes are no part of the text, and the date one writes out is the date", () => {
    assert.equal(
      withoutStruckTextAndNotes('Telephone: 33 3614 2287 [Translator\'s note: the author omits the country code.]\nI can sign on 28/05/2025 [Translator\'s note: May 28, 2025] at the office.'),
      'Telephone: 33 3614 2287\nI can sign on May 28, 2025 at the office.',
    );
  });

  test("a speaker's remark after a value is no part of it", () => {
    assert.deepEqual(valuesOf(factsOf('Character name is Tamsin Vey, I dropped the Reedwater thing.'), 'Character name'), ['Tamsin Vey']);
    assert.deepEqual(valuesOf(factsOf('He belongs to the Order of the Lantern - he liked the sound of that one.'), 'faction organization name membership'), ['Order of the Lantern']);
  });

  test("a transcript's long paragraph gets its sentences' first capitals when most start in lower case; a message keeps its case", () => {
    const memo = "ok hey Priya it's Dom, this is for the back page of my sheet since I can't get the pdf to open on my phone at the game store. so. character name is Tamsin. she is a half-elf, age is 43. eyes are grey. skin olive.";
    assert.equal(withSentenceStartsCased(memo), "ok hey Priya it's Dom, this is for the back page of my sheet since I can't get the pdf to open on my phone at the game store. So. Character name is Tamsin. She is a half-elf, age is 43. Eyes are grey. Skin olive.");
    const chat = '[Mom 7:48 PM] all 0. no spouse, no kids. not head of household.';
    assert.equal(withSentenceStartsCased(chat), chat);
  });

  test("a reply's values win over those of the message it quotes and says it changes", () => {
    const text = [
      'Several things changed since my note below, so please go by this message where they differ:',
      'Phone: (480) 555-0176',
      '',
      '-----Original Message-----',
      'From: Margaret Kowalczyk',
      'Phone: (520) 555-0148',
      'Email: mk58@example.net',
    ].join('\n');
    const facts = factsOf(text);
    const strengthOf = (value: string) => facts.find((f) => f.value === value)!.strength;
    assert.ok(strengthOf('(480) 555-0176') > strengthOf('(520) 555-0148'));
  });

  test("the list's items as the messages under it mend them: a count, a price and dates, and an item taken off", () => {
    const text = [
      '1) Procter & Gamble common, PG - bought 06/14/2004, settled 06/17/2004, 150 shares at $54.20',
      '2) Johnson & Johnson, JNJ - bought 09/22/2006, settled 09/25/2006, 80 shares at $61.35',
      '3) Exxon Mobil, XOM - bought 02/03/2009, settled 02/06/2009, 200 shares at $77.90',
      '4) Verizon, VZ - bought 11/10/2008, settled 11/13/2008, 120 shares at $31.15',
      '',
      'Correction: the J&J was 60 shares, not 80.',
      '',
      'Correction #3: found the Exxon confirm. Price was $77.09, not 77.90, and the trade date was 02/04/2009, settled 02/09/2009.',
      '',
      'Correction: take the Verizon line off entirely.',
    ].join('\n');
    const items = itemsAsCorrected(findNumberedItems(text), text);
    assert.deepEqual(items.map((item) => item.number), [1, 2, 3]);
    assert.match(items[1]!.text, /\b60 shares/);
    assert.equal(items[2]!.text, 'Exxon Mobil, XOM - bought 02/04/2009, settled 02/09/2009, 200 shares at $77.09');
    assert.equal(itemWithHeadKeyed(items[0]!.text).split('\n').slice(0, 2).join('\n'), 'description: Procter & Gamble common\nsymbol or code: PG');
    assert.equal(
      itemWithHeadKeyed('The Cook County bond - Cook County IL GO 5.00% due 11/15/2030, CUSIP 213185KT7. $25,000 par, trade date June 3, 2011'),
      'description: Cook County IL GO 5.00% due 11/15/2030\nsymbol or code: 213185KT7\nquantity: 25,000\ntrade date June 3, 2011',
    );
    assert.equal(itemWithHeadKeyed('Ohio State GO municipal bond, CUSIP 677522CR3: $25,000 par, trade 11/8/2012'), 'description: Ohio State GO municipal bond\nsymbol or code: 677522CR3\nquantity: 25,000\ntrade 11/8/2012');
    assert.deepEqual(valuesOf(factsOf('Procter & Gamble (PG): 150 sh bought 3/3/2008 @ 62.40'), 'quantity'), ['150']);
  });

  test('what the writer sent last year, with the year in brackets, is an old record', () => {
    const facts = factsOf(['What I sent you last year (2024):', '  Address: 718 Panorama Dr, Bakersfield, CA 93305', '', 'New address: 2291 Frontage Rd, Bakersfield, CA 93307'].join('\n'));
    assert.equal(facts.find((f) => f.value.startsWith('718'))?.epoch, 'previous');
  });
});

describe('numbers and names in passing', () => {
  test('a number after its kind and "#", not a club member\'s; how someone is, no value; a name listed family name first', () => {
    assert.deepEqual(valuesOf(factsOf('Your software has us as vendor #PPM-0457, might as well use it.'), 'vendor number'), ['PPM-0457']);
    assert.deepEqual(valuesOf(factsOf('Kankakee Sportsmen\'s Club, member #1183'), 'member number'), []);
    assert.deepEqual(valuesOf(factsOf("Don't use my social, the accountant was very clear about that."), 'accountant'), []);
    assert.deepEqual(valuesOf(factsOf('Hi Renee,\n\nMy info:\n- Whitaker, Darnell K.\n- Program Analyst, GS-0343-11, step 4.\n\nThanks'), 'Name'), ['Whitaker, Darnell K.']);
  });
});

describe("a character's sheet", () => {
  test("looks listed without verbs, the character's name after what it is, and another sheet's paragraph left out", () => {
    const facts = factsOf('Her character is a halfling rogue called Pip Thistledown. Eyes hazel, skin rosy tan, hair curly red in two braids.');
    assert.deepEqual(valuesOf(facts, 'character name'), ['Pip Thistledown']);
    assert.deepEqual([...valuesOf(facts, 'Eyes'), ...valuesOf(facts, 'skin'), ...valuesOf(facts, 'hair')], ['hazel', 'rosy tan', 'curly red in two braids']);
    const text = 'Treasure: 15 gold pieces.\n\nFor the record, my guy Brannoc is a dwarf fighter, 140 years old - but that\'s Thursday\'s sheet, not this one.\n\nThanks!';
    assert.equal(withoutSectionsKeptOff(text), 'Treasure: 15 gold pieces.\n\n\nThanks!');
  });
});

describe("a worksheet's lines by their letters", () => {
  test('lines after a dash, a zero said as a word, and a remark with brackets of its own on the line under', () => {
    const worksheet = ['A - 1', 'D - 2 childrens', 'E - zero, I am not head of household', 'G - 4, because our income is less (about 58 thousand), so 2 each'].join('\n');
    assert.equal(withLetteredLinesKeyed(worksheet), ['line A: 1', 'line D: 2 (childrens)', 'line E: 0 (I am not head of household)', 'line G: 4', 'because our income is less (about 58 thousand), so 2 each'].join('\n'));
  });
});

describe('numbers as other countries write them', () => {
  test('amounts grouped in lakhs are grouped in thousands, and the "/-" after a whole amount goes', () => {
    assert.equal(withIndianAmountsWritten('Salary USD 1,18,450.62; tax USD 19,872/-; Rs. 1,85,000'), 'Salary USD 118,450.62; tax USD 19,872; Rs. 185,000');
    const western = 'USD 1,234,567.89 and 12,345';
    assert.equal(withIndianAmountsWritten(western), western);
  });

  test("a text that writes Europe's amounts has its full stops between thousands and its decimal commas read so, its euros as written", () => {
    const german = 'Stückzahl: 1.250 Stück, Kurs 66,8125 USD; Nennwert 25.000 USD. Kontrolle: KO 83.515,63 USD, JNJ 19.748,00 USD. Berater 1.250,00 €. Kaufdatum 03.04.1998.';
    assert.equal(withEuropeanNumbersWritten(german), 'Stückzahl: 1250 Stück, Kurs 66.8125 USD; Nennwert 25000 USD. Kontrolle: KO 83515.63 USD, JNJ 19748.00 USD. Berater 1.250,00 €. Kaufdatum 03.04.1998.');
    const english = 'I paid 1,250 for 3.5 lots, 19,748.00 in all.';
    assert.equal(withEuropeanNumbersWritten(english), english);
  });
});
