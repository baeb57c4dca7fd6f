/**
 * Texts read once fresh v61 was no longer held out (issue 4, fresh v61 and probe batch 77): messengers' saved XML
 * histories and a chat's coaching through a worksheet, JSON copied whole onto one line or cut short, a tax
 * statement's printed boxes, population-register extracts in Dutch and Swedish, an agreement's amendment, and the
 * remarks around them that set values aside, move dates or empty parts of a form.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withMessageBackupRead } from '../../../workers/mapping/message-backups.js';
import { withCoachedLetteredLines } from '../../../workers/mapping/worksheet-lines.js';
import { jsonInText } from '../../../workers/mapping/json-in-text.js';
import { withStrikeAndInsertApplied } from '../../../workers/mapping/strike-and-insert.js';
import { withRestatedFiguresApplied } from '../../../workers/mapping/restated-numbers.js';
import { countIn } from '../../../workers/mapping/score-computed.js';
import { findUsAddresses } from '../../../workers/mapping/parse-compound.js';
import { leftStreets } from '../../../workers/mapping/parties.js';

const messengerMessage = (time: string, from: string, to: string, text: string) =>
  `<Message Date="2/9/2009" Time="9:41 PM" DateTime="2009-02-10T${time}:07.312Z" SessionID="1"><From><User FriendlyName="${from}"/></From><To><User FriendlyName="${to}"/></To><Text Style="font-family:Arial; ">${text}</Text></Message>`;

describe("a messenger's saved history", () => {
  test("Windows Live Messenger's log is a chat, each message under the name its sender's display name opens with", () => {
    const log = [
      'Here is the chat, saved the way Messenger saves it:',
      '<?xml version="1.0"?>',
      '<Log FirstSessionID="1" LastSessionID="1">',
      messengerMessage('02:41', '~*Tasha*~ 1st day @ Hurley tmrw!!', 'Mo (payroll queen) - ask me nothing', 'what do i put'),
      messengerMessage('02:42', 'Mo (payroll queen) - ask me nothing', '~*Tasha*~ 1st day @ Hurley tmrw!!', 'line A put 1 for urself &amp; B is 1 too'),
      '</Log>',
    ].join('\n');
    const chat = withMessageBackupRead(log);
    assert.match(chat, /^2009-02-10 02:41 \| Tasha: what do i put$/m);
    assert.match(chat, /^2009-02-10 02:42 \| Mo: line A put 1 for urself & B is 1 too$/m);
    assert.doesNotMatch(chat, /<Message|FriendlyName/);
  });

  test("Adium's chatlog is a chat, each message's text out of its markup under the sender's alias", () => {
    const log = [
      '<?xml version="1.0" encoding="UTF-8" ?>',
      '<chat xmlns="http://purl.org/net/ulf/ns/0.4-02" account="emmett@example.com" service="GTalk">',
      '<event type="windowOpened" sender="emmett@example.com" time="2009-02-17T12:04:05-06:00"/>',
      '<message sender="lorna@example.com" time="2009-02-17T12:05:02-06:00" alias="Lorna"><div><span style="color: #7A1F5C;">A = 1 for you</span></div></message>',
      '<message sender="emmett@example.com" time="2009-02-17T12:05:09-06:00" alias="Emmett"><div><span>A 1</span></div></message>',
      '</chat>',
    ].join('\n');
    assert.equal(withMessageBackupRead(log), '2009-02-17 12:05 | Lorna: A = 1 for you\n2009-02-17 12:05 | Emmett: A 1');
  });
});

describe("a chat's coaching through a worksheet's lettered lines", () => {
  const coaching = [
    '2009-02-10 02:41 | Mo: ok top part is the worksheet. line A put 1 for urself',
    '2009-02-10 02:42 | Mo: B is 1 too, ur single w one job',
    '2009-02-10 02:43 | Mo: C is for a spouse so leave that empty',
    '2009-02-10 02:43 | Mo: D = dependents. Jaylen and Kiara so 2',
    '2009-02-10 02:44 | Mo: E head of household, thats 1 for you',
    '2009-02-10 02:46 | Mo: 35 a week is like 1,750 for the year so ur just under. put 0 for F',
    '2009-02-10 02:47 | Mo: G child tax credit. how much u gonna make',
    '2009-02-10 02:48 | Mo: under 61k so 2 for each kid = 4',
    '2009-02-10 02:49 | Mo: H add em all up',
    '2009-02-10 02:49 | Tasha: 1+1+2+1+0+4 = 9',
    '2009-02-10 02:50 | Mo: i only put 3 on mine lol',
    '2009-02-10 02:51 | Mo: 7 leave blank, ur not exempt',
    '2009-02-10 03:32 | Mo: ok thats $60 a week, way over 1,800 for the year. F = 1 then, so H and line 5 go to 10',
  ].join('\n');

  test("each line's last entry is keyed before the chat, a flipped one as it ended, one left empty as blank", () => {
    const keyed = withCoachedLetteredLines(coaching).split('\n\n')[0]!.split('\n');
    assert.deepEqual(keyed, ['Line A = 1', 'Line B = 1', 'C blank', 'Line D = 2', 'Line E = 1', 'Line F = 1', 'Line G = 4', 'Line H = 10', 'Line 5 = 10', 'Line 7: leave blank']);
  });

  test('an e-mail thread, its newest answer on top, is no chat: its lettered lines stay as written', () => {
    const thread = ['- F is 0 now, which makes H 4 - and put 4 on line 5.', '', '> 6. Lines A through H?', 'A 1, B 0, C 0, D 1, E 0, F 1, G 2, H 5'].join('\n');
    assert.equal(withCoachedLetteredLines(thread), thread);
  });
});

describe('JSON copied out of a browser', () => {
  test('a record on one line of its own is read, and so is one with parts cut and marked with an ellipsis', () => {
    const text = [
      "here's the json from the character service, I cut the spells",
      '',
      '{"success":true,"data":{"name":"Wren Ashdown","eyes":"Hazel","spells":{...},"inventory":[...],"notes":{"allies":"Tamsin Reed; Old Hobb"}}}',
      '',
      'thanks!',
    ].join('\n');
    const found = jsonInText(text);
    assert.ok(found);
    assert.deepEqual((found.value as { data: { name: string; spells: unknown } }).data.name, 'Wren Ashdown');
    assert.deepEqual((found.value as { data: { spells: unknown } }).data.spells, {});
  });

  test("a character vault's attributes, each a name and its value, are all read, not one picked as a record", () => {
    const attributes = [['character_name', 'Vesper Kalanthe'], ['eyes', 'Solid gold'], ['skin', 'Deep crimson'], ['hair', 'Black, in braids']];
    const json = JSON.stringify({ name: 'Vesper (tiefling ftr 6)', attribs: attributes.map(([name, current], i) => ({ name, current, max: '', id: `-Nz${i}` })) });
    const facts = factsOf(`Vault export below.\n\n${json}\n\nThanks!`);
    assert.deepEqual(valuesOf(facts, 'eyes'), ['Solid gold']);
    assert.deepEqual(valuesOf(facts, 'skin'), ['Deep crimson']);
  });
});

describe("a tax statement's boxes copied as text", () => {
  const statement = [
    "Here's last year's 1099, the recipient copy, pasted as is:",
    '',
    'Form 1099-NEC   2024   Copy B - For Recipient',
    "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
    '   GITCHEE MARINE SUPPLY CO',
    '   2210 W MICHIGAN ST',
    '   DULUTH, MN 55806',
    '   (218) 555-0147',
    "PAYER'S TIN            41-1873305",
    "RECIPIENT'S name       HALVORSEN, ARNE T",
    'Street address (including apt. no.)    4417 GRAND AVE',
    'Account number (see instructions)      V-00817',
    '',
  ].join('\n');

  test("each caption keys its value, however long, and the payer's box is its name and address", () => {
    const facts = factsOf(statement);
    assert.deepEqual(valuesOf(facts, 'Street address (including apt. no.)'), ['4417 GRAND AVE']);
    assert.deepEqual(valuesOf(facts, "PAYER'S name and address"), ['GITCHEE MARINE SUPPLY CO, 2210 W MICHIGAN ST, DULUTH, MN 55806, (218) 555-0147']);
  });

  test("the requester pointed at the statement takes its name and address without the phone; the old account number goes for the new vendor number", () => {
    const facts = factsOf(`${statement}Requester: Gitchee Marine, use their name and address like it is on the 1099 (skip the phone number).\nThe account number on there is the old one. Karen says I'm vendor V-01322 in their system, so use that one.`);
    assert.deepEqual(valuesOf(facts, 'Requester'), ['GITCHEE MARINE SUPPLY CO, 2210 W MICHIGAN ST, DULUTH, MN 55806']);
    assert.deepEqual(valuesOf(facts, 'Account number (see instructions)'), []);
    assert.deepEqual(valuesOf(facts, 'vendor number'), ['V-01322']);
  });

  test('a writer who says they are incorporated names the business that opens the next sentence', () => {
    const facts = factsOf('As of January 2 I\'m incorporated. Halvorsen Letterworks, Inc., Minnesota corporation, and the 2553 is filed.');
    assert.deepEqual(valuesOf(facts, 'legal name of the business'), ['Halvorsen Letterworks, Inc.']);
  });
});

describe("population registers' extracts", () => {
  test("a Dutch extract's address headings say which address is which, and its postcode that it is in the Netherlands", () => {
    const extract = [
      'Verblijfsadres',
      '  Straat en huisnummer: Oudegracht 211 bis',
      '  Postcode:             3511 NH',
      '  Woonplaats:           Utrecht',
      '',
      'Vorig adres',
      '  Straat en huisnummer: Bilderdijkstraat 48',
      '  Postcode:             3532 VK',
      '  Woonplaats:           Utrecht',
    ].join('\n');
    const facts = factsOf(extract);
    const current = facts.find((f) => f.key === 'current address');
    assert.equal(current?.value, 'Oudegracht 211 bis, Utrecht, 3511 NH');
    assert.equal(current?.address?.country, 'Netherlands');
    assert.equal(facts.find((f) => f.key === 'previous address')?.epoch, 'previous');
  });

  test("a Swedish personbevis: the name one is called by is the first name, and a flat after the street its second line", () => {
    const extract = ['Personuppgifter', '  Förnamn:               Karl Erik Gustav', '  Tilltalsnamn:          Erik', '  Efternamn:             Lindqvist', '', 'Folkbokföringsadress', '  Utdelningsadress:      Hornsgatan 54 lgh 1203', '  Postnummer:            118 21', '  Postort:               Stockholm'].join('\n');
    const facts = factsOf(extract);
    assert.deepEqual(valuesOf(facts, 'First name'), ['Erik']);
    assert.equal(facts.find((f) => f.key === 'current address')?.address?.line2, 'lgh 1203');
  });
});

describe('boxes and parts of a form emptied', () => {
  const fields = [
    fieldAt('f1_19', 'text', { x: 40, y: 60 }, { currentValue: 'NAME ADDRESS' }),
    fieldAt('f1_20', 'text', { x: 300, y: 60 }, { currentValue: 'OFF CODE' }),
    fieldAt('f1_21', 'text', { x: 400, y: 60 }, { currentValue: 'EM' }),
    fieldAt('f2_01', 'text', { x: 40, y: 700 }, { currentValue: '1000', page: 2 }),
    fieldAt('f2_02', 'text', { x: 40, y: 680 }, { currentValue: '2000', page: 2 }),
  ];
  const descriptions = [
    described('f1_19', "Employer's name and address"),
    described('f1_20', '9 Office code (optional)'),
    described('f1_21', 'Employer identification number (EIN)'),
    described('f2_01', 'Enter an estimate of your itemized deductions'),
    described('f2_02', 'Enter an estimate of your adjustments to income'),
  ];

  test('the back page left empty empties its every box; the employer part empties its boxes and the one between them', async () => {
    const mapped = await mappedValues(fields, descriptions, "Don't fill in anything on the back page (page 2 worksheets), leave all of it empty, and leave the employer part at the very bottom blank, payroll does that.");
    assert.deepEqual(mapped, { f1_19: '', f1_20: '', f1_21: '', f2_01: '', f2_02: '' });
  });

  test('without those words the boxes keep what the form arrived with', async () => {
    assert.deepEqual(await mappedValues(fields, descriptions, 'Leave page 2 as it is, payroll will sort it out.'), {});
  });
});

describe('changes said in passing', () => {
  test("a date a sentence moves away from is no date any more", () => {
    const facts = factsOf('Signing: it was on the calendar for Thursday, October 9, 2025 at the branch, but my orders got moved up, so the notary squeezed me in on Tuesday, October 7, 2025 instead.');
    const dates = facts.filter((f) => f.typed?.kind === 'date').map((f) => f.value);
    assert.deepEqual(dates, ['October 7, 2025']);
  });

  test("an agreement's section amended by deleting and inserting is read as amended", () => {
    const agreement = ['6.2 Children. Both children shall be claimed on the joint return.', '6.3 Withholding. (c) each party shall elect additional withholding of $40.00 per pay period.', 'Executed August 22, 2025. Section 6.3(c) is amended by deleting "$40.00" and inserting "$25.00" in its place.'].join('\n');
    const amended = withStrikeAndInsertApplied(agreement);
    assert.match(amended, /withholding of \$25\.00 per pay period/);
    assert.doesNotMatch(amended, /\$40\.00/);
  });

  test('a number said in the sentence before the one that says its last two digits were mixed up replaces its mistyped copy', () => {
    const text = 'Serial Number:       91047723\n\nI read the number on the receiver, and it is 91047732. I must have mixed up the last two digits when I typed it into the app.';
    assert.match(withRestatedFiguresApplied(text), /^Serial Number: {7}91047732$/m);
  });

  test('metric height and weight are put in feet, inches and pounds when the writer asks for that', () => {
    const record = '{"name": "Vesper", "height": "178 cm", "weight": "72 kg"}';
    const asked = factsOf(`Export:\n\n${record}\n\nYour sheets are all feet/inches and pounds, so please convert.`);
    assert.deepEqual([valuesOf(asked, 'height'), valuesOf(asked, 'weight')], [['5\'10"'], ['159 lb']]);
    const notAsked = factsOf(`Export:\n\n${record}\n\nThanks!`);
    assert.deepEqual(valuesOf(notAsked, 'height'), ['178 cm']);
  });

  test('"both kids" counts two children, over "a child" in an agreement\'s clause', () => {
    assert.equal(countIn('The party not entitled to claim a child shall sign Form 8332. So 2025 is an odd year = both kids are mine for taxes.', 'qualifying children under age 17'), 2);
  });

  test('a street the writer gets no mail on any more, or lived on when an agreement was signed, is one left', () => {
    assert.deepEqual(leftStreets(['Nothing goes to Grand Ave anymore.', "Please don't send anything to Cass St anymore.", 'The Kedzie address in the agreement is where I lived when we signed it.']), ['grand ave', 'cass st', 'kedzie']);
  });

  test('an address with a mailbox store\'s private mailbox after its suite is one address', () => {
    assert.deepEqual(findUsAddresses('Mail goes to our mailbox at the UPS Store: 1085 Tunnel Rd, Ste 7A PMB 212, Asheville, NC 28805.').map((a) => a.text), ['1085 Tunnel Rd, Ste 7A PMB 212, Asheville, NC 28805']);
  });

  test("a list's item sold, an ally said to be none, and a list said again after the words that take part of it back", () => {
    const text = [
      'Allies: Brother Aldous, priest of Lathander; Tamsin Reed, a river guide; Old Hobb, the charcoal burner.',
      'Treasure: an iron ring on a cord, a hand-drawn map of the Dessarin Valley, a pouch of seeds.',
      'Features & traits: Druidic; Natural Explorer -- wait no that\'s ranger, scratch Natural Explorer. so: Druidic; Natural Recovery',
      '',
      '- Brother Aldous turned out to be the cult\'s prophet so he is NOT an ally, take him out.',
      '- I sold the Dessarin map to the Zhentarim guy in Yartar.',
    ].join('\n');
    const facts = factsOf(text);
    assert.deepEqual(valuesOf(facts, 'Allies'), ['Tamsin Reed, a river guide; Old Hobb, the charcoal burner.']);
    assert.deepEqual(valuesOf(facts, 'Treasure'), ['an iron ring on a cord, a pouch of seeds.']);
    assert.deepEqual(valuesOf(facts, 'Features & traits'), ['Druidic; Natural Recovery']);
  });

  test('the supervisor put aside "instead of" another leaves the line that gave him, and his numbers with it', () => {
    const text = [
      'First-line supervisor: Gus Ferreira, HVAC Supervisor, (541) 555-0123, augusto.ferreira@va.gov',
      '',
      'Update: Gus is on detail through October, so the acting supervisor signs as first-line: Rosa Delgado, Acting HVAC Supervisor, (541) 555-0127, rosa.delgado@va.gov. Put Rosa in the first-line block instead of Gus.',
    ].join('\n');
    const values = factsOf(text).map((f) => f.value);
    assert.ok(values.some((v) => v.includes('rosa.delgado@va.gov')));
    assert.ok(!values.some((v) => v.includes('Gus Ferreira') || v.includes('555-0123') || v.includes('augusto.ferreira')));
  });

  test('"so no French please" at the end of a sentence that spoke of French leaves the box unticked', async () => {
    const fields = [fieldAt('french', 'checkbox', { x: 40, y: 680 }, { currentValue: true })];
    const mapped = await mappedValues(fields, [described('french', 'Français')], 'Languages: English yes. French I had at school fifty years ago and I can say bonjour, that is all, so no French please.');
    assert.equal(mapped['french'], false);
  });
});
