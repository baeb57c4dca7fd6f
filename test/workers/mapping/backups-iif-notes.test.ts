/**
 * Texts read once fresh v73 was no longer held out (issue 4, fresh v73 and probe batch 89): an old phone's vMessage
 * files and an iPhone's message database queried in sqlite3, read as chats with their numbers named; a QuickBooks IIF
 * vendor list; a PowerShell prompt that ran nothing over the writer's notes; a directory's LDIF addresses and
 * extensions; an old record's lines changed under "Please change to:"; and the notes that point at a value.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { withMessageBackupRead } from '../../../workers/mapping/message-backups.js';
import { withIifListsRead } from '../../../workers/mapping/iif-lists.js';
import { withPowerShellSessionRead } from '../../../workers/mapping/powershell-session.js';
import { withLdifRead } from '../../../workers/mapping/ldif-records.js';
import { withSectionsReferredToFilled } from '../../../workers/mapping/sections-referred-to.js';
import { withAddressHeadingsKeyed } from '../../../workers/mapping/address-headings.js';
import { answerAsKeyedLines, questionKeys } from '../../../workers/mapping/parse-chat.js';
import { parsePersonName } from '../../../workers/mapping/parse-compound.js';
import { humaniseColumn } from '../../../workers/mapping/parse-table.js';
import {
  withCourseCodeApartFromTitle,
  withNumberInBracketsAfterDescription,
  withOwnValueAfterRemarkKeyed,
  withOwnValuePutInBox,
  withPluralMarkInKeyDropped,
  withShownNamePutOnLine,
  withValueAfterSourceSaid,
  withValueUsedInsteadOfGone,
} from '../../../workers/mapping/lines-said-in-notes.js';

/** One vMessage file as Nokia PC Suite saves it, opened as text. */
function vmessage(box: 'INBOX' | 'SENDBOX', stamp: string, number: string, body: string): string {
  return ['BEGIN:VMSG', 'VERSION:1.1', `X-IRMC-BOX:${box}`, `X-NOK-DT:${stamp}`, 'BEGIN:VCARD', 'VERSION:2.1', 'N:', `TEL:${number}`, 'END:VCARD', 'BEGIN:VENV', 'BEGIN:VBODY', `Date:${stamp.slice(6, 8)}.${stamp.slice(4, 6)}.${stamp.slice(0, 4)} 10:00:00`, body, 'END:VBODY', 'END:VENV', 'END:VMSG'].join('\n');
}

describe("a phone's saved messages known only by their numbers", () => {
  const note = ['Hi, office here. Need a W-4 for our new driver.', 'I saved the texts off my old phone and pasted them below.', 'His number is the 616 one.', 'My son texted me too, ignore that.', ''].join('\n');
  const files = [
    vmessage('SENDBOX', '20090302T081000Z', '+16165550148', 'Hi Royce its Marta at the yard. Need ur W4 info: full name, SS#, address?'),
    vmessage('INBOX', '20090302T120500Z', '+16165550148', 'hey marta. Royce Delano Pike. ss 512-44-0917. 88 birch creek rd grand haven mi 49417. thx'),
    vmessage('INBOX', '20090302T130000Z', '+16165550222', 'mom can u pick me up at 5'),
  ];

  test('vMessage files are read as a chat: the sent box is "Me", a number is named by the greeting sent to it', () => {
    const read = withMessageBackupRead(`${note}\n--- 20090302_001.vmg ---\n${files.join('\n\n--- next.vmg ---\n')}\n`);
    assert.match(read, /^--- text messages ---$/m);
    assert.match(read, /^2009-03-02 08:10 \| Me: Hi Royce its Marta/m);
    assert.match(read, /^2009-03-02 12:05 \| Royce: hey marta\./m);
    assert.match(read, /^2009-03-02 13:00 \| Contact A: mom can u pick me up at 5$/m);
    assert.doesNotMatch(read, /BEGIN:VMSG|X-IRMC|\.vmg ---/);
  });

  test("the answer to the texted questions is keyed: the name, the SSN and a lower-case address", () => {
    const keys = questionKeys('Need ur W4 info: full name, SS#, address?');
    assert.deepEqual(keys, ['full name', 'SS', 'address']);
    assert.deepEqual(answerAsKeyedLines(keys, 'hey marta. Royce Delano Pike. ss 512-44-0917. 88 birch creek rd grand haven mi 49417. thx'), [
      'full name: Royce Delano Pike',
      'SS: 512-44-0917',
      'address: 88 Birch Creek Rd, Grand Haven, MI 49417',
    ]);
  });

  test("an iPhone's sms.db rows from the sqlite3 shell are read as the same chat, a message of several lines kept whole", () => {
    const rows = [
      'sqlite> .headers on',
      'sqlite> select ROWID, address, datetime(date) as sent, flags, text from message;',
      'ROWID|address|sent|flags|text',
      '21|6165550148|2009-03-02 08:10:00|3|Hi Royce its Marta. Full name?',
      '22|+16165550148|2009-03-02 12:05:00|2|Royce Delano Pike',
      'ss is 512-44-0917',
      '23|6165550399|2009-03-02 12:30:00|2|this is royce, on my wifes phone. 2 kids',
      'sqlite> .quit',
    ].join('\n');
    const read = withMessageBackupRead(`Texts below.\n${rows}\n\nThanks`);
    assert.match(read, /^2009-03-02 08:10 \| Me: Hi Royce its Marta\. Full name\?$/m);
    assert.match(read, /^2009-03-02 12:05 \| Royce: Royce Delano Pike\nss is 512-44-0917$/m);
    assert.match(read, /^2009-03-02 12:30 \| Royce: this is royce, on my wifes phone\. 2 kids$/m);
    assert.doesNotMatch(read, /sqlite>|ROWID/);
  });
});

describe('a QuickBooks IIF list', () => {
  const iif = [
    '!HDR\tPROD\tVER',
    'HDR\tQuickBooks Pro\tVersion 30.0D',
    '!VEND\tNAME\tREFNUM\tPRINTAS\tADDR1\tADDR2\tADDR3\tNOTE\tTAXID\tCOMPANYNAME\tHIDDEN',
    'VEND\tOld Name Plumbing\t101\tOld Name Plumbing\tOld Name Plumbing\t12 Elm St\tMuskegon, MI 49440\tV-101\t371-22-0019\t\tY',
    'VEND\tLakeshore Drain Co\t214\tLakeshore Drain\tLakeshore Drain Co LLC\tPO Box 77\tMuskegon, MI 49443\tV-214\t38-4410029\tLakeshore Drain Co LLC\tN',
  ].join('\n');

  test("each active record is its card's lines; an inactive record and the file's header go", () => {
    const read = withIifListsRead(`Vendor list:\n${iif}\n\nThanks`);
    assert.match(read, /^Vendor record: Lakeshore Drain Co$/m);
    assert.match(read, /^Print on check as: Lakeshore Drain$/m);
    assert.match(read, /^Company name: Lakeshore Drain Co LLC$/m);
    assert.match(read, /^Tax ID: 38-4410029$/m);
    assert.match(read, /^Address: PO Box 77, Muskegon, MI 49443$/m);
    assert.match(read, /^Account no\.: V-214$/m);
    assert.doesNotMatch(read, /Old Name|371-22-0019|QuickBooks Pro|!VEND/);
  });

  test('a text without an IIF list is left as written', () => {
    const text = 'Name\tPhone\nAnn\t555-0100\n';
    assert.equal(withIifListsRead(text), text);
  });
});

describe('directory records', () => {
  test("a PowerShell prompt that ran nothing leaves the writer's notes under it as theirs", () => {
    const session = ['PS C:\\> Get-ADUser jdoe -Properties * | Format-List GivenName,Surname,Title', '', 'GivenName : Jana', 'Surname   : Doe', 'Title     : Analyst', '', 'PS C:\\>', '', 'My notes:', '- Title is stale: she is a Program Analyst now.'].join('\n');
    const read = withPowerShellSessionRead(session);
    assert.match(read, /^given name: Jana$/m);
    assert.match(read, /^My notes:\n- Title is stale: she is a Program Analyst now\.$/m);
  });

  test('a directory record keys a name by its given name, initials and surname, whatever other names the text holds', () => {
    const facts = factsOf(['PS C:\\> Get-ADUser jdoe | Format-List', '', 'GivenName : Jana', 'Initials  : R', 'Surname   : Doe', '', 'PS C:\\>', '', 'Point of contact: Ingrid Halvorsen-Boyd, Registrar'].join('\n'));
    assert.ok(valuesOf(facts, 'name').includes('Jana R. Doe'));
  });

  test("LDIF's postal addresses read their \"$\" as line breaks, a phone's \";ext=\" as its extension", () => {
    const ldif = ['dn: CN=Doe\\, Jana,OU=Users,DC=example,DC=gov', 'homePostalAddress: 14 Oak Ln$Henderson, NV 89002', 'telephoneNumber: +1 702-293-8000;ext=8514', '', 'dn: CN=Roe\\, Sam,OU=Users,DC=example,DC=gov', 'mail: sroe@example.gov'].join('\n');
    const read = withLdifRead(ldif);
    assert.match(read, /^home address: 14 Oak Ln, Henderson, NV 89002$/m);
    assert.match(read, /^phone: \+1 702-293-8000 ext\. 8514$/m);
  });
});

describe('names that are no person', () => {
  test("a degree, a saint's name, a lettered month and a district are not read as people's names", () => {
    assert.equal(parsePersonName('MS Civil Eng'), undefined);
    assert.equal(parsePersonName('St. Jude'), undefined);
    assert.equal(parsePersonName('A April'), undefined);
    assert.equal(parsePersonName('Chidinma Okafor, USACE Sacramento District'), undefined);
    assert.equal(parsePersonName('April Jones')?.last, 'Jones');
  });

  test("capitals that stand for words in a column's name are a word of their own", () => {
    assert.equal(humaniseColumn('SAPostalCode'), 'SA Postal Code');
    assert.equal(humaniseColumn('firstName'), 'first Name');
  });
});

describe('an old record, then the changes to it', () => {
  test('a line of the record "you have now" gives way to the same line under "Please change to:"', () => {
    const facts = factsOf(['What you have in the register now (from your mail in 2021):', '  Name: Ann Berg', '  Favourite colour: Blue', '', 'Please change to:', '- Favourite colour: Green', ''].join('\n'));
    assert.deepEqual(valuesOf(facts, 'Favourite colour'), ['Green']);
  });

  test("an address of Europe set out under its key's line is joined onto it", () => {
    const read = withAddressHeadingsKeyed('The old one is finished. New address:\n\nZschochersche Straße 48a\nHinterhaus, 3. OG\n04229 Leipzig\n\nThanks');
    assert.match(read, /New address: Zschochersche Straße 48a, Hinterhaus, 3\. OG, 04229 Leipzig$/m);
  });
});

describe('notes that point at a value', () => {
  test('a value said gone, then the one to use after a colon, is said as the new value', () => {
    assert.equal(withValueUsedInsteadOfGone('- Address: PO Box 114 was closed in December. Use the shop: 9 Main St, Sussex, WI 53089.'), '- The address is now 9 Main St, Sussex, WI 53089.');
    assert.equal(withValueUsedInsteadOfGone('- Address: PO Box 114. Use the shop: 9 Main St.'), '- Address: PO Box 114. Use the shop: 9 Main St.');
  });

  test('a number described, with the number in brackets after it, is said as the number', () => {
    assert.equal(withNumberInBracketsAfterDescription('Account number line = their vendor number only (V-0418), not the PO'), 'Account number line = V-0418, not the PO');
  });

  test('a name a thing shows, put on a named line, keys that line', () => {
    assert.match(withShownNamePutOnLine('- The trucks still say Moraine Tree & Stump, so put that on the business name line.'), /\nBusiness name: Moraine Tree & Stump$/);
  });

  test('"put us —", "that\'s us —" before a box\'s value, and "take it from the card," before a value, go', () => {
    assert.equal(withOwnValuePutInBox('Requester box (top right): put us — Lake District, 4 Pkwy, Oconomowoc, WI 53066.'), 'Requester box (top right): Lake District, 4 Pkwy, Oconomowoc, WI 53066.');
    assert.equal(withValueAfterSourceSaid('- Height: take it from the card, 183.'), '- Height: 183.');
  });

  test("a course's code and title, a form's \"(s)\" in a key and a name said to be the writer's own are keyed", () => {
    assert.equal(withCourseCodeApartFromTitle('Course: WR-2D-305  HEC-RAS 2D Modeling'), 'Course number: WR-2D-305\nCourse title: HEC-RAS 2D Modeling');
    assert.equal(withPluralMarkInKeyDropped('Thanks. Account number(s) line: leave it empty.'), 'Thanks. Account number line: leave it empty.');
    assert.equal(withOwnValueAfterRemarkKeyed('1. Name on line 1 is MY name, the way it is on my 1040: Beatriz L. Quintanilla.'), '1. Name: Beatriz L. Quintanilla.');
  });

  test("a box sent to the character's own background is given that paragraph, without the page's stamp", () => {
    const page = ['Background for Dagna Flintmorrow:', '  Born in the deep halls of Ironhold, she', '  carries her father\'s hammer.', '  [Approved by Vexwyn 2024-11-02]', '', 'MY NOTES:', '8. Backstory: her approved background text, minus the approval stamp.'].join('\n');
    assert.match(withSectionsReferredToFilled(page), /^ Backstory: Born in the deep halls of Ironhold, she carries her father's hammer\.$/m);
  });
});
