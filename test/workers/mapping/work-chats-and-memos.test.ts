/**
 * Work chats, memoranda and family e-mails (issue 4, fresh v27 read): a chat copied with the day of the week in its
 * stamps and each person's team after their name; a "who" question answered with a name; a support chat without
 * stamps; a memorandum whose heading is one message; a supervisor's request for an employee; a son writing for his
 * mother, the seller; a W-4's worksheet said line by line; a correction written above the message it mends.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { SELF } from '../../../workers/mapping/parties.js';
import { chatContentLines, informalSentences, questionKeys, speakerTranscriptLines } from '../../../workers/mapping/parse-chat.js';
import { applyRevisions, applySwaps } from '../../../workers/mapping/corrections.js';
import { withLowercaseTextCased } from '../../../workers/mapping/lowercase-text.js';
import { findPayGrade } from '../../../workers/mapping/parse-pay-grade.js';
import { answerAsKeyedLines } from '../../../workers/mapping/parse-chat.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { printedLineNumber } from '../../../workers/mapping/field-profile.js';

const factsOf = (text: string) => parseData(text).facts;
const factOf = (facts: Fact[], value: string) => facts.find((f) => f.value === value);

describe('a work chat', () => {
  const chat = [
    '[Mon 3/10/2025 9:02 AM] Dana Ruiz (Escrow): morning! can you draft the POA for the Whitcomb sale?',
    '[9:03 AM] Dana Ruiz (Escrow): principal is Helen T. Whitcomb. she lives in Tucson now',
    "[9:03 AM] Sam Obi (Doc Prep): sure. who's the attorney-in-fact?",
    '[9:05 AM] Dana Ruiz (Escrow): her son, Martin R. Whitcomb, of Skokie',
    '[9:10 AM] Sam Obi (Doc Prep): ok. contact info for the principal block under her signature?',
    '[9:12 AM] Dana Ruiz (Escrow): 88 W Orange Grove Rd, Apt 3, Tucson, AZ 85704 / (520) 555-0199 / hwhitcomb@example.com',
    '[9:13 AM] Dana Ruiz (Escrow): witness is her neighbor Rosa Ibarra',
  ];

  test('stamps with the day of the week and names with a team in brackets are messages', () => {
    const lines = chatContentLines(chat);
    assert.ok(lines);
    assert.ok(lines.some((line) => line.startsWith('principal is Helen T. Whitcomb')));
    assert.ok(!lines.some((line) => line.includes('9:05 AM')));
  });

  test('"who\'s the attorney-in-fact?" is answered by the name the next message gives, and the town after it', () => {
    // (Said as the role's line: the name and the town are read from it, parse-data.ts personOpeningRoleLine.)
    assert.ok(chatContentLines(chat)!.includes('attorney-in-fact: her son, Martin R. Whitcomb, of Skokie'));
    const facts = factsOf(chat.join('\n'));
    assert.equal(facts.find((f) => f.key === 'attorney-in-fact name')?.value, 'Martin R. Whitcomb');
    assert.equal(facts.find((f) => f.key === 'attorney-in-fact city of residence')?.value, 'Skokie');
  });

  test('"contact info for the principal block under her signature?" asks for the principal\'s contacts, given between slashes', () => {
    assert.deepEqual(questionKeys('contact info for the principal block under her signature?'), ['principal contact info']);
    const lines = chatContentLines(chat)!;
    assert.ok(lines.includes('principal contact info: 88 W Orange Grove Rd, Apt 3, Tucson, AZ 85704'));
    assert.ok(lines.includes('principal contact info: (520) 555-0199'));
  });

  test('"property is her condo, 1840 Sheridan Road, …": a property\'s address is what a deed calls it "commonly known as"', () => {
    const facts = factsOf('property is her condo, 1840 Sheridan Road, Unit 5D, Evanston, IL 60201');
    assert.ok(facts.some((f) => f.address && /commonly known as$/.test(f.key)));
    assert.ok(!factsOf('My house is at 418 North Locust Street, Bloomington, IL 61701').some((f) => /commonly known as/.test(f.key)));
  });

  test('roles named at the start of a message in lower case, "witness is her neighbor …" too', () => {
    const facts = factsOf(chat.join('\n'));
    assert.equal(factOf(facts, 'Helen T. Whitcomb')?.party, SELF);
    assert.equal(factOf(facts, 'Rosa Ibarra')?.party, 'witness');
    assert.equal(factOf(facts, 'Martin R. Whitcomb')?.party, 'agent');
  });
});

describe('a request written for someone else', () => {
  const memo = [
    'MEMORANDUM',
    '',
    'Date:     August 25, 2025',
    'To:       Training Coordinator',
    'From:     Paul Verhoeven, Supervisory Geologist',
    'Subject:  SF-182 request - course attendance for Nadia Osei',
    '',
    '1. Please prepare an SF-182 so that Nadia Osei can attend the course. I will sign as her first-line supervisor.',
    '2. Her e-mail is nosei@example.gov.',
    '',
    'Questions to me at (720) 555-0140 or pverhoeven@example.gov.',
  ].join('\n');

  test('"so that Nadia Osei can attend" names whom the form is about', () => {
    assert.equal(factsOf(memo).find((f) => f.person?.full === 'Nadia Osei')?.party, SELF);
  });

  test("a memorandum's heading is one message, so the request's details are not all the sender's", () => {
    // (The address with Nadia Osei's names in it is hers, whom the form is about, and not the writer's.)
    const email = factOf(factsOf(memo), 'nosei@example.gov');
    assert.equal(email?.party, SELF);
    assert.equal(email?.writerRole, undefined);
  });

  test('the writer who will sign as her supervisor gives the supervisor\'s phone and e-mail', () => {
    const facts = factsOf(memo);
    assert.equal(factOf(facts, '(720) 555-0140')?.party, 'supervisor');
    assert.equal(factOf(facts, 'pverhoeven@example.gov')?.party, 'supervisor');
  });

  test('the memorandum\'s "From:" line gives the supervisor\'s name and title', () => {
    const facts = factsOf(memo);
    assert.equal(facts.find((f) => f.key === 'supervisor name and title')?.value, 'Paul Verhoeven, Supervisory Geologist');
  });

  test('"Ms. Osei (Osei, Nadia R. in HR Connect) is a Geologist, …, and she is non-supervisory"', () => {
    const facts = factsOf(`${memo}\n3. Ms. Osei (Osei, Nadia R. in HR Connect) is a Geologist, GS-1350, and she is non-supervisory.`);
    assert.equal(facts.find((f) => f.key === 'name as on record')?.person?.middle, 'R.');
    assert.equal(facts.find((f) => /job title/.test(f.key))?.value, 'Geologist');
    assert.equal(facts.find((f) => f.key === 'position level')?.value, 'Non-supervisory');
  });
});

describe('a son writing for his mother', () => {
  const text = [
    'As I mentioned, my mother, Ruth Adler, wants to sell my late father\'s rifle to our neighbor, Tom Price.',
    "Mom's address is 14 Linden Ct, Peoria, IL 61614.",
    "Mom's driver's license is A100-2233-4455 and Tom's is P510-6677-8899.",
    'Best regards,',
    'Daniel Adler',
  ].join('\n');

  test('someone named who "wants to sell" is the seller', () => {
    assert.equal(factsOf(text).find((f) => f.key === 'seller name')?.value, 'Ruth Adler');
  });

  test('"Mom\'s address" is the seller\'s, once the text has made the mother the seller', () => {
    assert.equal(factOf(factsOf(text), '14 Linden Ct, Peoria, IL 61614')?.party, 'seller');
  });

  test('"Mom\'s driver\'s license is … and Tom\'s is …": each number its owner\'s', () => {
    const facts = factsOf(text);
    assert.equal(factOf(facts, 'A100-2233-4455')?.party, 'seller');
    assert.equal(factOf(facts, 'P510-6677-8899')?.party, 'buyer');
  });
});

describe('a support chat without time stamps', () => {
  const chat = [
    'Chat transcript - Member Services',
    'Started: Thursday, October 2, 2025, 3:14 PM PDT',
    'Jenna (Member Services): Hi there! What can I help you with today?',
    'Visitor: hey. need to fix my registration',
    'Jenna (Member Services): No problem. Can I get your full name first?',
    'Visitor: Marcus Delgado-Whitfield. first name Marcus, the hyphenated part is the last name',
    'Jenna (Member Services): Thanks, Marcus. Languages?',
    'Visitor: english yes',
    'Chat ended: 3:22 PM PDT',
  ];

  test('an agent named with their team and a "Visitor" are speakers, the chat\'s heading and closing lines no speaker\'s', () => {
    const lines = speakerTranscriptLines(chat);
    assert.ok(lines);
    assert.ok(lines.includes('Languages: english yes'));
  });

  test('"Buyer (Luis):" is a role with a name in brackets, not a team: that thread is no transcript', () => {
    const thread = ['Buyer (Luis): Would you take $400 cash?', 'Seller (Hank): $425 and it\'s yours.', 'Buyer (Luis): Deal, $425 cash.', 'Seller (Hank): Date it November 8, 2025.'];
    assert.equal(speakerTranscriptLines(thread), undefined);
  });

  test('an abbreviation with stops inside it ends no typed sentence: "M.S. in Civil Engineering"', () => {
    assert.deepEqual(informalSentences('M.S. in Civil Engineering, Colorado State, 2014'), ['M.S. in Civil Engineering, Colorado State, 2014']);
    assert.deepEqual(informalSentences('Marcus Delgado-Whitfield. first name Marcus'), ['Marcus Delgado-Whitfield.', 'first name Marcus']);
  });

  test('"Can I get your full name first?" asks for the full name, answered before a lower-case remark', () => {
    assert.deepEqual(questionKeys('Can I get your full name first?'), ['full name']);
    assert.ok(speakerTranscriptLines(chat)!.includes('full name: Marcus Delgado-Whitfield'));
  });
});

describe("a W-4's worksheet said line by line", () => {
  const text = [
    'Worksheet on the top part: A is 1. D is 2 for our two kids, F is 1 because we pay for daycare, and G is 4. That makes H = 8.',
    'I did the two-earners worksheet on the back too: line 1 is 8, line 2 is 4 (his job pays about $24,000), so line 3 is 4, and 4 is what goes on line 5 of the certificate.',
  ].join('\n');

  test('each letter and each line number keys its entry; the worksheet named before them is theirs', () => {
    const facts = factsOf(text);
    const entry = (key: string) => facts.filter((f) => f.key === key).map((f) => f.value);
    assert.deepEqual(entry('line A'), ['1']);
    assert.deepEqual(entry('line D'), ['2']);
    assert.deepEqual(entry('line G'), ['4']);
    assert.deepEqual(entry('two earner worksheet line 1'), ['8']);
    assert.deepEqual(entry('two earner worksheet line 3'), ['4']);
    assert.deepEqual(entry('certificate line 5'), ['4']);
  });

  test('"line 2 is 4" is not also a number keyed "line 2" that names no worksheet', () => {
    assert.ok(!factsOf(text).some((f) => f.key === 'line 2'));
  });

  test("a worksheet's step whose number is printed again by its box is its line", () => {
    const label = '1 Enter the number from line H, page 1';
    const context = `Two-Earners/Multiple Jobs Worksheet / ${label} (or from line 10 above if you used the Deductions and Adjustments Worksheet)  1`;
    assert.equal(printedLineNumber(label, context), '1');
    assert.equal(printedLineNumber('5 Add lines 3 and 4 and enter the total', '5 Add lines 3 and 4 and enter the total'), undefined);
  });
});

describe('values a message states in passing', () => {
  test('"My EAD card shows USCIS# 215-448-903": the USCIS number is the A-number', () => {
    const facts = factsOf('My EAD card shows USCIS# 215-448-903, which I understand is the same as my A-number.');
    assert.equal(facts.find((f) => /alien registration number/.test(f.key))?.value, '215448903');
  });

  test('"please put September 19, 2025 as the date": a value and what it is on the form', () => {
    assert.equal(factOf(factsOf('I can come on Friday to sign it, so please put September 19, 2025 as the date.'), 'September 19, 2025')?.key, 'date');
  });

  test('a correction written above the message it quotes mends the quoted message\'s value', () => {
    const sentences = ['Hi again, one correction to my message below.', 'It is 19107, not 19106.', 'From: Karthik Iyer', 'For mail, please use PO Box 40962, Philadelphia, PA 19106.'];
    const facts = [{ value: 'PO Box 40962, Philadelphia, PA 19106', sentence: sentences[3]! }];
    assert.equal(applySwaps(facts, sentences)[0]!.value, 'PO Box 40962, Philadelphia, PA 19107');
  });
});

describe('a letter and an e-mail about a form', () => {
  test('"The form should be in the name of the trust …: Harold J. Whitcomb Irrevocable Trust"', () => {
    const facts = factsOf('The form should be in the name of the trust exactly as it appears on our IRS paperwork: Harold J. Whitcomb Irrevocable Trust. There is no separate business name.');
    const name = factOf(facts, 'Harold J. Whitcomb Irrevocable Trust');
    assert.equal(name?.key, 'name as shown on the tax return');
    assert.equal(name?.organisation, true);
  });

  test('"our owner number RM-004417 on the account line": the number for the account line', () => {
    assert.equal(factOf(factsOf('Please write your company name in the requester box, and our owner number RM-004417 on the account line.'), 'RM-004417')?.key, 'account number');
  });

  test('"Height 3\'1\", weight 38 lb" and "She\'s in the Lords\' Alliance", said in passing', () => {
    const facts = factsOf('She\'s a halfling. Height 3\'1", weight 38 lb. She\'s in the Lords\' Alliance - he wanted the Zhentarim.');
    assert.equal(facts.find((f) => f.key === 'Height')?.value, '3\'1"');
    assert.equal(facts.find((f) => /faction/.test(f.key))?.value, "Lords' Alliance");
  });
});

describe('threads and chatbots typed in lower case', () => {
  const slack = [
    'marco  9:41 AM',
    'hey can u send me our details for the w9',
    '',
    'jen  9:52 AM',
    'legal name is ridgeback provisions llc. the name we use (dba) is harbor & vine catering',
    '',
    'marco  9:55 AM',
    'ein?',
    '',
    'jen  9:58 AM',
    '47-2290518',
    '',
    'jen  9:59 AM',
    'wait no thats the old one from my sole prop :face_palm: use 83-1147306',
    '',
    'marco  10:00 AM',
    'cool',
  ];

  test('a Slack thread copied with each stamp over its message, and answers keyed by the other partner\'s questions', () => {
    const lines = chatContentLines(slack);
    assert.ok(lines);
    assert.ok(lines.includes('ein: 47-2290518'));
    assert.ok(!lines.some((line) => /9:41/.test(line)));
  });

  test('"wait no thats the old one … use 83-1147306": the number given before takes the new one', () => {
    const facts = factsOf(slack.join('\n'));
    assert.deepEqual(facts.filter((f) => f.typed?.kind === 'ein').map((f) => f.value), ['83-1147306']);
    const revised = applyRevisions([
      { key: 'ein', topic: '', value: '47-2290518', sentence: 'ein: 47-2290518', typed: { kind: 'ein' } },
      { key: 'use', topic: '', value: '83-1147306', sentence: 'wait no thats the old one from my sole prop use 83-1147306', typed: { kind: 'ein' } },
    ]);
    assert.deepEqual(revised.map((f) => [f.key, f.value]), [['ein', '83-1147306']]);
  });

  test("a business's name typed in lower case gets its capitals, its legal suffix in capitals", () => {
    const cased = withLowercaseTextCased(slack.join('\n'));
    assert.match(cased, /legal name is Ridgeback Provisions LLC\./i);
    assert.match(cased, /\(dba\) is Harbor & Vine Catering/);
  });

  test("a chatbot's transcript: the person's lower-case lines are cased, the bot's are left as they are", () => {
    const bot = [
      "Bot: Hi! I'm TrainBot. What's your full name?",
      'You: marguerite j hollis',
      "Bot: What's your organization's mailing address?",
      'You: office of grants management, 330 independence ave sw, washington dc 20201',
      'Bot: Do you need a special accommodation?',
      'You: yes. im hard of hearing, need cart captioning for any live discussion parts',
      'Bot: Course title and number?',
      'You: data visualization with tableau, TBL-210',
      'Bot: Pay plan, series, grade, step?',
      'You: gs 0343 11 step 2 and that is all from me today thanks',
    ].join('\n');
    const cased = withLowercaseTextCased(bot);
    assert.match(cased, /330 Independence Ave Sw, Washington DC 20201/);
    const lines = speakerTranscriptLines(cased.split('\n'))!;
    assert.ok(lines.includes('full name: Marguerite J. Hollis'));
    assert.ok(lines.includes('special accommodation: Yes'));
    assert.ok(lines.includes('Course title: Data visualization with tableau'));
    assert.ok(lines.includes('number: TBL-210'));
  });

  test('answers paired with the things asked only when each clause is a bare value', () => {
    assert.equal(answerAsKeyedLines(['type of appointment', 'position level'], 'Career appointment, non-supervisory'), undefined);
    assert.equal(answerAsKeyedLines(['exempt payee code', 'fatca code'], 'neither applies to us, leave those blank'), undefined);
    assert.equal(answerAsKeyedLines(['surname', 'spelling'], "That's it, yeah"), undefined);
  });

  test('"gs 0343 11 step 2": a pay notation typed in lower case with spaces', () => {
    assert.deepEqual(findPayGrade('gs 0343 11 step 2').map((p) => p.value), ['GS', '0343', '11', '2']);
  });

  test('"no. llc taxed as a partnership": a lower-case "no." before a word is an answer, not "number"', () => {
    assert.deepEqual(informalSentences('no. llc taxed as a partnership'), ['no.', 'llc taxed as a partnership']);
    assert.deepEqual(informalSentences('Suite no. 4'), ['Suite no. 4']);
  });
});

describe('a voicemail said without stops', () => {
  test('"K as in kilo nine one four two two oh six": a letter and its digits read out are one code', () => {
    assert.equal(withSpokenNumbers('okay it\'s K as in kilo nine one four two two oh six so K nine one four two two oh six'), "okay it's K9142206 so K9142206");
  });

  test('"greg dot palmisano at gmail dot com": an e-mail address read out; "meet at the office" is none', () => {
    assert.equal(withSpokenNumbers('email it to greg dot palmisano at gmail dot com please'), 'email it to greg.palmisano@gmail.com please');
    assert.equal(withSpokenNumbers('meet at the office dot then'), 'meet at the office dot then');
  });

  test('"Serial number is uh hold on let me flip it over okay it\'s K9142206 …": the value after the pause', () => {
    const facts = factsOf('The seller is Walter Dziedzic. Serial number is uh hold on let me flip it over okay it\'s K9142206 so K9142206 there\'s no dashes.');
    assert.equal(facts.find((f) => f.key === 'Serial number')?.value, 'K9142206');
  });

  test('"the buyer is me Gregory Palmisano"; "mine is P… Illinois and Walt\'s is D… also Illinois"', () => {
    const facts = factsOf(
      'Okay so the buyer is me Gregory Palmisano. The seller is Walter Dziedzic. Driver\'s licenses mine is P as in papa one five two four four seven eight three oh one six Illinois and Walt\'s is D as in delta two three five oh six six one nine eight two seven also Illinois.',
    );
    assert.equal(facts.find((f) => f.person?.full === 'Gregory Palmisano')?.party, 'buyer');
    assert.equal(factOf(facts, 'P152-4478-3016')?.party, SELF);
    assert.equal(factOf(facts, 'D235-0661-9827')?.party, 'seller');
  });
});

describe('texts with payroll', () => {
  const thread = [
    'Payroll (Keisha, North Shore Millwork): Hi Tomas! Text me the answers and I\'ll fill it in.',
    'Tomas: ok sounds good',
    'Payroll: Got it. So 5 on line 5?',
    'Tomas: no. ln 5: 4. we owed last yr',
    'Payroll: Any extra per paycheck, line 6?',
    'Tomas: ya $25/chk',
  ];

  test('an office and the person it asks are a transcript\'s two speakers', () => {
    assert.ok(speakerTranscriptLines(thread));
  });

  test('a guess the answer turns down ("So 5 on line 5?" / "no. ln 5: 4") says nothing', () => {
    const lines = speakerTranscriptLines(thread)!;
    assert.ok(!lines.some((line) => line.includes('5 on line 5')));
    const facts = factsOf(thread.join('\n'));
    assert.ok(facts.some((f) => /\b(?:ln|line) 5$/.test(f.key) && f.value === '4'));
    assert.ok(!facts.some((f) => f.value === '5'));
  });

  test('"Any extra per paycheck, line 6?" keys the answer with its line; "line 6" itself is no value', () => {
    assert.deepEqual(questionKeys('Any extra per paycheck, line 6?'), ['extra per paycheck line 6']);
    assert.ok(speakerTranscriptLines(thread)!.includes('extra per paycheck line 6: $25/chk'));
    assert.ok(!factsOf(thread.join('\n')).some((f) => f.key === 'line' && f.value === '6'));
  });
});

describe("a chatbot's questions", () => {
  test('"Last one: your first-line supervisor\'s name and title?" asks one thing, as a form\'s box does', () => {
    assert.deepEqual(questionKeys("Last one: your first-line supervisor's name and title?"), ["first-line supervisor's name and title"]);
    assert.deepEqual(questionKeys('Full name, address and phone?'), ['Full name', 'address', 'phone']);
  });

  test('"Who is the vendor? Please include their mailing address." keys the answer by its question', () => {
    const lines = speakerTranscriptLines(['Bot: Who is the vendor? Please include their mailing address.', 'You: Brightpath Academy, 1200 Wilson Blvd Ste 300, Arlington VA 22209', 'Bot: Thanks!', 'You: ok']);
    assert.ok(lines?.includes('vendor: Brightpath Academy, 1200 Wilson Blvd Ste 300, Arlington VA 22209'));
  });

  test('"non sup", "non govt", "bachelors": short answers said in full', () => {
    assert.equal(expandAbbreviations('non sup'), 'non-supervisory');
    assert.equal(expandAbbreviations('non govt'), 'non government');
    assert.equal(expandAbbreviations('bachelors (poli sci)'), "bachelor's degree (poli sci)");
  });

  test('a position level answered alone is the position\'s level; a question listing the levels is none', () => {
    assert.equal(factsOf('Non sup').find((f) => f.key === 'position level')?.value, 'Non-supervisory');
    assert.equal(factsOf('Is your position non-supervisory, supervisory, manager, or executive?').find((f) => f.key === 'position level'), undefined);
  });
});

describe('a partner\'s details for the W-9', () => {
  test('"the catering name we use (dba) is Harbor & Vine Catering": the name done business as', () => {
    const facts = factsOf('Legal name is Ridgeback Provisions LLC. The catering name we use (dba) is Harbor & Vine Catering.');
    assert.ok(facts.some((f) => f.value === 'Harbor & Vine Catering'));
  });

  test('"they gave us vendor # LEC-V-0392, put that in the account numbers line": the code for that line', () => {
    // (It is also read as the vendor's number, "vendor # …"; the line it goes on is said too.)
    const keys = factsOf('They gave us vendor # LEC-V-0392, put that in the account numbers line.').filter((f) => f.value === 'LEC-V-0392').map((f) => f.key);
    assert.ok(keys.includes('account numbers'), keys.join(', '));
  });

  test('"requester name and address box, is that them?" is answered by a name and an address typed in lower case', () => {
    assert.deepEqual(questionKeys('requester name and address box, is that them?'), ['requester name and address box']);
    assert.deepEqual(answerAsKeyedLines(['requester name and address box'], 'yeah lakeview events center, 1500 Shelburne Rd, South Burlington VT 05403'), [
      'requester name and address box: lakeview events center, 1500 Shelburne Rd, South Burlington VT 05403',
    ]);
  });
});
