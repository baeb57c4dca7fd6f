/**
 * Texts read once fresh v59 was no longer held out (issue 4, fresh v59 and probe batch 75): a site's JSON-LD markup,
 * raw HL7 v2 messages, a SharePoint list item from its REST API, a GEDCOM export, a phone's message backup as XML,
 * SOAP messages from an integration log, a notebook export (Evernote), a messenger's XML log, and the remarks around
 * them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withHl7MessagesRead } from '../../../workers/mapping/hl7-messages.js';
import { withGedcomRead } from '../../../workers/mapping/gedcom-export.js';
import { withNotebookExportRead } from '../../../workers/mapping/notebook-export.js';
import { withHolidaysDated } from '../../../workers/mapping/holiday-dates.js';
import { withMessageBackupRead } from '../../../workers/mapping/message-backups.js';
import { xmlInText } from '../../../workers/mapping/parse-xml.js';
import { keyAsWords } from '../../../workers/mapping/normalize-text.js';
import { heightInCentimetres } from '../../../workers/mapping/format-value.js';

describe("a site's JSON-LD markup", () => {
  const markup = (notes: string) =>
    [
      'This is the JSON-LD block from our site; my notes under it override the markup.',
      '<script type="application/ld+json">',
      '{',
      '  "@context": "https://schema.org",',
      '  "@type": ["ProfessionalService", "Organization"],',
      '  "name": "Ballard & Finch",',
      '  "legalName": "Ballard Finch Web Studio LLC",',
      '  "founder": [',
      '    { "@type": "Person", "name": "Teddy Ballard", "address": { "@type": "PostalAddress", "streetAddress": "822 Graydon Ave", "addressLocality": "Norfolk", "addressRegion": "VA", "postalCode": "23507" } },',
      '    { "@type": "Person", "name": "Simon Finch" }',
      '  ],',
      '  "address": [',
      '    { "@type": "PostalAddress", "name": "Studio", "streetAddress": "1140 Water St, Suite 3R", "addressLocality": "Lancaster", "addressRegion": "PA", "postalCode": "17603" },',
      '    { "@type": "PostalAddress", "name": "Mailing", "postOfficeBoxNumber": "4471", "addressLocality": "Millersville", "addressRegion": "PA", "postalCode": "17551" }',
      '  ]',
      '}',
      '</script>',
      '',
      notes,
    ].join('\n');

  test("addresses keyed by their labels, a post-office box as the street, the brand apart from the legal name, no founder's home", () => {
    const facts = factsOf(markup('Thanks.'));
    assert.deepEqual(valuesOf(facts, 'legal business name'), ['Ballard Finch Web Studio LLC']);
    assert.deepEqual(valuesOf(facts, 'brand name'), ['Ballard & Finch']);
    const addresses = facts.filter((f) => f.address).map((f) => `${f.topic}: ${f.value}`);
    assert.ok(addresses.includes('Mailing address: PO Box 4471, Millersville, PA 17551'), addresses.join(' | '));
    assert.ok(addresses.some((a) => a.startsWith('Studio address: 1140 Water St')));
    assert.ok(!facts.some((f) => f.value.includes('Graydon')));
  });

  test('the address chosen by its label, its box number mended by a later sentence; a disregarded LLC named second', async () => {
    const notes = "Use the mailing address (the PO box), not the studio. The box number is a typo: it's PO Box 4417, not 4471. My CPA says it's a disregarded entity.\nMy legal name is Teodora M. Ballard. \"Teddy\" is just what everyone calls me.";
    const fields = [fieldAt('name', 'text', { x: 40, y: 700 }), fieldAt('business', 'text', { x: 40, y: 680 }), fieldAt('street', 'text', { x: 40, y: 660 }), fieldAt('city', 'text', { x: 40, y: 640 })];
    const descriptions = [
      described('name', 'Name (as shown on your income tax return)'),
      described('business', 'Business name/disregarded entity name, if different from above'),
      described('street', 'Address (number, street, and apt. or suite no.)'),
      described('city', 'City, state, and ZIP code'),
    ];
    const values = await mappedValues(fields, descriptions, markup(notes));
    // (Whose name goes first, the writer's legal one or the founder's in the markup, the classifier weighs; never the LLC's.)
    assert.notEqual(values.name, 'Ballard Finch Web Studio LLC');
    // (The owner files for a disregarded LLC: its legal name is read as the business's name, not as the legal name first.)
    const facts = factsOf(markup(notes));
    assert.deepEqual(valuesOf(facts, 'business name'), ['Ballard Finch Web Studio LLC']);
    assert.deepEqual(valuesOf(facts, 'legal business name'), []);
    assert.equal(values.business, 'Ballard Finch Web Studio LLC');
    assert.equal(values.street, 'PO Box 4417');
    assert.equal(values.city, 'Millersville, PA 17551');
  });
});

describe('HL7 v2 messages', () => {
  const messages = [
    'Two ADT messages for the patient, the newest one is correct.',
    'MSH|^~\\&|EPIC|UZL_ADT|MIRTH|REVA|20230312094512||ADT^A04^ADT_A01|MSG1|P|2.5.1',
    'PID|1||2209871133^^^UZL^MR||VERMEULEN^Anneleen^Marie^^^^L||19850714|F|||Tiensevest 41^^Leuven^^3000^BEL^H||+3216550147^PRN^PH',
    'OBX|1|NM|8302-2^Body height^LN||1.72|m^meter^UCUM|||||F',
    '',
    'MSH|^~\\&|EPIC|UZL_ADT|MIRTH|REVA|20251008151230||ADT^A08^ADT_A01|MSG2|P|2.5.1',
    'PID|1||2209871133^^^UZL^MR||VERMEULEN^Anneleen^Marie^^^^L||19850714|F|||Naamsestraat 112^bus 3^Leuven^^3000^BEL^H~Tiensevest 41^^Leuven^^3000^BEL^BA||+32478550219^PRN^CP',
    'NK1|1|PEETERS^Bram^^^^^L|SPO^Spouse^HL70063|Tiensevest 41^^Leuven^^3000^BEL^H',
    'OBX|1|NM|8302-2^Body height^LN||64.5|[in_i]^inch^UCUM|||||F',
    'OBX|2|ST|LANG-SPOKEN^Languages spoken^L||NL~FR~EN||||||F',
    '',
    'Remarks from the physio follow.',
  ].join('\n');

  test("the patient's values in a form's words, a later message over an earlier one, a bad address and the next of kin's never", () => {
    const read = withHl7MessagesRead(messages).split('\n');
    for (const line of ['Last name: Vermeulen', 'First name: Anneleen', 'Date of birth: 1985-07-14', 'Sex: Female', 'Address: Naamsestraat 112', 'Address line 2: bus 3', 'City: Leuven', 'Postcode: 3000', 'Country: Belgium', 'Mobile phone: +32478550219', 'Height: 64.5 in', 'Languages spoken: Dutch, French, English', 'Next of kin name: Bram Peeters']) {
      assert.ok(read.includes(line), `${line} in ${read.join(' | ')}`);
    }
    // (The later record's phones replace the earlier's: its home line is gone with the old address.)
    assert.ok(!read.some((line) => /Tiensevest|^MSH|^PID|1\.72|\+3216550147/.test(line)));
    assert.ok(read.includes('Remarks from the physio follow.'));
  });

  test('a height in inches alone is in centimetres for a box in centimetres', () => {
    assert.equal(heightInCentimetres('64.5 in'), '164');
    assert.equal(heightInCentimetres('12 in'), undefined);
  });
});

describe('a SharePoint list item from the REST API', () => {
  const item = [
    'Raw response below, then my notes.',
    '',
    '{',
    '  "d": {',
    '    "__metadata": { "type": "SP.Data.Training_x0020_RequestsListItem" },',
    '    "Id": 57,',
    '    "Title": "Lindqvist - Terrain & Soil Landscape Modeling",',
    '    "Course_x0020_Start": "2026-02-09T08:00:00Z",',
    '    "Supervisor": { "__metadata": { "type": "SP.Data.UserInfoItem" }, "Title": "Okafor, Chinedu", "JobTitle": "Research Leader", "EMail": "chinedu.okafor@ars.example.gov" },',
    '    "SupervisorId": 52,',
    '    "Sup_x0020_Approved": "2025-12-02T17:41:00Z",',
    '    "Vendor_x0020_Website": { "Description": "CGI", "Url": "https://cgi.example.org" },',
    '    "Non_x002d_Duty_x0020_Hours": 0,',
    '  }',
    '}',
    '',
    'Thanks.',
  ].join('\n');

  test("its columns in words, its bookkeeping dropped, a person column's name and title, dates as dates", () => {
    const facts = factsOf(item);
    assert.deepEqual(valuesOf(facts, 'Course Start'), ['2026-02-09']);
    assert.deepEqual(valuesOf(facts, 'Supervisor name and title'), ['Chinedu Okafor, Research Leader']);
    assert.deepEqual(valuesOf(facts, 'Supervisor email'), ['chinedu.okafor@ars.example.gov']);
    assert.deepEqual(valuesOf(facts, 'Sup Approved Date'), ['2025-12-02']);
    assert.deepEqual(valuesOf(facts, 'Vendor Website'), ['https://cgi.example.org']);
    assert.deepEqual(valuesOf(facts, 'Non Duty Hours'), ['0']);
    assert.ok(!facts.some((f) => f.value === '57' || f.value === '52' || f.value.startsWith('Lindqvist - ')));
  });

  test('escaped column names read as words', () => {
    assert.equal(keyAsWords('Course_x0020_Start'), 'Course Start');
    assert.equal(keyAsWords('Non_x002d_Duty_x0020_Hours'), 'Non Duty Hours');
  });
});

describe('a GEDCOM export', () => {
  const gedcom = [
    'Please use ONLY Mina, who is @I1@. @I2@ is her brother Pip.',
    '- Treasure: the PROP lines, except the silver map case, which she sold.',
    '- Backstory: the long note @N1@.',
    'Tyler wants feet and inches on the sheet. The campaign opens in 1492 DR, subtract her birth year.',
    '',
    '0 HEAD',
    '1 SOUR RootsMagic',
    '0 @I1@ INDI',
    '1 NAME Wilhelmina /Thornbury/',
    '2 NICK Mina',
    '1 BIRT',
    '2 DATE 1451',
    '1 _HGT 94 cm',
    '1 EVEN',
    '2 TYPE Faction membership',
    '2 DATE FROM 1463 TO 1467',
    '2 NOTE Zhentarim',
    '1 EVEN',
    '2 TYPE Faction membership',
    '2 DATE FROM 1488',
    '2 NOTE The Harpers',
    '1 PROP Brass astrolabe',
    '1 PROP Silver map case, engraved',
    '1 PROP Cartographer\'s tools',
    '1 ASSO @I5@',
    '2 RELA Ally',
    '1 NOTE @N1@',
    '0 @I2@ INDI',
    '1 NAME Peregrin /Thornbury/',
    '1 _HGT 99 cm',
    '0 @I5@ INDI',
    '1 NAME Tobin /Greenbottle/',
    '1 OCCU Riverboat pilot',
    '0 @N1@ NOTE Mina grew up above a map sh',
    '1 CONC op.',
    '1 CONT She walks the Sword Coast.',
    '0 TRLR',
  ].join('\n');

  test("the person named by their id, in keyed lines; an ended membership, a sibling's record and the file's tags go", () => {
    const read = withGedcomRead(gedcom).split('\n');
    for (const line of ['Name: Wilhelmina Thornbury', 'Nickname: Mina', 'Birth year: 1451', 'Height: 3\'1"', 'Faction membership: The Harpers', 'Age: 41', 'Allies: Tobin Greenbottle (Riverboat pilot)']) {
      assert.ok(read.includes(line), `${line} in ${read.join(' | ')}`);
    }
    assert.ok(!read.some((line) => /Zhentarim|Peregrin|99 cm|^0 |^1 /.test(line)));
  });

  test("a writer's line that points at the record is given what it points at", () => {
    const read = withGedcomRead(gedcom).split('\n');
    assert.ok(read.includes("- Treasure: Brass astrolabe; Cartographer's tools"), read.join(' | '));
    assert.ok(read.includes('- Backstory: Mina grew up above a map shop. She walks the Sword Coast.'), read.join(' | '));
  });
});

describe("a notebook export and a day named by a holiday", () => {
  const enex = [
    'The newest note wins, struck text is dead.',
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<en-export export-date="20251105T023114Z" application="Evernote">',
    '  <note><title>Call</title><updated>20251029T034417Z</updated><content><![CDATA[<?xml version="1.0"?><en-note><div><b>Agent:</b> <span style="text-decoration: line-through;">me (Carol), Phoenix</span> -- much better in Illinois. So it\'s my brother: Dennis M. Pruitt, of Naperville</div></en-note>]]></content></note>',
    '  <note><title>Basics</title><updated>20251002T160533Z</updated><content><![CDATA[<en-note><div><b>Agent:</b> me (Carol), Phoenix</div><div><en-todo checked="true"/>Send Renata copy of deed &amp; title</div></en-note>]]></content></note>',
    '  <note><title>Booked</title><updated>20251104T221903Z</updated><content><![CDATA[<en-note><div>Date: she comes the Thursday after Veterans Day, 10 am.</div></en-note>]]></content></note>',
    '</en-export>',
  ].join('\n');

  test('its notes as text, oldest edit first, struck text marked, to-do boxes dropped, a holiday dated from the edit', () => {
    const read = withNotebookExportRead(enex).split('\n');
    const basics = read.indexOf('Agent: me (Carol), Phoenix');
    const call = read.findIndex((line) => line.startsWith('Agent: ~~me (Carol), Phoenix~~'));
    assert.ok(basics >= 0 && call > basics, read.join(' | '));
    assert.ok(read.includes('Send Renata copy of deed & title'));
    assert.ok(read.includes('Date: she comes November 13, 2025, 10 am.'), read.join(' | '));
    assert.ok(!read.some((line) => /<|en-export|CDATA/.test(line)));
  });

  test("the agent settled at the end of a keyed line is the agent; a witness's relation in brackets is no part of the name", () => {
    const facts = factsOf(`${withNotebookExportRead(enex)}\nWitness: Marisol Ortega (Dad's neighbor) confirmed.`);
    assert.ok(facts.some((f) => /agent/i.test(`${f.key} ${f.party ?? ''}`) && f.value.startsWith('Dennis M. Pruitt')), facts.map((f) => `${f.key}=${f.value}`).join(' | '));
    assert.deepEqual(valuesOf(facts, 'Witness'), ['Marisol Ortega']);
  });

  test('holidays fixed and floating, before and after, in the next year once passed', () => {
    const on = (text: string, year: number, month: number, day: number) => withHolidaysDated(text, { year, month, day });
    assert.equal(on('the day after Thanksgiving', 2025, 11, 1), 'November 28, 2025');
    assert.equal(on('the Monday before Memorial Day', 2026, 1, 10), 'May 18, 2026');
    assert.equal(on('we sign on Labor Day', 2025, 9, 2), 'we sign on September 7, 2026');
  });
});

describe("a phone's message backup and a messenger's log", () => {
  test('SMS Backup & Restore: oldest first, the owner as Me, the contact by name, entities and line breaks read', () => {
    const backup = [
      "I'm the buyer; here are our texts.",
      "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
      '<smses count="2">',
      '  <sms address="+18155550193" date="1760401848000" type="1" body="Gary Lee Whitcomb&#10;614 W Locust St" readable_date="Oct 13, 2025 7:30:48 PM" contact_name="Gary Whitcomb (club)" />',
      '  <sms address="+18155550193" date="1760398975000" type="2" body="Deal at 600, I&apos;ll sign" readable_date="Oct 13, 2025 6:42:55 PM" contact_name="Gary Whitcomb (club)" />',
      '</smses>',
    ].join('\n');
    assert.deepEqual(withMessageBackupRead(backup).split('\n'), [
      "I'm the buyer; here are our texts.",
      "2025-10-13 18:42 | Me: Deal at 600, I'll sign",
      '2025-10-13 19:30 | Gary Whitcomb: Gary Lee Whitcomb',
      '614 W Locust St',
    ]);
  });

  test("an iPhone thread's property list and a Trillian log's URL-encoded text", () => {
    const plist = '<plist version="1.0"><dict><key>DisplayName</key><string>Marisol (GP100)</string><key>Messages</key><array><dict><key>date</key><date>2025-07-07T23:14:02Z</date><key>is_from_me</key><false/><key>text</key><string>Is it still available?</string></dict><dict><key>date</key><date>2025-07-07T23:31:40Z</date><key>is_from_me</key><true/><key>text</key><string>Yep, $725.</string></dict></array></dict></plist>';
    assert.deepEqual(withMessageBackupRead(plist).split('\n'), ['2025-07-07 23:14 | Marisol: Is it still available?', '2025-07-07 23:31 | Me: Yep, $725.']);
    const trillian = [
      '<session type="start" time="1236048067" medium="AIM" to="kaylabug89" from="MartyD1957"/>',
      '<message type="outgoing_privateMessage" time="1236048072" medium="AIM" to="kaylabug89" from="MartyD1957" text="hey%20kiddo%2C%20open%3F"/>',
      '<message type="incoming_privateMessage" time="1236048110" medium="AIM" to="MartyD1957" from="kaylabug89" text="yeah%20its%20the%202009%20one"/>',
    ].join('\n');
    assert.deepEqual(withMessageBackupRead(trillian).split('\n'), ['2009-03-03 02:41 | MartyD1957: hey kiddo, open?', '2009-03-03 02:41 | kaylabug89: yeah its the 2009 one']);
  });
});

describe('SOAP messages in an integration log', () => {
  test("namespaces and the envelope's wrappers dropped; of two requests, the one the prose speaks of", () => {
    const envelope = (first: string, last: string) =>
      `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:w4="urn:x">\n  <soapenv:Body>\n    <w4:Submit><w4:Employee><w4:FirstName>${first}</w4:FirstName><w4:LastName>${last}</w4:LastName><w4:SSN>523187046</w4:SSN></w4:Employee></w4:Submit>\n  </soapenv:Body>\n</soapenv:Envelope>`;
    const log = ['The request before his is another new hire, ignore it.', envelope('Priya', 'Venkataraman'), 'INFO next', envelope('Tobias', 'Lindqvist-Abara'), "Tobias's reply: use it."].join('\n');
    const read = xmlInText(log)!;
    assert.ok(read.values.some((v) => v.path.join(' ') === 'Envelope Submit Employee FirstName' && v.value === 'Tobias'), JSON.stringify(read.values));
    assert.ok(!read.values.some((v) => v.value === 'Priya' || /xmlns|soapenv/.test(v.path.join(' '))));
    assert.ok(!read.rest.includes('Priya') && read.rest.includes("Tobias's reply"));
  });

  test("an employer's name and address in a record are also its name and address together", () => {
    const facts = factsOf('Payload below.\n<Request>\n  <Employer><Name>Cedarvale Health System</Name><Address>4100 Harmon Pkwy SE, Grand Rapids, MI 49512</Address></Employer>\n  <TaxYear>2025</TaxYear>\n</Request>\nThanks.');
    assert.deepEqual(valuesOf(facts, 'employer name and address'), ['Cedarvale Health System, 4100 Harmon Pkwy SE, Grand Rapids, MI 49512']);
  });
});

describe('remarks around a pasted record', () => {
  test('"everything that doesn\'t apply should come out empty" clears a box the text gives nothing to', async () => {
    const fields = [fieldAt('name', 'text', { x: 40, y: 700 }, { currentValue: 'RAMSEH' }), fieldAt('office', 'text', { x: 40, y: 680 }, { currentValue: 'OFF CODE' })];
    const values = await mappedValues(fields, [described('name', 'First name'), described('office', 'Office code')], "First name: Jacob\nHR typed something in every box of this copy, so everything that doesn't apply should come out empty.");
    assert.equal(values.name, 'Jacob');
    // (Cleared, not left alone: the form's own "OFF CODE" would otherwise stay.)
    assert.equal(values.office, '');
  });

  test('a keyed line that speaks of unticking the box denies it, over a later sentence that only names it', async () => {
    const fields = [fieldAt('licence', 'checkbox', { x: 40, y: 700 })];
    const text = '- Driving licence: she has one, but she may not drive for six months, so untick it.\n(The old segment still says DRIVER=Y, that is outdated.)';
    const values = await mappedValues(fields, [described('licence', 'Driving License')], text);
    assert.equal(values.licence, false);
  });

  test('a relation and a remark in brackets after a name, a bare arrow left by struck text, a dash after a bullet\'s key, an answer said', () => {
    const facts = factsOf('- [x] Witness: Gloria Nakamura (Dad\'s neighbor, no relation)\n- Attorney-in-fact: ~~Uncle Frank~~ → me, Teresa M. Pellegrino-Hart, of Naperville\n- Favourite colour — she laughed and said purple.');
    assert.deepEqual(valuesOf(facts, 'Witness'), ['Gloria Nakamura']);
    assert.ok(facts.some((f) => f.key === 'Attorney-in-fact' && f.value.startsWith('Teresa M. Pellegrino-Hart')), facts.map((f) => `${f.key}=${f.value}`).join(' | '));
    assert.deepEqual(valuesOf(facts, 'Favourite colour'), ['purple']);
  });

  test("a later value that only says which one it is replaces no earlier value; a vendor code asked for in a box; \"the business I've got\" names none", () => {
    const facts = factsOf("Address: Naamsestraat 112\nCity: Leuven\nPostcode: 3000\nIn the update the new address is the home address (type H).\nTheir email gave us a vendor reference, BHN-V-20931 — they want it in the account numbers box.\nIt's the most current record of the business I've got.");
    assert.ok(facts.some((f) => f.address && f.value.startsWith('Naamsestraat 112')), facts.map((f) => `${f.key}=${f.value}`).join(' | '));
    assert.deepEqual(valuesOf(facts, 'account numbers'), ['BHN-V-20931']);
    assert.ok(!facts.some((f) => f.value === "I've"));
  });

  test("a session moved to another month's days named by ordinals, in the next year where the move goes past the new year", () => {
    const facts = factsOf('From: Okafor, Chinedu\nDate: Mon, Dec 8, 2025 at 7:52 AM\n\nCGI cancelled the February session. Maren is moved to the March session, Monday the 16th through Friday the 20th, same site.');
    const dates = facts.filter((f) => f.typed?.kind === 'date').map((f) => f.value);
    assert.ok(dates.includes('March 16, 2026') && dates.includes('March 20, 2026'), dates.join(' | '));
  });

  test("an address ruled out by its street's name; a record with a comma after its last value is still read", () => {
    const facts = factsOf('Record below.\n{\n  "address": { "streetAddress": "1416 Colley Ave, Suite 2", "addressLocality": "Norfolk", "addressRegion": "VA", "postalCode": "23517" },\n  "telephone": "+1-757-555-0148",\n}\n\nDon\'t use the Colley Ave address either. Our mailing address is PO Box 11872, Norfolk, VA 23517-0872.');
    assert.ok(!facts.some((f) => f.address && f.value.includes('Colley')), facts.map((f) => `${f.key}=${f.value}`).join(' | '));
    assert.ok(facts.some((f) => f.key === 'telephone' && f.source === 'json'));
  });

  test("an approver's approval date is the date beside their signature", async () => {
    const fields = [fieldAt('name', 'text', { x: 40, y: 700 }), fieldAt('date', 'text', { x: 300, y: 700 })];
    const descriptions = [described('name', 'Immediate Supervisor (Name and Title)', 'D1 Immediate Supervisor Signature'), described('date', 'Date', 'D1 Immediate Supervisor Signature Date')];
    const values = await mappedValues(fields, descriptions, 'Supervisor: Chinedu Okafor, Research Leader\nSupervisor approved date: 2025-12-02');
    assert.equal(values.date, '2025-12-02');
  });
});
