/**
 * Texts read once fresh v72 was no longer held out (issue 4, fresh v72 and probe batch 88): a form service's webhook
 * payload (Typeform, JotForm), a survey tool's report of one response (Qualtrics, SurveyMonkey), a Tabletop Simulator
 * save, an accounting journal's buys of shares (ledger-cli, hledger), old social sites' message pages listed newest
 * first, chats pasted with an app's notice or for another's form, and the notes that mend what they hold.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withFormWebhookRead } from '../../../workers/mapping/form-webhooks.js';
import { withSurveyReportRead } from '../../../workers/mapping/survey-reports.js';
import { withTabletopSaveRead } from '../../../workers/mapping/tabletop-saves.js';
import { journalLots } from '../../../workers/mapping/journal-lots.js';
import { withBrokerLotsListed } from '../../../workers/mapping/broker-lots.js';
import { withMessagePagesRead } from '../../../workers/mapping/message-pages.js';
import { chatContentLines, chatMessages } from '../../../workers/mapping/parse-chat.js';
import { chatMessageLines } from '../../../workers/mapping/message-exports.js';
import { linesWithAlignedValuesKeyed } from '../../../workers/mapping/parse-leaders.js';
import { withAgeAddedOnLine, withBlockUnderNamedBoxKeyed, withNumberInBracketsAfterEnding, withStepNumberKept, withValueMadeByChange } from '../../../workers/mapping/lines-said-in-notes.js';
import { writerRoleOf } from '../../../workers/mapping/parse-data.js';

const TYPEFORM = JSON.stringify({
  event_type: 'form_response',
  form_response: {
    submitted_at: '2024-03-14T18:41:58Z',
    hidden: { request: 'new', crm_city: 'Košice' },
    definition: {
      fields: [
        { id: 'f01', ref: 'first_name', type: 'short_text', title: 'Meno / First name' },
        { id: 'f09', ref: 'height', type: 'number', title: 'Výška / Height' },
        { id: 'f10', ref: 'car', type: 'yes_no', title: 'Vodičský preukaz? / Car driving licence?' },
        { id: 'f11', ref: 'languages', type: 'multiple_choice', title: 'Jazyky / Languages' },
        { id: 'f12', ref: 'colour', type: 'multiple_choice', title: 'Obľúbená farba / Favourite colour' },
      ],
    },
    answers: [
      { type: 'text', text: 'Zuzana', field: { id: 'f01', ref: 'first_name' } },
      { type: 'number', number: 171, field: { id: 'f09', ref: 'height' } },
      { type: 'boolean', boolean: false, field: { id: 'f10', ref: 'car' } },
      { type: 'choices', choices: { labels: ['English', 'Deutsch'] }, field: { id: 'f11', ref: 'languages' } },
      { type: 'choice', choice: { other: 'fialová' }, field: { id: 'f12', ref: 'colour' } },
    ],
  },
});

describe('a form service webhook payload', () => {
  test("Typeform's answers are keyed by their questions' English halves, the hidden fields left out", () => {
    const read = withFormWebhookRead(`The automation failed, here is the payload:\n\n${TYPEFORM}\n\nThanks`);
    assert.match(read, /^First name: Zuzana$/m);
    assert.match(read, /^Height: 171$/m);
    assert.match(read, /^Car driving licence\?: no$/m);
    assert.match(read, /^Languages: English, Deutsch$/m);
    assert.match(read, /^Favourite colour: fialová$/m);
    assert.match(read, /^Date submitted: 2024-03-14$/m);
    assert.doesNotMatch(read, /Košice|\bnew\b/);
  });

  test("JotForm's rawRequest is read by the questions pretty lists, so its hidden fields go", () => {
    const raw = JSON.stringify({ q3_fullName: { first: 'Aoife', last: 'Ní Chonghaile' }, q6_height: '168', q7_carLicence: 'Yes', q11_membertype: 'new', q12_crmaddress: 'Flat 3, Upper Salthill' });
    const log = ['formID: 241123504472043', `rawRequest: ${raw}`, 'pretty: Full Name:Aoife Ní Chonghaile, Height:168, Do you hold a full car driving licence?:Yes', 'ip: 89.101.xx.xx', 'created_at: 2024-05-02 22:14:37 (IST)'].join('\n');
    const read = withFormWebhookRead(`Webhook input:\n${log}\n`);
    assert.match(read, /^First name: Aoife$/m);
    assert.match(read, /^Last name: Ní Chonghaile$/m);
    assert.match(read, /^Height: 168$/m);
    assert.match(read, /^Do you hold a full car driving licence\?: Yes$/m);
    assert.match(read, /^Date submitted: 2024-05-02$/m);
    assert.doesNotMatch(read, /Salthill|membertype|formID|89\.101/);
  });

  test('a JSON block that is no webhook payload is left as written', () => {
    const text = 'Record:\n{"name": "Ann", "answers": 3}\n';
    assert.equal(withFormWebhookRead(text), text);
  });
});

describe("a survey tool's report of one response", () => {
  test("Qualtrics' Default Report: each question keyed to its answer, the bookkeeping and embedded data gone", () => {
    const report = [
      'Default Report',
      'Response ID                 R_2QmXv7kPz0aLBc1',
      'Start Date                  01/27/2025 09:14:06',
      '',
      'Q10 - Appointment type - Selected Choice',
      'Career-Conditional',
      '',
      'Q11_1 - Pay plan',
      'GS',
      'Q11_4 - Step',
      '3',
      '',
      'Embedded Data',
      'office_code          A27',
    ].join('\n');
    const read = withSurveyReportRead(report);
    assert.match(read, /^Appointment type: Career-Conditional$/m);
    assert.match(read, /^Pay plan: GS$/m);
    assert.match(read, /^Step: 3$/m);
    assert.doesNotMatch(read, /Start Date|R_2Qm|A27|Default Report/);
  });

  test("SurveyMonkey's response: a part of several keyed by its label, with the question where the label says not whose", () => {
    const report = ['#23', 'COMPLETE', 'Collector:        Web Link 1 (Web Link)', 'Started:          Monday, February 17, 2025 8:41:06 PM', '', 'Page 1: About you', '', 'Q1', 'Your name', 'Halvorsen, Ingrid M.', '', 'Q7', 'Office contact', 'Office phone (with ext.)    (970) 555-0143 x4412', 'Work email                  ingrid@nps.example.gov', '', 'Q15', 'Vendor contact', 'Phone               307-555-0162', 'Email               Respondent skipped this question'].join('\n');
    const read = withSurveyReportRead(report);
    assert.match(read, /^Your name: Halvorsen, Ingrid M\.$/m);
    assert.match(read, /^Office phone \(with ext\.\): \(970\) 555-0143 x4412$/m);
    assert.match(read, /^Work email: ingrid@nps\.example\.gov$/m);
    assert.match(read, /^Vendor contact phone: 307-555-0162$/m);
    assert.doesNotMatch(read, /skipped|Collector|Started|About you|COMPLETE/);
  });

  test('"Q1 - " lines too few to be a report stay as written', () => {
    const text = 'Q1 - budget\nfine\n';
    assert.equal(withSurveyReportRead(text), text);
  });
});

describe('a Tabletop Simulator save', () => {
  const save = JSON.stringify({
    SaveName: 'Saltmarsh',
    ObjectStates: [
      { Name: 'Notecard', Nickname: 'Isolde Varnette (Kaito)', Description: 'Age: 27\nEyes: grey', GMNotes: 'DM ONLY: her brother lives', LuaScriptState: '{"hair":"black"}' },
      { Name: 'Figurine_Custom', Nickname: 'Isolde', Description: 'AC 17 | PP 13' },
      { Name: 'Notecard', Nickname: 'Bram Oakhollow (Tomasz)', Description: 'Age: 41\nEyes: brown' },
    ],
  });

  test("the writer's card is read line by line, hidden notes, script state and another player's card left out", () => {
    const read = withTabletopSaveRead(`here's my card\n\n${save}\n\nthanks\n— Kaito`);
    assert.match(read, /^Character name: Isolde Varnette$/m);
    assert.match(read, /^Age: 27$/m);
    assert.match(read, /^Eyes: grey$/m);
    assert.doesNotMatch(read, /DM ONLY|black|Bram|brown|AC 17/);
  });
});

const LEDGER = `Some notes:
- Skip the Apple lot, your letter already shows its basis.
- The "Harald IRA" entries are my late husband's. Not part of this.
- The KO price is a typo: I keyed $58.34 but the confirm says $58.43. Use $58.43.

2008/06/09=2008/06/12 * Scottrade | Coca-Cola Co (KO)
    Assets:Brokerage          100 KO @ $58.34
    Expenses:Commissions       $7.00
    Assets:Brokerage:Cash

2009/03/12=2009/03/17 * Scottrade | Johnson & Johnson (JNJ)
    Assets:Brokerage           50 JNJ @ $50.06
    Expenses:Commissions       $7.00
    Assets:Brokerage:Cash

2010/05/10=2010/05/13 * Fidelity | Harald IRA - Johnson & Johnson
    Assets:IRA:Harald          30 JNJ @ $63.05
    Expenses:Commissions       $7.95
    Assets:IRA:Harald:Cash

2011/04/26=2011/04/29 * Scottrade | Apple Inc (AAPL)
    Assets:Brokerage           20 AAPL @ $349.65
    Expenses:Commissions       $7.00
    Assets:Brokerage:Cash

2012/08/13 * note: KO 2:1 split -> 200 sh (not booked)
`;

describe("an accounting journal's buys of shares", () => {
  test('ledger-cli: commission in the basis, a noted split, a price put right, lots the prose sets aside left out', () => {
    const read = journalLots(LEDGER)!;
    assert.deepEqual(
      read.lots.map((lot) => [lot.security, lot.tradeDate, lot.settleDate, lot.quantity, lot.basis]),
      [
        ['KO', '2008-06-09', '2008-06-12', 200, 5850],
        ['JNJ', '2009-03-12', '2009-03-17', 50, 2510],
      ],
    );
    assert.equal(read.securities.get('KO')?.name, 'Coca-Cola Co');
    assert.match(withBrokerLotsListed(LEDGER), /\| Coca-Cola Co \| KO \| 06\/09\/2008 \| 06\/12\/2008 \| 200 \| 29\.25 \| 5,850\.00 \|/);
  });

  test("hledger: posting dates, a total price, a correcting entry, a commission rebate and a partial sale", () => {
    const journal = `2009-07-16 * TradeKing | BUY Colgate-Palmolive Co (CL)  ; conf:1
    assets:brokerage             156 CL @ $70.73  ; date:2009-07-21
    expenses:fees:commission     $4.95
    assets:brokerage:cash

2009-07-31 * correction: CL buy of 2009-07-16 keyed as 156 sh, confirm says 165
    assets:brokerage               9 CL @ $70.73
    assets:brokerage:cash

2010-02-08 * TradeKing | BUY AT&T Inc (T)
    assets:brokerage             495 T @ $25.31  ; date:2010-02-11
    expenses:fees:commission     $4.95
    assets:brokerage:cash

2010-05-25 * TradeKing | BUY Chevron Corp (CVX)
    assets:brokerage              45 CVX @@ $3,154.50  ; date:2010-05-28
    expenses:fees:commission     $4.95
    assets:brokerage:cash

2010-06-04 * TradeKing | commission rebate on CVX trade
    expenses:fees:commission     $-4.95
    assets:brokerage:cash

2014-05-19 * TradeKing | SELL part of AT&T (T)
    assets:brokerage            -165 T {$25.31} @ $35.62
    expenses:fees:commission     $4.95
    assets:brokerage:cash
`;
    const read = journalLots(journal)!;
    assert.deepEqual(
      read.lots.map((lot) => [lot.security, lot.settleDate, lot.quantity, lot.basis]),
      [
        ['CL', '2009-07-21', 165, 11675.4],
        ['T', '2010-02-11', 330, 8355.6],
        ['CVX', '2010-05-28', 45, 3154.5],
      ],
    );
  });

  test('a text with no journal of buys is none', () => {
    assert.equal(journalLots('2024/01/02 * Coffee\n    Expenses:Food  $4.00\n    Assets:Cash\n'), undefined);
  });
});

describe('message pages and chats', () => {
  test("a MySpace conversation listed newest first is read oldest first, a display name's decorations dropped", () => {
    const message = (name: string, at: string, said: string) => `<li class="message"><div class="sender"><span class="displayName">${name}</span></div>\n<div class="timestamp">${at}</div>\n<div class="body"><p>${said}</p></div>\n</li>`;
    const page = `<ul class="messages">\n${message('Andre', 'Mar 3, 2011 9:48 PM', 'last')}\n${message('KeKe &#9829; Aaliyah', 'Mar 2, 2011 7:40 PM', 'middle')}\n${message('Andre', 'Feb 20, 2011 4:03 PM', 'first')}\n</ul>`;
    const read = withMessagePagesRead(page);
    const lines = read.split('\n').filter((line) => line.startsWith('['));
    assert.deepEqual(lines, ['[2011-02-20 16:03] Andre: first', '[2011-03-02 19:40] KeKe: middle', '[2011-03-03 21:48] Andre: last']);
  });

  test("Facebook's old download page is read as a chat", () => {
    const message = (name: string, at: string, said: string) => `<div class="message"><div class="message_header"><span class="user">${name}</span><span class="meta">${at}</span></div></div><p>${said}</p>`;
    const page = [message('Renee Okafor', 'Friday, February 18, 2011 at 9:03pm CST', 'later'), message('Derek Okafor', 'Sunday, February 13, 2011 at 8:20pm CST', 'earlier')].join('\n');
    assert.match(withMessagePagesRead(page), /\[2011-02-13 20:20\] Derek Okafor: earlier\n\[2011-02-18 21:03\] Renee Okafor: later/);
  });

  test('a chat line names a sender without the flags and hearts of their display name', () => {
    assert.deepEqual(chatMessageLines('2024-08-29 20:14', 'Bohdan K. 🇺🇦', ['Привіт']), ['[2024-08-29 20:14] Bohdan K.: Привіт']);
  });

  test("a WhatsApp export's encryption notice between the marker and the first message leaves it a chat", () => {
    const lines = ['Fill it in please.', 'G.', '--- WhatsApp Chat with Tomek.txt ---', '14.09.2024, 18:02 - Messages and calls are end-to-end encrypted.', '14.09.2024, 18:02 - Tomek: Is the Mossberg still for sale?', '14.09.2024, 18:10 - Grzegorz Wróbel: Yes, 520.', '14.09.2024, 18:25 - Tomek: 400?'];
    const messages = chatMessages(lines);
    assert.ok(messages);
    assert.deepEqual([...new Set(messages.map((m) => m.speaker))], ['', 'tomek', 'grzegorz wróbel']);
  });

  test("the writer filling the form of another speaker has every speaker's messages read", () => {
    const lines = ["I'm Andre, she's Keisha (\"KeKe\"). Please fill her 1040 from it.", '', '[2011-02-20 16:03] Andre: send me your info', '[2011-02-21 20:15] KeKe: Keisha L. Durant, SSN 409-58-3316', '[2011-02-22 20:15] Andre: REDO line 7 wages = 22,966', '[2011-02-23 20:15] KeKe: my cell 901-555-0172'];
    const read = chatContentLines(lines)!.join('\n');
    assert.match(read, /409-58-3316/);
    assert.match(read, /22,966/);
    assert.match(read, /901-555-0172/);
  });

  test("a record the signing writer gives in the chat under their own whole name is theirs", () => {
    const lines = ['Fill in the bill of sale please.', 'G.', '', '[2024-09-20 20:14] Grzegorz Wróbel: For the paper: Grzegorz P. Wróbel, 5318 N Austin Ave, Chicago, IL 60630', '[2024-09-20 20:15] Tomek: ok', '[2024-09-20 20:16] Grzegorz Wróbel: thanks'];
    assert.ok(chatContentLines(lines)!.includes('My details: Grzegorz P. Wróbel, 5318 N Austin Ave, Chicago, IL 60630'));
  });

  test("another speaker's line keyed in any words, a whole name and then a street address, is their details for the paper", () => {
    const lines = ['Fill in the bill of sale please.', 'G.', '', '[2024-09-20 20:14] Grzegorz Wróbel: Serial V1483207', '[2024-09-20 22:09] Tomek: Dzięki. Moje dane: Tomasz J. Krawczyk (tak jest w prawie jazdy), 8136 W Lawrence Ave, Apt 2, Norridge, IL 60706.', '[2024-09-20 22:10] Grzegorz Wróbel: ok'];
    assert.ok(chatContentLines(lines)!.includes('Other side of the deal: Tomasz J. Krawczyk (tak jest w prawie jazdy), 8136 W Lawrence Ave, Apt 2, Norridge, IL 60706.'));
  });

  test("the writer's side said in another language with its pronoun", () => {
    assert.equal(writerRoleOf(['Ja SPRZEDAJĘ, Tomek kupuje.']), 'seller');
    assert.equal(writerRoleOf(['Yo compro el rifle.']), 'buyer');
    assert.equal(writerRoleOf(['Продаю свою CZ 457.']), undefined);
  });
});

describe('notes that mend what was pasted', () => {
  test('a number described by its last digits, the whole number in brackets after it', () => {
    assert.equal(withNumberInBracketsAfterEnding('7. My account number is the Schwab one ending 2093 (8841-2093).'), '7. My account number is 8841-2093.');
  });

  test('a sentence naming a box in quotes over an indented block keys the block by the box', () => {
    const text = 'Please enter our name and address in the "Requester\'s name and address" box:\n\n    Hacienda Miramar Hotel LLC\n    1055 Ashford Ave, San Juan, PR 00907\n\nThanks';
    assert.match(withBlockUnderNamedBoxKeyed(text), /^Requester's name and address: Hacienda Miramar Hotel LLC, 1055 Ashford Ave, San Juan, PR 00907$/m);
    const unindented = 'Put this in the "Remarks" box:\nNone\n';
    assert.equal(withBlockUnderNamedBoxKeyed(unindented), unindented);
  });

  test("a keyed step whose note gives the grade too keeps the step's number", () => {
    assert.equal(withStepNumberKept("- Step: she got her WGI effective 01/12/2025, so she's GS-11 step 4 now, not 3."), '- Step: 4');
  });

  test('a keyed note telling of a change takes what it made the person', () => {
    assert.equal(withValueMadeByChange('* Appointment: her term appointment was converted - SF-50 effective 03/16/2025 makes her Career-Conditional.'), '* Appointment: Career-Conditional');
    assert.equal(withValueMadeByChange('Appointment: Career'), 'Appointment: Career');
  });

  test('someone no longer an ally leaves the list of allies given after the note', () => {
    const facts = factsOf("Notes:\n- Gellan Rook is NOT an ally anymore after session 14. take him off.\n\nAllies: Captain Merrow Venn; Sister Abeline of the chapel; Gellan Rook (fence, Seahaven)\n");
    assert.deepEqual(valuesOf(facts, 'Allies'), ['Captain Merrow Venn; Sister Abeline of the chapel']);
  });

  test('an age with the years since added in brackets', () => {
    assert.equal(withAgeAddedOnLine('Age: 27 at campaign start (+2 yrs after the winter time skip)'), 'Age: 29');
  });

  test("a caption with commas whose value sits in the block's column", () => {
    const lines = ['Name (First, Middle, Last, Suffix)            Roseline Marie Jean-Baptiste', 'Alternate Names                                Roseline M. Pierre', 'Social Security Number                         ***-**-4471', 'Date of Birth (mm/dd/yyyy)                     04/23/1986'];
    assert.equal(linesWithAlignedValuesKeyed(lines)[0], 'Name (First, Middle, Last, Suffix): Roseline Marie Jean-Baptiste');
  });

  test('notes the writer says to use over a pasted survey win over its answers', () => {
    const text = [
      'Please use these over the survey:',
      '- Grade: 9',
      '- Appointment: Career-Conditional',
      '',
      '======================================================================',
      'Default Report',
      'Q10 - Type of appointment - Selected Choice',
      'Term',
      '',
      'Q11_3 - Grade',
      '07',
      '',
      'Q12 - Series',
      '0025',
      '======================================================================',
    ].join('\n');
    const facts = factsOf(text);
    assert.deepEqual(valuesOf(facts, 'Grade'), ['9']);
    assert.deepEqual(valuesOf(facts, 'Type of appointment'), []);
    assert.deepEqual(valuesOf(facts, 'Series'), ['0025']);
  });
});
