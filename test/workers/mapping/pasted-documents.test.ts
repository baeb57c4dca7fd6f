/**
 * Documents pasted whole (issue 4): a wiki page's markup, a calendar invitation, a contact card, an e-mail's
 * signature block, a CV's header and a copied page of an online form, each read as the lines a person would write.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linesWithCalendarRead } from '../../../workers/mapping/parse-calendar.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithConfigRead } from '../../../workers/mapping/parse-config.js';
import { linesWithHtmlRead } from '../../../workers/mapping/parse-html.js';
import { linesWithListsUnderLeadIns } from '../../../workers/mapping/parse-lead-in.js';
import { linesWithMarkdownRead } from '../../../workers/mapping/parse-markdown.js';
import { linesWithAddressesUnderLabels, linesWithParagraphsUnderLabels, linesWithScreenRead } from '../../../workers/mapping/parse-record.js';
import { linesWithSignatureRead } from '../../../workers/mapping/parse-signature.js';
import { linesWithVcardRead } from '../../../workers/mapping/parse-vcard.js';
import { linesWithWikiRead } from '../../../workers/mapping/parse-wiki.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const valueOf = (data: string, key: string) => parseData(data).facts.find((f) => f.key === key)?.value;

describe('pasted documents', () => {
  test('a wiki page: infobox rows are keyed lines, sections Markdown headings, links their text; a receipt\'s "====" is no wiki', () => {
    const page = ['{{Infobox character', '| name = Corwin Ashvale', '| image = Corwin.png', '| affiliation = [[Order of the Gauntlet|the Order]]', '}}', "'''Corwin''' is a ranger.", '== Allies ==', '* [[Sister Maelis]], a cleric', '[[Category:Player characters]]'];
    assert.deepEqual(linesWithWikiRead(page), ['name: Corwin Ashvale', 'affiliation: the Order', '**Corwin** is a ranger.', '', '## Allies', '* Sister Maelis, a cleric']);
    const receipt = ['====================', 'MAKE ....... Ruger', '===================='];
    assert.deepEqual(linesWithWikiRead(receipt), receipt);
  });

  test('a Markdown heading over a short list of unkeyed items keys the list', () => {
    assert.deepEqual(linesWithMarkdownRead(['## Allies', '* Sister Maelis, a cleric', '* Bram Holloway, a sergeant', '']), ['Allies: Sister Maelis, a cleric; Bram Holloway, a sergeant', '']);
  });

  test('a story keyed by its heading runs on through a sentence that only counts years', () => {
    const story = 'Background: Corwin was a border scout for the city of Westmarch until the night the watchtower burned. He has spent the ten years since tracking the cult.';
    assert.equal(valueOf(story, 'Background'), 'Corwin was a border scout for the city of Westmarch until the night the watchtower burned. He has spent the ten years since tracking the cult.');
  });

  test('a calendar invitation: its dates, title and code, organizer and description; the e-mail around it untouched', () => {
    const lines = linesWithCalendarRead(['Status: approved', 'BEGIN:VEVENT', 'SUMMARY:Contract Closeout (KPA-215)', 'DTSTART;TZID=Eastern:20260302T083000', 'DTEND:20260305T163000', 'UID:abc', 'ORGANIZER;CN=Registrar:mailto:reg@example.com', 'DESCRIPTION:4 days.\\nTuition $1\\,640.00.', 'END:VEVENT']);
    assert.deepEqual(lines, ['Status: approved', 'event course title: Contract Closeout', 'event course code number: KPA-215', 'start date: 2026-03-02', 'end date: 2026-03-05', 'event organizer vendor: Registrar, reg@example.com', '4 days.', 'Tuition $1,640.00.']);
    assert.equal(valueOf('Tuition $1,640.00.', 'Tuition'), '$1,640.00');
  });

  test('a contact card: the name, the organisation, each address whole with its unit, typed phones', () => {
    const card = ['BEGIN:VCARD', 'VERSION:3.0', 'N:Okafor;Chidinma;A.;;', 'FN:Chidinma A. Okafor', 'ORG:Okafor Audio', 'ADR;TYPE=WORK:;Apt 7;3150 Beacon Hill Rd;Columbus;OH;43221;USA', 'TEL;TYPE=CELL:+1-614-555-0187', 'BDAY:19870415', 'END:VCARD'];
    assert.deepEqual(linesWithVcardRead(card), ['name: Chidinma A. Okafor', 'organization: Okafor Audio', 'work address: 3150 Beacon Hill Rd, Apt 7, Columbus, OH 43221, USA', 'mobile phone: +1-614-555-0187', 'date of birth: 1987-04-15']);
  });

  test("an e-mail's signature block is the writer's name, position, office with its address and work contacts", () => {
    const lines = ['Please start my request.', '', '--', 'Terrence J. Whitaker', 'Contract Specialist', 'Office of Acquisition Management', '1900 E St NW, Room 3310, Washington, DC 20415', 'Desk: (202) 555-0148 ext. 204 | t.whitaker@example.gov'];
    assert.deepEqual(linesWithSignatureRead(lines).slice(3), [
      'my name: Terrence J. Whitaker',
      'my position: Contract Specialist',
      'my name and title: Terrence J. Whitaker, Contract Specialist',
      'my office: Office of Acquisition Management, 1900 E St NW, Room 3310, Washington, DC 20415',
      'my office phone: (202) 555-0148 ext. 204',
      'my work email: t.whitaker@example.gov',
    ]);
    assert.deepEqual(linesWithSignatureRead(['Please start it.', '', 'Thanks so much!', '', 'Nnamdi C. Okafor', 'Management and Program Analyst']).slice(4), ['my name: Nnamdi C. Okafor', 'my position: Management and Program Analyst', 'my name and title: Nnamdi C. Okafor, Management and Program Analyst']);
    // A name alone under a closing is a letter's signature; a text written for a client is signed by its sender.
    assert.deepEqual(linesWithSignatureRead(['Hi,', 'Thank you,', 'Rosalind Tibbetts']), ['Hi,', 'Thank you,', 'Rosalind Tibbetts']);
    const forClient = ['On behalf of our client, Mr. Rowe: …', 'Kind regards,', 'Janelle Ferris', 'Paralegal, Whitcombe LLP'];
    assert.deepEqual(linesWithSignatureRead(forClient).slice(2), ["sender's name: Janelle Ferris", "sender's position: Paralegal", "sender's organization: Whitcombe LLP"]);
  });

  test("a CV's header in capitals is a name over a job, not a section", () => {
    const lines = ['MARTA KOWALCZYK-NOWAK', 'Senior Process Engineer', '', 'DRIVING LICENCE', 'Category B', '', 'INTERESTS', 'Sailing', ''];
    assert.deepEqual(linesWithParagraphsUnderLabels(lines).slice(0, 2), ['name: Marta Kowalczyk-Nowak', 'position title: Senior Process Engineer']);
  });

  test("a copied page of an online form: controls go, each block's labels key their values after its heading", () => {
    const page = ['Step 3 of 4 - Review your W-4', 'Save and exit', '', 'Personal information', 'Edit', 'Last name', 'Deshpande-Moore', 'Social Security number', '•••-••-4471', 'Show', '(full number: 604-37-4471)', 'City or town, state, and ZIP code', 'Round Rock, TX 78681', '', 'Other adjustments', 'Optional', '4(a) Other income (not from jobs)', '$900', '4(c) Extra withholding', '$40.00'];
    assert.deepEqual(linesWithScreenRead(page), [
      '',
      'Personal information',
      'Last name: Deshpande-Moore',
      'Social Security number: •••-••-4471 (full number: 604-37-4471)',
      'City or town state and ZIP code: Round Rock, TX 78681',
      '',
      'Other adjustments',
      'Other income 4(a): $900',
      'Extra withholding 4(c): $40.00',
    ]);
  });
});

describe('a copied page of an online form, read further', () => {
  test('a keyed line splits a block; a question and a label with a bracket inside a bracket are labels; "Amount" is of the label above', () => {
    const page = ['Review your W-4', 'Edit', 'Required', 'Optional', '', 'Section 2', 'Do you hold more than one job at a time, or does your spouse also work?', 'Yes', 'Only two jobs in total (check box 2(c))', 'Checked', '', 'Other dependents (x $500)', '1', 'Amount', '$500', '', 'Section 4', '4(c) Extra withholding per pay period', '$50', 'Previous value: $75 (changed 08/01/2025)', 'Worksheet line 4 - Student loan interest, IRA and other adjustments', '$2,500'];
    assert.deepEqual(linesWithScreenRead(page).slice(1), [
      '',
      'Section 2',
      'Do you hold more than one job at a time or does your spouse also work?: Yes',
      'Only two jobs in total: Checked',
      '',
      'Other dependents: 1',
      'Other dependents amount: $500',
      '',
      'Section 4',
      'Extra withholding per pay period 4(c): $50',
      'Previous value: $75 (changed 08/01/2025)',
      'Worksheet line 4 - Student loan interest IRA and other adjustments: $2,500',
    ]);
  });

  test("a former address fills no plain address box; a key naming the form's line may run on", async () => {
    const fields = [fieldAt('Address', 'text', { x: 100, y: 700 })];
    const data = 'Previous address (last 12 months): 71 Dayton St, Milwaukee, WI 53202\nEmail: jt@example.com';
    assert.deepEqual(await mappedValues(fields, [described('Address', 'Address')], data), {});
    assert.equal(valueOf('Worksheet line 4 - Student loan interest IRA and other adjustments: $2,500', 'Worksheet line 4 - Student loan interest IRA and other adjustments'), '$2,500');
  });

  test('a CV\'s job line may go on to the field it is in after a bar', () => {
    const lines = ['PIETER-JAN VERMEULEN', 'Process Engineer | Food & Beverage Automation', ''];
    assert.deepEqual(linesWithParagraphsUnderLabels(lines).slice(0, 2), ['name: Pieter-Jan Vermeulen', 'position title: Process Engineer']);
  });
});

describe("a web form's HTML source", () => {
  const page = [
    '<html><head><title>Vendor W-9</title><style>.x { color: red; }</style></head><body>',
    '<p>Questions? Call AP at (253) 555-0178</p>',
    '<form>',
    '<input type="hidden" name="csrf_token" value="b3f1e0c9">',
    '<input type="hidden" name="requester_name" value="Cascade Yacht Services &amp; Storage LLC">',
    '<label for="legal_name">1. Name (as shown on your income tax return)</label>',
    '<input type="text" id="legal_name" name="legal_name" value="Harborview Marine Electronics, Inc.">',
    '<label for="tax_class">3. Federal tax classification</label>',
    '<select id="tax_class" name="tax_class"><option value="">-- Select --</option><option value="c" selected>C Corporation</option><option value="s">S Corporation</option></select>',
    '<label for="fatca">FATCA code</label><input type="text" id="fatca" name="fatca" value="">',
    '<input type="radio" id="tin_ssn" name="tin_type" value="ssn"><label for="tin_ssn">Social security number</label>',
    '<input type="radio" id="tin_ein" name="tin_type" value="ein" checked><label for="tin_ein">Employer identification number</label>',
    '<label for="ein1">EIN</label><input type="text" id="ein1" name="ein1" value="91"> &ndash; <input type="text" name="ein2" value="4478203">',
    '<label for="addr1">5. Address</label><input type="text" id="addr1" name="addr1" value="7750 Seaport Blvd, Suite 210">',
    '<label for="addr2">6. City, state, and ZIP code</label><input type="text" id="addr2" name="addr2" value="Tacoma, WA 98421">',
    '<input type="checkbox" id="certify" name="certify" checked><label for="certify">I certify</label>',
    '<input type="checkbox" id="backup" name="backup"><label for="backup">Subject to backup withholding</label>',
    '</form><script>var a = "value=1";</script></body></html>',
  ];

  test('controls become "label: value" lines; scripts, styles, machinery, empty and unticked controls say nothing', () => {
    const lines = linesWithHtmlRead(page).filter((line) => line !== '' && line !== '–');
    assert.deepEqual(lines, [
      'Questions? Call AP at (253) 555-0178',
      'requester name: Cascade Yacht Services & Storage LLC',
      'Name: Harborview Marine Electronics, Inc.',
      'Federal tax classification: C Corporation',
      'tin type: Employer identification number',
      'EIN: 91-4478203',
      'Address: 7750 Seaport Blvd, Suite 210',
      'City state and ZIP code: Tacoma, WA 98421',
      'I certify: Yes',
    ]);
    assert.deepEqual(linesWithHtmlRead(['Use <b>bold</b> here.', 'Name: Ana']), ['Use <b>bold</b> here.', 'Name: Ana']);
  });

  test('an address line and a city line under keys of their own are one address', () => {
    const address = parseData('Address: 7750 Seaport Blvd, Suite 210\nCity state ZIP: Tacoma, WA 98421').facts.find((f) => f.address);
    assert.deepEqual(address && [address.address!.street, address.address!.line2, address.address!.city, address.address!.state, address.address!.zip], ['7750 Seaport Blvd', 'Suite 210', 'Tacoma', 'WA', '98421']);
  });
});

describe('a list under the line that introduces it', () => {
  test('the lead-in keys the list, after "the following"; keyed items, notes in lower case and long lists stay as written', () => {
    const abilities = ['Corwin has the following features and traits:', '* Darkvision 60 ft', '* Fey Ancestry – advantage on saves', '* Favored Enemy: gnolls', ''];
    assert.deepEqual(linesWithListsUnderLeadIns(abilities), ['features and traits: Darkvision 60 ft; Fey Ancestry – advantage on saves; Favored Enemy: gnolls', '']);
    const record = ['Details:', '- Name: Ana Ruiz', '- Phone: 555-0100'];
    assert.deepEqual(linesWithListsUnderLeadIns(record), record);
    const changes = ['Changes for the page:', '- pick Toyota instead of Honda', '- replace Default with Approved'];
    assert.deepEqual(linesWithListsUnderLeadIns(changes), changes);
  });

  test('possessions are a character sheet\'s treasure', async () => {
    const fields = [fieldAt('Treasure', 'text', { x: 100, y: 700 }, { multiline: true }), fieldAt('Allies', 'text', { x: 100, y: 500 }, { multiline: true })];
    const data = 'Possessions:\n- A longbow carved from yew\n- 45 gp and a pouch of teeth\n';
    assert.deepEqual(await mappedValues(fields, [described('Treasure', 'Treasure'), described('Allies', 'Allies')], data), { Treasure: 'A longbow carved from yew; 45 gp and a pouch of teeth' });
  });
});

describe('a measure given whole', () => {
  test('"Height: 171 cm" in a box whose sample value is a bare number is the number', async () => {
    const fields = [fieldAt('Height', 'text', { x: 100, y: 700 }, { currentValue: '150' })];
    assert.deepEqual(await mappedValues(fields, [described('Height', 'Height')], 'Height: 171 cm'), { Height: '171' });
  });
});

describe('a game save file (issue 4)', () => {
  test('one word in a box for a paragraph loses to the story under the same key', async () => {
    const fields = [fieldAt('Backstory', 'text', { x: 100, y: 400, height: 120 }, { multiline: true })];
    const data = '[Character]\nbackground=Soldier\n[Lore]\nbackstory=Brannoc served in the Mirabar garrison until a cave-in buried his squad.';
    assert.deepEqual(await mappedValues(fields, [described('Backstory', 'Backstory')], data), { Backstory: 'Brannoc served in the Mirabar garrison until a cave-in buried his squad.' });
  });
});

describe('a settings or save file (issue 4)', () => {
  test('TOML: values unquoted without comments, long strings whole, arrays and tables of arrays as lists; another\'s section prefixed and after', () => {
    const save = [
      '# save file',
      '[meta]',
      'player = "Dana Whitcombe"',
      '[character]',
      'name = "Brannoc Ironquill"',
      'age = 112            # was 121, a typo',
      'backstory = """',
      'Brannoc spent eighty years',
      'at the forges."""',
      '[character.appearance]',
      '# hair = "red"',
      'hair = "iron-grey, braided"',
      'height = "4\'5\\""',
      '[inventory]',
      'equipment = ["warhammer", "shield"]',
      '[[allies]]',
      'name = "Sister Maelis"',
      'note = "mentor"',
      '[[allies]]',
      'name = "Kettle Brightwhistle"',
    ];
    assert.deepEqual(linesWithConfigRead(save), [
      'name: Brannoc Ironquill',
      'age: 112',
      'backstory: Brannoc spent eighty years at the forges.',
      'hair: iron-grey, braided',
      'height: 4\'5"',
      'equipment: warhammer; shield',
      'meta player: Dana Whitcombe',
      'allies: Sister Maelis, mentor; Kettle Brightwhistle',
    ]);
    const prose = ['Name: Ana', 'Eyes = brown'];
    assert.deepEqual(linesWithConfigRead(prose), prose);
  });
});

describe('an address over lines under its label (issue 4)', () => {
  test('"New address:" over a street and a city line is one keyed address; a remark before the colon may end the label line', () => {
    const lines = ['Old address (until last week):', '4120 Collins Ave, apt 1207', 'Miami Beach, FL 33140', '', 'Mailing address: the office, please:', '390 N Orange Ave, Suite 2300', 'Orlando, FL 32801', '', 'Notes:', 'call me', 'tomorrow'];
    assert.deepEqual(linesWithAddressesUnderLabels(lines), [
      'Old address (until last week): 4120 Collins Ave, apt 1207, Miami Beach, FL 33140',
      '',
      'Mailing address: 390 N Orange Ave, Suite 2300, Orlando, FL 32801',
      '',
      'Notes:',
      'call me',
      'tomorrow',
    ]);
  });
});
