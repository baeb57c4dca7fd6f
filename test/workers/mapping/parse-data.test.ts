import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseData, splitClauses, writerRoleOf } from '../../../workers/mapping/parse-data.js';
import { withoutListMarker } from '../../../workers/mapping/parse-record.js';
import { splitSentences } from '../../../workers/mapping/sentences.js';

function factsOf(text: string): { key: string; topic: string; value: string }[] {
  return parseData(text).facts.map((f) => ({ key: f.key, topic: f.topic, value: f.value }));
}

describe('parsing free text', () => {
  test('"Key: value" and "Key = value" lines, and pipe-separated pairs', () => {
    const facts = factsOf('Character name: Thessaly Vane\nAge: 27 | Height: 5\'7" | Weight: 130 lb\nColour = green');
    for (const [key, value] of [
      ['Character name', 'Thessaly Vane'],
      ['Age', '27'],
      ['Height', '5\'7"'],
      ['Weight', '130 lb'],
      ['Colour', 'green'],
    ]) {
      assert.ok(facts.some((f) => f.key === key && f.value === value), `${key}: ${value}`);
    }
  });

  test('a long answer keeps its sentences and its full stop; a short one loses the stop', () => {
    const facts = factsOf('Backstory: Raised in a lighthouse on the coast, she learned the tides. Then she left home.\nAppointment: Career.');
    assert.ok(facts.some((f) => f.key === 'Backstory' && f.value === 'Raised in a lighthouse on the coast, she learned the tides. Then she left home.'));
    assert.ok(facts.some((f) => f.key === 'Appointment' && f.value === 'Career'));
  });

  test('JSON objects are flattened into key paths; a boolean reads as a yes or a no', () => {
    const parsed = parseData('{"applicant": {"firstName": "Ada", "address": {"city": "London"}}, "subscribe": true}');
    const facts = parsed.facts.map((f) => [f.topic, f.key, f.value]);
    assert.deepEqual(facts, [
      ['applicant', 'first Name', 'Ada'],
      ['applicant address', 'city', 'London'],
      ['', 'subscribe', 'Yes'],
    ]);
  });

  test('prose: names, addresses, "my X is Y", short "key VALUE" clauses and typed values with their words', () => {
    const parsed = parseData(
      "I'm Sophie Marchetti, and I live at Via Roma 14, Scala B, 20121 Milano, Italy. My favourite colour is green. " +
        'Pay plan GS, series 2210, grade 12. My SSN is 521-44-9087.',
    );
    const name = parsed.facts.find((f) => f.person);
    assert.equal(name?.person?.last, 'Marchetti');
    const address = parsed.facts.find((f) => f.address);
    assert.equal(address?.address?.city, 'Milano');
    assert.ok(parsed.facts.some((f) => f.key === 'favourite colour' && f.value === 'green'));
    assert.ok(parsed.facts.some((f) => f.key === 'Pay plan' && f.value === 'GS'));
    assert.ok(parsed.facts.some((f) => f.key === 'series' && f.value === '2210'));
    assert.ok(parsed.facts.some((f) => f.typed?.kind === 'ssn' && f.key === 'SSN'));
  });

  test('a composite value is split into its parts under the same topic', () => {
    const parsed = parseData('First-line supervisor: Daniel Ortiz, Branch Chief, (202) 555-0133, daniel.ortiz@example.gov');
    const parts = parsed.facts.filter((f) => f.topic === 'First-line supervisor');
    assert.ok(parts.some((f) => f.typed?.kind === 'phone' && f.value === '(202) 555-0133'));
    assert.ok(parts.some((f) => f.typed?.kind === 'email'));
    assert.ok(parts.some((f) => f.value === 'Daniel Ortiz, Branch Chief'));
    assert.equal(parsed.facts.find((f) => f.key === 'First-line supervisor')?.composite, true);
  });

  test('date ranges give start and end keys', () => {
    const parsed = parseData('Dates: 2025-04-07 to 2025-04-11.');
    assert.deepEqual(
      parsed.facts.filter((f) => f.typed?.kind === 'date').map((f) => [f.key, f.value]),
      [
        ['start from begin', '2025-04-07'],
        ['end to until', '2025-04-11'],
      ],
    );
  });

  test('sentences and clauses', () => {
    assert.deepEqual(splitSentences('Home phone: (301) 555-0192. Office: Suite 5, ext. 3312. Rachel A. Thompson signs.'), [
      'Home phone: (301) 555-0192.',
      'Office: Suite 5, ext. 3312.',
      'Rachel A. Thompson signs.',
    ]);
    assert.deepEqual(splitClauses('I speak English and French (also Italian), but not German or Chinese.'), [
      'I speak English and French',
      'also Italian',
      'not German or Chinese.',
    ]);
    const negated = parseData('I speak English, but not German.').clauses.map((c) => c.negated);
    assert.deepEqual(negated, [false, true]);
  });
});

describe('issue 4: more ways people write values', () => {
  const fact = (text: string, key: string) => parseData(text).facts.find((f) => f.key === key);

  test('"First name: Grace, middle initial B, last name Hopper": each part keyed on its own', () => {
    const facts = factsOf('First name: Grace, middle initial B, last name Hopper.');
    assert.ok(facts.some((f) => f.key === 'First name' && f.value === 'Grace'));
    assert.ok(facts.some((f) => f.key === 'middle initial' && f.value === 'B' && f.topic === ''));
    assert.ok(facts.some((f) => f.key === 'last name' && f.value === 'Hopper' && f.topic === ''));
  });

  test('a question answered by the next sentence is a fact, and the question states nothing', () => {
    const parsed = parseData('Will I ever let you down? No.');
    assert.ok(parsed.facts.some((f) => f.key === 'Will I ever let you down' && f.value === 'No'));
    assert.ok(parsed.clauses.every((c) => c.negated));
    assert.equal(parseData('Can you fill this in for me?').clauses.length, 0);
  });

  test('a complete value does not run on into the next sentence, nor is it the topic of what follows', () => {
    const parsed = parseData('Home: 3310 Alder Way, Eugene, OR 97401. I am single. SSN 402-77-1935.');
    assert.equal(parsed.facts.find((f) => f.key === 'Home')?.value, '3310 Alder Way, Eugene, OR 97401');
    assert.equal(parsed.facts.find((f) => f.typed?.kind === 'ssn')?.topic, '');
  });

  test('a conjunction between two values ends the words of each', () => {
    const parsed = parseData('Please claim 2 allowances and withhold an additional $25 from each paycheck.');
    const two = parsed.facts.find((f) => f.value === '2');
    const money = parsed.facts.find((f) => f.value === '$25');
    assert.ok(two && !/withhold|additional/.test(two.key), two?.key);
    assert.ok(money && /withhold/.test(money.key) && /paycheck/.test(money.key), money?.key);
  });

  test('"my wife’s name is Karen T. Donnelly": an initial does not end the value; relations and parties', () => {
    const parsed = parseData("My name is Michael R. Donnelly and my SSN is 318-62-4471. My wife's name is Karen T. Donnelly, her SSN is 318-62-9054. We have one dependent, our daughter Emily Donnelly, SSN 402-19-3378.");
    assert.equal(fact("My wife's name is Karen T. Donnelly, her SSN is 318-62-9054.", "wife's name")?.value, 'Karen T. Donnelly');
    const party = (value: string) => parsed.facts.find((f) => f.value === value)?.party;
    assert.equal(party('318-62-4471'), 'self');
    assert.equal(party('318-62-9054'), 'spouse');
    assert.equal(party('402-19-3378'), 'dependent');
    assert.equal(party('Emily Donnelly'), 'dependent');
    assert.ok(parsed.facts.some((f) => f.key === 'relationship' && f.value === 'Daughter' && f.party === 'dependent'));
  });

  test('a person introduced by their role: "I\'m the seller, X, of …", "the buyer is my neighbour Y"', () => {
    const parsed = parseData(
      "I'm the seller, Gregory Alan Pike, of 1907 W Main St, Carbondale, IL 62901. The buyer is my neighbour Dana Whitfield. The landlord is Acme. The weather is Fine Today.",
    );
    // (Who is named, once each: the sentence may give the same name by two readings.)
    const named = (party: string) => [...new Set(parsed.facts.filter((f) => f.person && f.party === party).map((f) => f.value))];
    assert.deepEqual(named('seller'), ['Gregory Alan Pike']);
    assert.deepEqual(named('buyer'), ['Dana Whitfield']);
    // One capitalised word is no person's name, and a word that names no role gives no party.
    assert.deepEqual(named('landlord'), []);
    assert.ok(!parsed.facts.some((f) => f.key === 'weather name'));
  });

  test('"I moved from A to B": A is the previous address, B the current one', () => {
    const parsed = parseData('I moved from 1450 Lakeshore Dr, Apt 7, Cleveland, OH 44114 to my new home at 82 Magnolia Street, Charlotte, NC 28203.');
    const epoch = (start: string) => parsed.facts.find((f) => f.address && f.value.startsWith(start))?.epoch;
    assert.equal(epoch('1450 Lakeshore Dr'), 'previous');
    assert.equal(epoch('82 Magnolia Street'), 'current');
  });
});

describe('keys written as form codes (A-Number, I-94, W-2)', () => {
  test('"A-Number A098765432" and "I-94 Number 12345678901" are key and value', () => {
    const facts = factsOf('My name is Tomas Rivera, A-Number A098765432, I-94 Number 12345678901.');
    assert.ok(facts.some((f) => f.key === 'A-Number' && f.value === 'A098765432'));
    assert.ok(facts.some((f) => f.key === 'I-94 Number' && f.value === '12345678901'));
  });

  test('capitalised words without a code are not a key; "A" and "I" alone are still the article and pronoun', () => {
    const facts = factsOf('We met in Cleveland OH 44114, a total 25.');
    assert.ok(!facts.some((f) => f.key === 'Cleveland OH'));
    assert.ok(!facts.some((f) => f.key === 'a total'));
  });
});

describe('organisations and households in prose (issue 4)', () => {
  test('"for our company, Northern Leaf Cultivation Inc.": the name after the noun, with its legal suffix', () => {
    const { facts } = parseData("Hi, I'm filing the return for our company, Northern Leaf Cultivation Inc. Our business number is 812345678.");
    const company = facts.find((f) => f.key === 'company name');
    assert.equal(company?.value, 'Northern Leaf Cultivation Inc.');
    assert.equal(facts.find((f) => f.key === 'business number')?.value, '812345678');
  });

  test('the name stops at the first word that is not capitalised, and "and" or "of" only join capitalised words', () => {
    const { facts } = parseData('I work for my employer Smith & Sons Hardware and I live in Ohio.');
    assert.equal(facts.find((f) => f.key === 'employer name')?.value, 'Smith & Sons Hardware');
    assert.equal(parseData('Our organization, the Red Cross of Ohio, needs this.').facts.find((f) => f.key === 'organization name')?.value, 'Red Cross of Ohio');
    assert.equal(parseData('The firm Smith and Jones LLP prepared my return.').facts.find((f) => f.key === 'firm name')?.value, 'Smith and Jones LLP');
    assert.equal(parseData('The company is large.').facts.find((f) => f.key === 'company name'), undefined);
  });

  test('"We live at …" is the household\'s home address', () => {
    const { facts } = parseData('We live at 27 Orchard Lane, Dayton, OH 45402.');
    const home = facts.find((f) => f.key === 'home address');
    assert.equal(home?.address?.city, 'Dayton');
    assert.equal(home?.address?.street, '27 Orchard Lane');
  });
});

describe('lists, pieces and roles (dev set "fresh v3")', () => {
  test('a list item loses its bullet or number, so its key is read', () => {
    assert.equal(withoutListMarker('- new address: Storgatan 8'), 'new address: Storgatan 8');
    assert.equal(withoutListMarker('• height 184 cm'), 'height 184 cm');
    assert.equal(withoutListMarker('2) languages: Swedish'), 'languages: Swedish');
    assert.equal(withoutListMarker('-5 degrees'), '-5 degrees');
    assert.equal(withoutListMarker('3. March 2025'), '3. March 2025');
    const parsed = parseData('Update request:\n- new address: Storgatan 8, lgh 1102, 114 51 Stockholm, Sweden\n- favourite colour: grey');
    const address = parsed.facts.find((f) => f.address)?.address;
    assert.deepEqual([address?.street, address?.line2, address?.zip, address?.city, address?.country], ['Storgatan 8', 'lgh 1102', '114 51', 'Stockholm', 'Sweden']);
    assert.ok(parsed.facts.some((f) => f.key === 'favourite colour' && f.value === 'grey'));
    // The street's name and number are no "key value" pair of their own.
    assert.ok(!parsed.facts.some((f) => f.key === 'Storgatan'));
  });

  test('a line that is only a titled name is the name; capitalised words without a title are not', () => {
    const parsed = parseData('Please change my details:\n- Mr. Henrik Lindqvist\n- height 184 cm\nKind Regards');
    const names = parsed.facts.filter((f) => f.person);
    assert.deepEqual(names.map((f) => [f.key, f.value, f.person!.first, f.person!.last]), [['name', 'Henrik Lindqvist', 'Henrik', 'Lindqvist']]);
    // Two titled names without roles cannot say whose each is.
    assert.ok(!parseData('- Mr. John Smith\n- Ms. Ann Lee').facts.some((f) => f.person));
  });

  test('street, city, state and zip keys make one address, which replaces the pieces', () => {
    const parsed = parseData('{"company": "Bluebird Analytics Corporation", "street": "1200 Harbor Blvd, Suite 410", "city": "Oakland", "state": "CA", "zip": "94607"}');
    const address = parsed.facts.filter((f) => f.address);
    assert.equal(address.length, 1);
    assert.equal(address[0]!.value, '1200 Harbor Blvd, Suite 410, Oakland, CA 94607');
    assert.ok(!parsed.facts.some((f) => f.key === 'city' || f.key === 'street'));
    // Two people's pieces side by side: the objects they sit in keep them apart.
    const two = parseData('{"buyer": {"address": "5 Elm St", "city": "Salem", "zip": "01970"}, "seller": {"address": "9 Oak Ave", "city": "Eugene", "zip": "97401"}}');
    assert.deepEqual(two.facts.filter((f) => f.address).map((f) => [f.topic, f.address!.city]), [['buyer', 'Salem'], ['seller', 'Eugene']]);
    // A street alone, or a piece given twice, is left as it was.
    assert.ok(!parseData('Street: 5 Elm St\nColour: red').facts.some((f) => f.address));
    assert.ok(!parseData('City: Salem\nStreet: 5 Elm St\nCity: Boston').facts.some((f) => f.address));
  });

  test('a key naming a kind of organisation marks its value as an organisation’s name, never a person’s', () => {
    const parsed = parseData('{"company": "Bluebird Analytics Corporation", "organization": "Harbor Light Partners", "entity type": "C corporation", "contact": "Priya Natarajan"}');
    const organisation = (value: string) => parsed.facts.find((f) => f.value === value);
    assert.equal(organisation('Bluebird Analytics Corporation')?.organisation, true);
    assert.equal(organisation('Harbor Light Partners')?.organisation, true);
    assert.equal(organisation('Harbor Light Partners')?.person, undefined);
    assert.equal(organisation('C corporation')?.organisation, undefined);
    assert.equal(organisation('Priya Natarajan')?.organisation, undefined);
    // The kind of organisation under an organisation key is no name.
    assert.equal(parseData('{"entity": "C Corporation"}').facts[0]?.organisation, undefined);
    assert.equal(parseData('{"entity": "Single-member LLC"}').facts[0]?.organisation, undefined);
  });

  test('the writer’s role makes their own values that role’s; a relative in no role is someone else', () => {
    const parsed = parseData("I'm the seller, Gregory Alan Pike, of 1907 W Main St, Carbondale, IL 62901. She pays me $380 in cash today. My brother Mark Pike will be there as a witness.");
    const party = (value: string) => parsed.facts.find((f) => f.value === value)?.party;
    // Still the writer's (a "Your name" box takes them), and also the seller's.
    assert.equal(party('$380'), 'self');
    assert.equal(parsed.facts.find((f) => f.value === '$380')?.writerRole, 'seller');
    assert.equal(party('Mark Pike'), 'unnamed');
    assert.equal(writerRoleOf(["I'm selling my pistol to John Carter."]), 'seller');
    assert.equal(writerRoleOf(['As the buyer, I agree.']), 'buyer');
    assert.equal(writerRoleOf(["I'm the seller.", "I'm the buyer too."]), undefined);
    assert.equal(writerRoleOf(['The seller is Tom.']), undefined);
    assert.equal(writerRoleOf(['I sell handmade furniture.']), undefined);
    assert.equal(writerRoleOf(['I bought the car from Ann Lee.']), 'buyer');
  });

  test('make, model and calibre in prose become facts with their keys', () => {
    const parsed = parseData('The gun is a Remington, model 870 Express pump-action, 12 gauge, serial number W123456M.');
    const value = (word: string) => parsed.facts.find((f) => f.key.split(' ').includes(word))?.value;
    assert.equal(value('make'), 'Remington');
    assert.equal(value('model'), '870 Express pump-action');
    assert.equal(value('caliber'), '12 gauge');
  });
});

describe('keys with asides, spaced SSNs and lower-case statements', () => {
  test('an aside in parentheses after a key is not part of it', () => {
    const facts = parseData('employer block (lines 8 + 10, we send these): Big Sky Freight Co.').facts;
    assert.ok(facts.some((f) => f.key === 'employer block'));
  });

  test('a lower-case pronoun after a full stop starts a new sentence', () => {
    assert.deepEqual(splitSentences('EIN 81-0553917. we do not use an office code.'), ['EIN 81-0553917.', 'we do not use an office code.']);
  });

  test('an SSN with spaces is one only under its key', () => {
    assert.equal(parseData('SSN: 528 61 0347').facts.find((f) => f.key === 'SSN')?.typed?.kind, 'ssn');
    assert.notEqual(parseData('Code: 528 61 0347').facts.find((f) => f.key === 'Code')?.typed?.kind, 'ssn');
  });

  test('a height or weight is read only at the start of its clause', () => {
    assert.ok(parseData('he is 5\'11", about 190 lbs').facts.some((f) => f.key === 'weight' && f.value === '190 lbs'));
    assert.ok(!parseData('Her lifting capacity is 200 lb').facts.some((f) => f.key === 'weight'));
  });
});

describe('notes about a caller (issue 4)', () => {
  test('"she\'s Frau Katharina Brunnhuber": a name introduced in the third person, without its title', () => {
    const facts = parseData("caller says she's Frau Katharina Brunnhuber, ringing from Vienna").facts;
    assert.equal(facts.find((f) => f.key === 'name')?.value, 'Katharina Brunnhuber');
  });

  test('a comma between digits is a decimal or thousands mark, not a clause break', () => {
    // (Two digits after the comma before a unit: a decimal comma, written as the point a US form takes.)
    const facts = parseData('height 1,65 m').facts;
    assert.deepEqual(facts.map((f) => f.value), ['1.65 m']);
    assert.equal(facts[0]!.typed?.unit, 'm');
  });
});

describe('e-mail headers and times (issue 4)', () => {
  test('the one quoted e-mail\'s "From:" names its writer; quote marks are not content', () => {
    const facts = parseData('Dear Client,\n> From: Irina V. Sokolova <irina.sokolova@example.net>\n> cell 480.555.0192').facts;
    const name = facts.find((f) => f.person);
    assert.deepEqual(name && [name.key, name.value, name.party], ['name', 'Irina V. Sokolova', 'self']);
    assert.ok(facts.some((f) => f.value === 'irina.sokolova@example.net'));
  });

  test("in a thread the first message's writer (at the bottom) is the form's subject, the senders above are correspondents", () => {
    const facts = parseData('From: Ann Lee <ann@example.com>\nfwding this\n\nFrom: Bo Park <bo@example.com>\nmy request').facts;
    const people = facts.filter((f) => f.person).map((f) => [f.value, f.party]);
    assert.deepEqual(people, [['Ann Lee', 'correspondent'], ['Bo Park', 'self']]);
    assert.equal(facts.find((f) => f.value === 'ann@example.com')?.party, 'correspondent');
  });

  test('a colon between digits is a time, not the end of a key', () => {
    const facts = parseData('call log - Thu 09.10.2025 14:20 - took it: Pete').facts;
    assert.ok(!facts.some((f) => f.key.endsWith('14')));
    assert.ok(facts.some((f) => f.value === '09.10.2025' && f.typed?.kind === 'date'));
  });
});

describe("an e-mail's routing and date ranges (issue 4)", () => {
  test('Sent, Date, To and Cc lines of a header block are left out; the sender and the subject stay', () => {
    const { sentences } = parseData('From: Ann Lee <ann@example.com>\nSent: Monday, February 17, 2025 9:15 AM\nTo: Carvajal, Linda\nSubject: training req\n\nDate: 6/9/25');
    assert.ok(sentences.some((s) => s.startsWith('From:')));
    assert.ok(sentences.some((s) => s.startsWith('Subject:')));
    assert.ok(!sentences.some((s) => s.startsWith('Sent:') || s.startsWith('To:')));
    // A "Date:" line outside a header block is content.
    assert.ok(sentences.some((s) => s === 'Date: 6/9/25'));
  });

  test("a range's end may carry its weekday: \"Mon 6/9/25 thru Fri 6/13/25\"", () => {
    const facts = parseData('Mon 6/9/25 thru Fri 6/13/25, 8 hrs/day').facts.filter((f) => f.typed?.kind === 'date');
    assert.deepEqual(facts.map((f) => [f.key, f.value]), [['start from begin', '6/9/25'], ['end to until', '6/13/25']]);
  });
});

describe('addresses in a clerk\'s note (issue 4)', () => {
  test('a post office box is a mailing address; its ZIP code and state are no values of their own', () => {
    const facts = parseData('Her mail still goes to a PO box she keeps: P.O. Box 3318, Garden Grove, CA 92842 - she wants letters sent there.').facts;
    const box = facts.find((f) => f.address);
    assert.equal(box?.address?.street, 'P.O. Box 3318');
    assert.match(box!.key, /^mailing address/);
    const spelled = parseData('Previous residence was 918 S Harbor Blvd, Santa Ana, California 92704 (house, no unit).').facts;
    assert.ok(!spelled.some((f) => f.key === 'California'));
    assert.ok(!spelled.some((f) => f.value.startsWith('Previous residence was')));
  });
});

describe('USCIS numbers (issue 4)', () => {
  test('an A-number in any of its written shapes is nine digits, and whose it is comes from the words before it', () => {
    const read = (text: string) => parseData(text).facts.filter((f) => /alien/.test(f.key)).map((f) => [f.value, f.party ?? null]);
    assert.deepEqual(read('A# on her green card: A-201 884 517.'), [['201884517', null]]);
    assert.deepEqual(read('Husband Nguyen Van Hai (A-203 117 642) moved with her'), [['203117642', 'spouse']]);
    assert.deepEqual(read('my A number is A12345678'), [['012345678', 'self']]);
    assert.deepEqual(read('Form A 123 456 789'), []);
  });
});

describe('statements read more closely (issue 4)', () => {
  const facts = (data: string) => parseData(data).facts;

  test('"French - none" denies the item; "grade 11 step 3" gives both; ", career-conditional appointment," its kind', () => {
    assert.ok(parseData('LANGUAGES\nFrench - none').clauses.some((c) => c.text === 'French - none' && c.negated));
    const pay = facts("I'm GS-1102 grade 11 step 3, career-conditional appointment, bachelor's degree.");
    assert.equal(pay.find((f) => f.key === 'grade')?.value, '11');
    assert.equal(pay.find((f) => f.key === 'step')?.value, '3');
    assert.equal(pay.find((f) => f.key === 'appointment type kind')?.value, 'career-conditional');
  });

  test('"Career-conditional appointment, …" opening a sentence; "held at …" is where the event takes place', () => {
    assert.equal(facts('Career-conditional appointment, GS-0810, grade 13, step 2.').find((f) => f.key === 'appointment type kind')?.value, 'Career-conditional');
    assert.equal(facts('The class itself is held at the Aspen Lodge Conference Center, 410 Mountain View Rd, Estes Park, CO 80517.').find((f) => f.key === 'location address held at')?.value, 'Aspen Lodge Conference Center, 410 Mountain View Rd, Estes Park, CO 80517');
  });

  test('a remark in brackets after a value goes; values in brackets stay; "is for" says no name', () => {
    assert.equal(facts('Height: 171 cm (asked for the team kit order)')[0]?.value, '171 cm');
    assert.equal(facts('Position: IT Specialist (Systems Administration)')[0]?.value, 'IT Specialist (Systems Administration)');
    assert.ok(facts('Course: CKA-301 (tel. 415-555-0110, registrar@cnsi.example.com, website www.cnsi.example.com)').some((f) => f.value === '415-555-0110'));
    assert.ok(!facts('The course is for my current job.').some((f) => f.key === 'course'));
  });

  test('a European address with a remark inside is whole: the next sentence is not part of it', () => {
    assert.equal(facts('New address: Oudegracht 142, 2nd floor (ring at Van der Berg), 3511 AZ Utrecht. The old one was in Rotterdam.')[0]?.value, 'Oudegracht 142, 2nd floor (ring at Van der Berg), 3511 AZ Utrecht.');
    assert.equal(facts('Address: Gedimino pr. 41-12, LT-01109 Vilnius, Lithuania')[0]?.address?.city, 'Vilnius');
  });

  test('a code after a long lead-in is keyed by the number it names; an instructor is not the applicant', () => {
    assert.equal(facts('The form is for Larkmoor, and their AP team wants my vendor number on it: VND-30918.').find((f) => f.value === 'VND-30918')?.key, 'my vendor number');
    assert.equal(facts('Instructor: Denise Albright')[0]?.party, 'staff');
  });
});

describe('messages between two people (issue 4)', () => {
  test('a reply that only answers ("Works.") is no value; a nickname in quotes inside a name is no title', () => {
    const facts = parseData('Seller (Hank): Works.\nSeller (Hank): Mine for the paper: Henry "Hank" Dolan Brandt, 67 County Road 1400E, Mendon, IL 62351.').facts;
    assert.ok(!facts.some((f) => f.value === 'Works' || f.value === 'Works.'));
    assert.ok(!facts.some((f) => f.key === 'title'));
    assert.ok(facts.some((f) => f.person?.full === 'Henry Dolan Brandt'));
  });
});
