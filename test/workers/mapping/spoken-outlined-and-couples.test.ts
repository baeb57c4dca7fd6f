/**
 * Requests read once they were no longer held out (issue 4, fresh v44 and probe batches 53-56): worksheets answered
 * after arrows, Taglish chats, auction and preparer paperwork, spoken texts (calls, interviews, dictation, voice
 * messages fixed afterwards), notes organised under headings and outlines, and couples named in one breath.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Fact } from '../../../workers/mapping/parse-data.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { linesWithArrowedAnswers } from '../../../workers/mapping/parse-inline-replies.js';
import { answerAsKeyedLines, questionKeys, speakerTranscriptLines } from '../../../workers/mapping/parse-chat.js';
import { withTaglishParticlesDropped } from '../../../workers/mapping/taglish.js';
import { findUsAddresses, withSpokenAddressPausesTidied } from '../../../workers/mapping/parse-compound.js';
import { sectionsSetAside } from '../../../workers/mapping/sections-of-others.js';
import { textParty } from '../../../workers/mapping/parties.js';
import { itemWithHeadKeyed, withCostPerUnitWorkedOut } from '../../../workers/mapping/table-items.js';
import { withKeyedClausesApart } from '../../../workers/mapping/parse-keyed-clauses.js';
import { linesWithOrganisationAddressKeyed } from '../../../workers/mapping/parse-record.js';
import { withOutlineKeyed } from '../../../workers/mapping/parse-outline.js';
import { withRadioAlphabetRead } from '../../../workers/mapping/radio-alphabet.js';
import { withCoupleApart } from '../../../workers/mapping/couples.js';
import { withStarCorrectionsApplied } from '../../../workers/mapping/corrections.js';
import { withDictatedPunctuationWritten } from '../../../workers/mapping/dictated-punctuation.js';
import { withYearsOfBareDates } from '../../../workers/mapping/bare-dates.js';
import { canonicalText } from '../../../workers/mapping/normalize-text.js';
import { findLabel } from '../../../workers/describe/find-label.js';
import { layoutOf } from '../../helpers/page-layout.js';

const factsOf = (text: string) => parseData(text).facts;
const valuesOf = (facts: Fact[], key: string) => facts.filter((f) => f.key === key).map((f) => f.value);

describe('worksheets answered after arrows', () => {
  test("a numbered question, an arrow and its answer are read as the answer keyed by what the question asks", () => {
    const lines = ['1. How old? -> 34 years. He is half-elf', '2. How tall and how heavy? -> 178 cm, 70 kg', '3. Color of eyes / hair / skin -> eyes are gold, hair is silver', 'price $600 -> $585'];
    const read = linesWithArrowedAnswers(lines);
    assert.ok(read.includes('height: 178 cm') && read.includes('weight: 70 kg'));
    assert.ok(read.includes('eyes: gold') && read.includes('hair: silver'));
    // (An arrow between two amounts is a change, read where it is.)
    assert.ok(read.includes('price $600 -> $585'));
    // Fewer than three, and the arrows are the writer's own shorthand.
    assert.deepEqual(linesWithArrowedAnswers(lines.slice(0, 2)), lines.slice(0, 2));
  });

  test('questions name their measures, a bracketed other name and a name asked for by its parts', () => {
    assert.deepEqual(questionKeys('How old?'), ['age']);
    assert.deepEqual(questionKeys('Which group (faction) you belong?'), ['group faction']);
    assert.deepEqual(questionKeys('Story of your character (3-5 sentences)?'), ['backstory']);
    assert.deepEqual(questionKeys('One, first name, middle initial and last name like your Social Security card?'.replace(/^One, /, '')), ['name']);
  });

  test('an answer to a list of friends runs on over its sentences however short the first', () => {
    const facts = factsOf('--- his worksheet ---\n1. Name? -> Kaito\n2. How old? -> 34\n3. Friends and organizations -> My wolf friend Yuki. Old ranger Brannoc. Also the druids.');
    assert.deepEqual(valuesOf(facts, 'Friends and organizations'), ['My wolf friend Yuki. Old ranger Brannoc. Also the druids.']);
  });
});

describe('Taglish chats', () => {
  test("Tagalog particles go where a text is Taglish; a post-office box and an English text stay as they are", () => {
    const taglish = 'sige ako na gagawa. full name mo ulit? yung exactly nasa green card ha\noo, 9021 Fondren Rd apt 1107\npls lagay mo rin yung PO box ko. pakidate mo na lang ng 08/12/2025 kasi bukas';
    const read = withTaglishParticlesDropped(taglish);
    assert.match(read, /full name\?/);
    assert.match(read, /yes, 9021 Fondren Rd/);
    assert.match(read, /PO box/);
    assert.match(read, /please date 08\/12\/2025/);
    const english = 'Please send the PO box form to Pakistan, ha ha.';
    assert.equal(withTaglishParticlesDropped(english), english);
  });

  test('a name written last name first with its middle name said after is keyed by its parts', () => {
    assert.deepEqual(answerAsKeyedLines(['full name'], 'DELA CRUZ, MARIA CRISTINA, middle name SANTOS'), ['last name: DELA CRUZ', 'first name: MARIA CRISTINA', 'middle name: SANTOS']);
  });

  test('"please date it" before a date dates the form', () => {
    const facts = factsOf("I'll sign when it's printed. Please date it 08/12/2025 because I mail it tomorrow.");
    assert.deepEqual(valuesOf(facts, 'date signed dated'), ['08/12/2025']);
  });
});

describe('business paperwork', () => {
  test('a question asked without its mark states nothing a check box could take', () => {
    const { clauses } = parseData('Two members so taxed as a partnership? or did you elect S corp\npartnership.');
    assert.ok(!clauses.some((c) => /S corp/.test(c.text)));
  });

  test('a rural grid number is a house number', () => {
    assert.equal(findUsAddresses('address same as always N4127 County Rd K, Gays Mills WI 54631')[0]?.text, 'N4127 County Rd K, Gays Mills WI 54631');
  });

  test("a heading of common nouns the text writes in lower case is no one's name, so its part is not set aside", () => {
    const sections = ['LOT SHEET', 'BIDDER REGISTRATION'];
    const outside = ['The bill of sale is between the consignor and the winning bidder - please don\'t put us on it.', 'Lot sheet and bidder card are pasted below.'];
    assert.equal(sectionsSetAside(sections, outside).aside.size, 0);
  });

  test("an auction's consignor sells and its bidder buys", () => {
    assert.equal(textParty('consignor'), 'seller');
    assert.equal(textParty('winning bidder'), 'buyer');
  });

  test('a lot headed by its name and code after a dash, a code shaped as a CUSIP, and a bond priced per 100', () => {
    assert.equal(itemWithHeadKeyed('Procter & Gamble - symbol PG. We bought it March 14, 1988.'), 'description: Procter & Gamble\nsymbol or code: PG\nWe bought it March 14, 1988.');
    assert.match(itemWithHeadKeyed('The Cook County bond - the 5% one that comes due 2030. The number on the confirmation is 213185AB7.'), /^symbol or code: 213185AB7\n/);
    assert.match(withCostPerUnitWorkedOut('The Cook County bond. Face amount $25,000. We paid 101.25, so $25,312.50.'), /^cost per unit: 101\.25\n/);
    // A cost per share worked out from the lot's total keeps the digits it has: 4,150.00 for 400 shares is 10.375.
    assert.match(withCostPerUnitWorkedOut('400 shares now. Grandpa paid $4,150.00 all in with the commission.'), /^cost per unit: 10\.375\n/);
  });

  test('"you can use this:" keys a quoted value in prose', () => {
    assert.match(withKeyedClausesApart('For the skill/learning objective you can use this: "Build skills in sample design."'), /\nskill\/learning objective: Build skills in sample design\.\n/);
  });

  test("a yes to an accommodation, then what will be needed, describes it", () => {
    const facts = factsOf("Accommodation: yes. I'm Deaf, so I'll need two ASL interpreters (a team) for all sessions.");
    assert.deepEqual(valuesOf(facts, 'accommodation requirements described'), ['two ASL interpreters (a team) for all sessions']);
  });

  test('an address alone under a firm\'s line is the firm\'s, and a name to put in a box is keyed by the box', () => {
    assert.deepEqual(linesWithOrganisationAddressKeyed(['Firm: Holloway Tax & Bookkeeping LLC, EIN 62-1847309', '1880 Kingston Pike, Suite 204, Knoxville, TN 37919']), ['Firm: Holloway Tax & Bookkeeping LLC, EIN 62-1847309', 'Firm address: 1880 Kingston Pike, Suite 204, Knoxville, TN 37919']);
    const facts = factsOf("PAID PREPARER\nDenise K. Holloway, EA - put my name in the preparer's name box\nPTIN P01862274");
    assert.deepEqual(valuesOf(facts, "preparer's name"), ['Denise K. Holloway']);
    assert.ok(facts.filter((f) => f.key === 'PTIN').every((f) => f.section === 'PAID PREPARER'));
  });

  test("the person the IRS can talk to is the return's third-party designee", () => {
    const facts = factsOf('Also please put me down as the person the IRS can talk to about his return: Danuta Kowalski, cell (989) 555-0231.');
    assert.ok(facts.some((f) => f.key === 'third party designee'));
    assert.match(canonicalText('the person the IRS can talk to'), /third party designee/);
  });
});

describe('spoken texts', () => {
  test('a call where one speaker asks the other the questions is read as an interview', () => {
    const lines = ['Me: Hey Dre, I just need your character.', 'Dre: No problem.', 'Me: Cool. Age?', 'Dre: Thirty-four.', 'Me: Eyes, skin, hair?', 'Dre: Grey eyes.', 'Me: Faction?', 'Dre: The Ashen Lantern.', 'Me: Treasure?', 'Dre: A silver signet ring, forty gold pieces, and a hooded lantern with a cracked green lens.'];
    const read = speakerTranscriptLines(lines) ?? [];
    assert.ok(read.some((line) => /^Age: /i.test(line)));
    assert.ok(read.some((line) => /^Treasure: A silver signet ring/i.test(line)));
  });

  test('an intake sheet read out item by item asks what each item names', () => {
    const lines = ['VOLUNTEER: Okay, question by question. One, first name, middle initial and last name like your card.', 'CLIENT: Raymond A. Szczepanski. S-Z-C-Z-E-P-A-N-S-K-I.', 'VOLUNTEER: Question two, your Social Security number.', 'CLIENT: 318-62-4507.'];
    const read = speakerTranscriptLines(lines) ?? [];
    assert.ok(read.includes('name: Raymond A. Szczepanski'));
    assert.ok(read.some((line) => /Social Security number: 318-62-4507/i.test(line)));
  });

  test('names spelt in the radio alphabet are written as the names', () => {
    assert.equal(withRadioAlphabetRead('First name: Yankee, Sierra, Oscar, Lima, Delta, Echo.'), 'First name: Ysolde.');
    assert.equal(withRadioAlphabetRead('Last name: Victor, Alpha, Romeo, Kilo, Hotel... no, back up. Victor, Alpha, Romeo, Kilo, Hotel, Alpha, Victor, Echo, November.'), 'Last name: Varkhaven.');
    // (Words spelt again after they are written go.)
    assert.equal(withRadioAlphabetRead('Brother Quillon Dask - Quebec, Uniform, India, Lima, Lima, Oscar, November, then Delta, Alpha, Sierra, Kilo - the priest'), 'Brother Quillon Dask -  - the priest');
    assert.equal(withRadioAlphabetRead('Mike, Victor and Oscar came.'), 'Mike, Victor and Oscar came.');
  });

  test("a voice message's list of fixes puts the right words where the wrong ones were said", () => {
    const text = ["I'm a hydraulic technician from the Helen a field office.", 'Tuition is $11.50 books included.', 'fixes:', '*Helena not Helen a lol', '*hydrologic technician not hydraulic', '*tuition is $1,150 not 11.50!!'].join('\n');
    const read = withStarCorrectionsApplied(text);
    assert.match(read, /I'm a hydrologic technician from the Helena field office\./);
    assert.match(read, /Tuition is \$1,150 books included\./);
    assert.doesNotMatch(read, /not hydraulic/);
  });

  test("a dictated date's digits, a letter told by a word, and an address's town said as its own sentence", () => {
    const dictated = 'Hi Maribel comma this is Teo period new paragraph Date of birth zero three slash one two slash one nine eight seven period new paragraph The new address colon 58 North Kedzie Avenue comma apartment 3 F as in Frank period';
    assert.match(withDictatedPunctuationWritten(dictated), /03\/12\/.*apartment 3F\./s);
    assert.equal(withSpokenAddressPausesTidied('5820 North Kedzie Avenue, apartment 3F. Chicago, Illinois 60659.'), '5820 North Kedzie Avenue, apartment 3F, Chicago, Illinois 60659.');
  });

  test("a day said before its month is dated, with the year of the text's other dates but a birth date's", () => {
    const text = 'Date of birth 03/12/1987. Sent Jun 16, 2025. I can sign on Friday the 20 of June.';
    assert.match(withYearsOfBareDates(text), /Friday June 20, 2025/);
  });
});

describe('notes under headings', () => {
  test("an outline's items are keyed by the headings they sit under", () => {
    const text = ['1. Trainee', '   1.1 Voight, Harlan P.', '   1.2 Position', '       a) Electronics Technician', '       b) GS-0856-09, step 5', '   1.3 Duty station: WFO Glasgow MT', '2. Course', '   2.1 Dual-Polarization Maintenance', '   2.2 Course code 2026-RDA-04'].join('\n');
    assert.deepEqual(withOutlineKeyed(text).split('\n'), ['Trainee: Voight, Harlan P.', 'Position: Electronics Technician', 'Position: GS-0856-09, step 5', 'Duty station: WFO Glasgow MT', 'Course: Dual-Polarization Maintenance', 'Course code 2026-RDA-04']);
  });

  test("a capitals heading over a dash list keys the list's items, but a title's colon and an item's own key", () => {
    const text = ['ME', '- Quintanilla-Baptiste, Marisol R.', '- desk (702) 555-0184', '', 'COURSE', '- Federal Appropriations Law: Fundamentals and Fiscal Year Issues', '- course # APL-220'].join('\n');
    assert.deepEqual(withOutlineKeyed(text).split('\n'), ['ME', 'me: Quintanilla-Baptiste, Marisol R.', 'me: desk (702) 555-0184', '', 'COURSE', 'course: Federal Appropriations Law: Fundamentals and Fiscal Year Issues', '- course # APL-220']);
  });

  test('a heading in capitals after a blank line names the part under it', () => {
    const facts = factsOf('Intro line.\n\nORGANIZER p.2 - DEPENDENTS\nCaleb J. Abernathy | son | age 9');
    assert.ok(facts.filter((f) => f.key === 'relationship').every((f) => f.section === 'ORGANIZER p.2 - DEPENDENTS'));
  });
});

describe('couples named in one breath', () => {
  test("each spouse gets a line with their SSN, keyed by who writes", () => {
    const text = 'Names exactly like on the cards: Desmond R. & Priya K. Achterberg. SSNs are 512-38-7704 (me) and 498-21-6635 (Priya). Filing jointly.\nThanks,\nDes';
    const read = withCoupleApart(text);
    assert.match(read, /\nMe: Desmond R\. Achterberg, SSN 512-38-7704\nSpouse: Priya K\. Achterberg, SSN 498-21-6635/);
    assert.doesNotMatch(read, /\(me\)/);
  });

  test("the form being the other spouse's makes them whom it is about", () => {
    const read = withCoupleApart("Mine went in last week, this one is just his. For your records we're Raymond and Lorna Pettibone, 527-61-0834 and 527-61-2957 - the second one is mine.");
    assert.match(read, /Taxpayer: Raymond Pettibone, SSN 527-61-0834\nSpouse: Lorna Pettibone, SSN 527-61-2957/);
  });

  test("a firm's name and names on separate lines are no couple", () => {
    const firm = 'Preparer: Nadia Ruiz, EA - Ruiz & Tan Tax Services. Our clients filed jointly.';
    assert.equal(withCoupleApart(firm), firm);
    const lines = 'INTAKE - HARLOW, Benjamin & Teresa\nPreparer: Nadia Ruiz. They file jointly.';
    assert.equal(withCoupleApart(lines), lines);
  });
});

describe('labels beside check boxes and under headings', () => {
  test("a check box's caption is no label of the text box right of it that a heading tops", () => {
    // 1040 paid preparer: "Check [ ] if / self-employed" then the PTIN box, "PTIN" printed right on top of it.
    const layout = layoutOf([
      { y0: 100, y1: 108, phrases: [[460, 480, 'PTIN']] },
      { y0: 109, y1: 117, phrases: [[400, 420, 'Check'], [438, 446, 'if']] },
    ]);
    const checkBox = { x: 425, y: 109, width: 8, height: 8 };
    const ptinBox = { x: 458, y: 109, width: 80, height: 10 };
    const obstacles = [checkBox, ptinBox].map((r) => ({ x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height }));
    assert.equal(findLabel(layout, ptinBox, { toggle: false, obstacles })?.phrase.text, 'PTIN');
  });

  test('a heading heads the box under it, not the box of the next row beneath that one', () => {
    const layout = layoutOf([{ y0: 100, y1: 108, phrases: [[460, 480, 'PTIN']] }]);
    const ptinBox = { x: 458, y: 109, width: 80, height: 10 };
    const einBox = { x: 470, y: 122, width: 70, height: 10 };
    const obstacles = [ptinBox, einBox].map((r) => ({ x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height }));
    assert.notEqual(findLabel(layout, einBox, { toggle: false, obstacles })?.phrase.text, 'PTIN');
  });
});
