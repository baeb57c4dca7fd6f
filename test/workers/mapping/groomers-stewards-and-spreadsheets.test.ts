/**
 * Requests read once they were no longer held out (issue 4, fresh v47 and probe batch 63): a groomer's bulleted
 * e-mail from her phone, a tow driver's worksheet with his SSN read in groups, a union steward's request for a
 * mechanic's course, a Czech engineer's update, a closer's e-mail with a seller's texts pasted in, and a spreadsheet of
 * lots pasted with a remark row and a row of totals, a retiree's lots told a paragraph each, and an aunt's call typed up
 * by her nephew, old trade confirmations scanned and pasted, and a teacher's e-mail to her preparer naming herself and her husband in one breath.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { findTypedValues } from '../../../workers/mapping/detect-values.js';
import { withDayFirstDatesDotted } from '../../../workers/mapping/bare-dates.js';
import { canonicalText, isNegated } from '../../../workers/mapping/normalize-text.js';
import { findMarkedBlockItems, findParagraphItems, findTableRowItems, itemWithHeadKeyed } from '../../../workers/mapping/table-items.js';
import { withOcrSlipsRead } from '../../../workers/mapping/ocr-slips.js';
import { withYearsOfBareDates } from '../../../workers/mapping/bare-dates.js';
import { withSpokenNumbers } from '../../../workers/mapping/spoken-numbers.js';
import { withCoupleApart } from '../../../workers/mapping/couples.js';

const factsOf = (text: string) => parseData(text).facts;
const find = (facts: Fact[], value: string) => facts.filter((f) => f.value === value);

describe('a bulleted e-mail typed on a phone', () => {
  test('"legal name on our tax return is X" is the legal name, not a "tax return"', () => {
    const facts = factsOf("- legal name on our tax return is Bright Tails Pet Care LLC (that's the LLC me and my sister set up)");
    assert.ok(find(facts, 'Bright Tails Pet Care LLC').some((f) => f.key === 'legal name'));
    assert.equal(facts.filter((f) => f.key === 'tax return').length, 0);
  });

  test('"your vendor # for us is X" is our vendor number', () => {
    const facts = factsOf("- your vendor # for us is VN-00417, it's on the purchase order");
    assert.ok(find(facts, 'VN-00417').some((f) => f.key === 'vendor number' && f.party === 'self'));
  });
});

describe('a worksheet e-mailed by a new hire', () => {
  test('an SSN in groups parted by spaces is one SSN after its key, and other grouped numbers stay numbers', () => {
    assert.deepEqual(
      findTypedValues('SSN 527 61 4408').map((v) => [v.kind, v.text]),
      [['ssn', '527 61 4408']],
    );
    assert.ok(findTypedValues('Lot 527 61 4408').every((v) => v.kind !== 'ssn'));
  });

  test('"an extra $20 out of every check" is the additional amount withheld from each paycheck', () => {
    const key = canonicalText('please take extra out every check');
    assert.match(key, /withhold/);
    assert.match(key, /paycheck/);
    assert.match(key, /additional/);
  });

  test('"Employer part, Rick said to put NAME, ADDRESS" keys the name and address by the part', () => {
    const facts = factsOf('Employer part, Rick said to put Desert Star Towing & Recovery, 3340 E Main St, Mesa, AZ 85213, EIN 86-1047752.');
    assert.ok(find(facts, 'Desert Star Towing & Recovery').some((f) => f.topic === 'Employer part'));
    assert.equal(facts.filter((f) => /\bput\b/.test(f.key)).length, 0);
  });
});

describe("a union steward's request for a member's course", () => {
  test('the contact a keyed line names last is that key\'s contact person', () => {
    const facts = factsOf('School: Southern Roads CDL Academy, 4120 Troy Hwy, Montgomery, AL 36116, phone (334) 555-0199, admissions contact is Tammy Boswell.');
    assert.ok(find(facts, 'Tammy Boswell').some((f) => f.key === 'School contact person'));
    assert.ok(facts.every((f) => !String(f.value).includes('contact is')));
  });

  test('a school that gives a training is its vendor; a high school is not, and "Education" alone is the level', () => {
    assert.match(canonicalText('School'), /\bvendor\b/);
    assert.doesNotMatch(canonicalText('high school graduate'), /\bvendor\b/);
    assert.doesNotMatch(canonicalText('school district'), /\bvendor\b/);
    assert.match(canonicalText('Education'), /education level/);
    assert.match(canonicalText('a private commercial outfit'), /nongovernment/);
  });

  test('the number of a union local is no value', () => {
    assert.ok(findTypedValues("I'm the AFGE Local 2145 steward for the motor pool").every((v) => v.text !== '2145'));
  });
});

describe('an engineer writing from Brno', () => {
  test('"14. 5. 2025" is the 14th of May', () => {
    assert.equal(withDayFirstDatesDotted('Date of this request is 14. 5. 2025.'), 'Date of this request is 14.5.2025.');
    const facts = factsOf('Date of this request is 14. 5. 2025.');
    assert.ok(facts.some((f) => f.value === '14.5.2025'));
  });

  test('a language forgotten is one not spoken', () => {
    assert.ok(isNegated('french i have forgotten completely since gymnasium'));
  });
});

describe("a closer's e-mail with the seller's texts pasted in", () => {
  test('"hey lorna its dale hutchins." names the one who texts', () => {
    const facts = factsOf('hey lorna its dale hutchins. yeah my brother is gonna do the closing for me');
    assert.ok(find(facts, 'Dale Hutchins').some((f) => f.party === 'self'));
    // ("hi its me": no name.)
    assert.equal(factsOf('hi its me again, quick question').filter((f) => f.key === 'name').length, 0);
  });

  test('"another driver, Tomás Ruiz" is the witness by name', () => {
    const facts = factsOf('The witness will be another driver, Tomás Ruiz.');
    assert.ok(find(facts, 'Tomás Ruiz').some((f) => f.party === 'witness'));
  });

  test('"Print name should be Imelda R. Castellanos." is the print name, initial and all', () => {
    const facts = factsOf('Print name should be Imelda R. Castellanos. I copied the tab.');
    assert.ok(find(facts, 'Imelda R. Castellanos').some((f) => f.key === 'print name'));
  });
});

describe('a spreadsheet of lots pasted with a remark row and totals', () => {
  const paste = [
    'Qty\tPaid/sh\tTotal paid\tTicker\tTrade date\tSecurity\tComment',
    '120\t61.85\t7,422.00\tJNJ\t17-Aug-2006\tJohnson & Johnson\t',
    '300\t24.18\t7,254.00\tPFE\t05-Jan-2007\tPfizer Inc\tbought after the dip',
    '>>> INTC 200 sh from 2014 - covered, NOT for the form <<<\t\t\t\t\t\t',
    '75\t88.40\t6,630.00\tXOM\t14-Oct-2008\tExxon Mobil Corp\t',
    'TOTAL\t\t21,306.00\t\t\t\t',
  ].join('\n');

  test('"Leave lot 6 off the form" takes off the row numbered 6 in the lot column', () => {
    const box = [
      '| lot_id | descr             | sym | trade_dt   | qty      |',
      '|      5 | Chicago GO 5.25%  | 167505PK6 | 2010-06-08 | 25000.0000 |',
      '|      6 | Johnson & Johnson | JNJ | 2016-02-09 | 40.0000  |',
      '|      7 | Exxon Mobil Corp  | XOM | 2009-11-23 | 120.0000 |',
    ].join('\n');
    const items = findTableRowItems(`My lots:\n\n${box}\n\nLeave lot 6 off the form, Schwab has that basis.`);
    assert.deepEqual(
      items.map((item) => item.text.match(/sym: (\S+)/)?.[1]),
      ['167505PK6', 'XOM'],
    );
  });

  test('the remark typed across a row is no lot, and the lots under it are read', () => {
    const items = findTableRowItems(`Here is my tracker:\n\n${paste}\n\nThanks!`);
    assert.deepEqual(
      items.map((item) => item.text.match(/Ticker: (\S+)/)?.[1]),
      ['JNJ', 'PFE', 'XOM'],
    );
  });
});

describe("a retiree's lots told a paragraph each", () => {
  const letter = [
    "My account number is 4471-2093 - the one ending 2093, not my wife's.",
    "The first one was 3M, ticker MMM. I bought a hundred and fifty shares on the 14th of March, '07. They cost me $78.42 a share.",
    'Next came Intel (INTC). That was the second of September 2008. Four hundred shares at $22.15 per share.',
    'Last, the Vanguard Wellington Fund, the Investor Shares, symbol VWELX. I put in $7,960.00 on June 30th, 2011 for 250 shares.',
    'The 3M shares I bought back in 2004 were sold in 2019, so they are gone.',
  ].join('\n\n');

  test('a paragraph with a count said in words and a day before its month is a lot; one sold is none', () => {
    assert.equal(findParagraphItems(letter).length, 3);
  });

  test('the words that tell the lots in order are no part of the name, and a share class joins its fund', () => {
    const [first, second, third] = findParagraphItems(letter).map((item) => itemWithHeadKeyed(item.text).split('\n')[0]);
    assert.equal(first, 'description: 3M');
    assert.equal(second, 'description: Intel');
    assert.equal(third, 'description: Vanguard Wellington Fund Investor Shares');
  });

  test("\"March, '07\" is March 2007", () => {
    assert.match(withYearsOfBareDates("on the 14th of March, '07, the Wednesday"), /March, 2007/);
  });

  test('a code, then a dashed remark on which one it is, is the code', () => {
    const facts = factsOf(letter.split('\n\n')[0]!);
    assert.ok(find(facts, '4471-2093').some((f) => f.key === 'account number'));
  });
});

describe("an aunt's call typed up by her nephew", () => {
  test('each part of a name ends where the next is named, and "my middle name, X" names it', () => {
    const facts = factsOf('My name, the family name is Rahimova, first name Zarina, and my middle name, Bekovna, they always want it.');
    assert.ok(find(facts, 'Rahimova').some((f) => f.key === 'family name'));
    assert.ok(find(facts, 'Bekovna').some((f) => /middle name/.test(f.key)));
  });

  test('digits said one by one with hyphens, and a number said by its letter first', () => {
    // (Parted by spaces, as the groups said aloud are read; "twenty-one" is one number.)
    assert.equal(withSpokenNumbers('starts two-one-three, four-four-seven'), 'starts two one three, four four seven');
    assert.equal(withSpokenNumbers('twenty-one'), '21');
    const facts = factsOf('My A-number, it starts A and then two-one-three, four-four-seven, nine-oh-eight.');
    assert.ok(find(facts, 'A213447908').some((f) => /A-number/.test(f.key)));
  });

  test('an aside that denies another value and says the value again goes', () => {
    const facts = factsOf('So, we used to live at 1420 Birchwood Drive, apartment twelve - no, not twenty-one, twelve, the one over the laundry - in Sacramento, California, zip 95823.');
    assert.ok(facts.some((f) => f.address?.street === '1420 Birchwood Drive' && f.address.line2 !== '' && f.address.zip === '95823'));
    assert.ok(facts.every((f) => !f.value.includes('laundry')));
  });

  test("the writer's own address, said to stay off her form, is left out", () => {
    const facts = factsOf("(For the record, my own address is 77 Elm Court, Elk Grove, CA 95758 - please don't put mine on her form.)");
    assert.equal(facts.filter((f) => f.value.includes('77 Elm Court')).length, 0);
  });
});

describe('a character approved by a LARP plot team', () => {
  test('"Age: she\'s playing her as 34 even though Hannah is 22" is the character\'s 34', () => {
    const facts = factsOf("Age: she's playing her as 34 even though Hannah is 22 lol");
    assert.ok(facts.some((f) => /^age$/i.test(f.key) && f.value === '34'));
  });
});

describe("a closer's e-mail relaying the seller's texts", () => {
  const email = [
    'From: Lorna Becker <lbecker@vermiliontitle.example.com>',
    'Subject: POA needed - Hutchins sale - closing 10/24',
    '',
    "Please prep the POA for closing on this file. Dale's texts from this morning pasted below:",
    '',
    '[7:42 AM] Dale: hey lorna its dale hutchins. yeah my brother is gonna do the closing for me',
    '[7:45 AM] Dale: the house is 1418 N Vermilion St Danville IL 61832 u have all that already',
  ].join('\n');

  test('the e-mail\'s sender is the correspondent, and the one whose texts it pastes is the writer', () => {
    const facts = factsOf(email);
    assert.ok(find(facts, 'Dale Hutchins').some((f) => f.party === 'self'));
    assert.ok(find(facts, 'Lorna Becker').every((f) => f.party !== 'self'));
    // (Read, as the correspondent: not dropped.)
    assert.ok(find(facts, 'Lorna Becker').some((f) => f.party === 'correspondent'));
  });

  test('the house a closing is for is the property', () => {
    const facts = factsOf(email);
    assert.ok(facts.some((f) => f.address?.street === '1418 N Vermilion St' && /property commonly known as/.test(f.key)));
  });
});

describe("a teacher's e-mail naming herself and her husband", () => {
  const email = "Same as always we're filing together, Tobias and me.\n\nOur names the way they are on our cards: Delphine M. Carraway and Tobias R. Carraway. My social is 472-18-5039 and Tobias's is 472-66-0918.";

  test('two people of one family name, each named in full, are the writer and her spouse', () => {
    const apart = withCoupleApart(email);
    assert.match(apart, /^Me: Delphine M\. Carraway$/m);
    assert.match(apart, /^Spouse: Tobias R\. Carraway$/m);
  });

  test("the spouse's number called by the spouse's name is the spouse's, and \"my social\" is the SSN", () => {
    const facts = factsOf(email);
    assert.ok(find(facts, '472-66-0918').some((f) => f.party === 'spouse'));
    assert.ok(find(facts, '472-18-5039').some((f) => f.party === 'self' && /\bSSN\b/.test(f.key)));
  });
});

describe('old trade confirmations scanned and pasted', () => {
  const confirm = (n: number, bought: string, what: string, date: string) =>
    `[scan p.${n}]\nBREWSTER & LOWE SECURITIES, INC.   TRADE CONFIRMATION\nY0U B0UGHT   ${bought}   ${what}\nTRADE DATE ${date}   SETTLEMENT DATE ${date}\nPRICE 81.6O   NET AMOUNT 24,492.OO`;
  const text = [
    'I scanned the paper confirms (OCR text below - the scanner confuses O/0 and l/1).',
    '- Skip the Pfizer confirm: I sold those shares in 2019.',
    '',
    confirm(1, '3OO', 'EXXON MOBIL CORP   SYMBOL: XOM', 'O7/22/2OO8'),
    '',
    confirm(2, '5OO', 'PFIZER INC   SYMBOL: PFE', 'O2/O9/2O1O'),
    '',
    confirm(3, 'l5O', 'JOHNSON & JOHNSON   SYMBOL: JNJ', 'O3/17/2OO9'),
  ].join('\n');

  test('a short number with one digit among its slips is read where the writer says a scanner read the text', () => {
    assert.match(withOcrSlipsRead(text), /YOU BOUGHT {3}300 {3}EXXON/);
    assert.match(withOcrSlipsRead(text), /BOUGHT {3}150 /);
    assert.equal(withOcrSlipsRead('Grade 5O was lOl'), 'Grade 5O was lOl');
  });

  test('each confirmation under its mark is a lot, its letterhead dropped and its count and name keyed; one skipped is none', () => {
    const items = findMarkedBlockItems(text);
    assert.equal(items.length, 2);
    assert.match(items[0]!.text, /^quantity: 300\ndescription: EXXON MOBIL CORP$/m);
    assert.match(items[1]!.text, /^description: JOHNSON & JOHNSON$/m);
    assert.ok(items.every((item) => !/BREWSTER/.test(item.text)));
    assert.match(items[0]!.text, /^TRADE DATE 07\/22\/2008$/m);
    // (Each item keeps its place in the text as written, slips and all.)
    assert.ok(text.slice(items[0]!.start, items[0]!.end).startsWith('[scan p.1]\nBREWSTER'));
  });
});
