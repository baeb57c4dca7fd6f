/**
 * Texts read once fresh v66 was no longer held out (issue 4, fresh v66 and probe batch 82): a phone service's
 * conversations exported as HTML pages, notes that win over a pasted part closed by a rule, codes and names mended as
 * they are said, checklists that leave boxes blank, and a portal's record whose headings are no values.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { factsOf, valuesOf } from '../../helpers/parsed-facts.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';
import { withMessagePagesRead } from '../../../workers/mapping/message-pages.js';
import {
  withArrowToBlankKeyed,
  withBoxInBracketsLeading,
  withEventConfirmationKeyed,
  withTimesOffDateRanges,
  withCodeSentToBox,
  withDescribedValueKeyed,
  withFigureApartFromDenial,
  withNoneBeforeRemark,
  withNumberKeyedWithoutWhereRead,
  withOrdinalKeyInWords,
  withOwnNameToPutSaid,
  withPayPlanApartFromTitle,
  withPlaceSaidOverOld,
  withValueAfterRemarkApart,
  withoutRemarkOnHowWritten,
} from '../../../workers/mapping/lines-said-in-notes.js';
import { withSpokenRepairsMade, withoutDatesDeclined } from '../../../workers/mapping/corrections.js';
import { withYearsOfBareDates } from '../../../workers/mapping/bare-dates.js';
import { findEuropeanAddress } from '../../../workers/mapping/parse-compound.js';
import { findItemDetails } from '../../../workers/mapping/parse-item.js';
import { linesWithIndentedDetailsJoined } from '../../../workers/mapping/parse-indented.js';
import { withBbcodeRead } from '../../../workers/mapping/bbcode-source.js';
import { withDokuwikiRead } from '../../../workers/mapping/dokuwiki-source.js';
import { withSectionsReferredToFilled } from '../../../workers/mapping/sections-referred-to.js';
import { withImperialUnitsAsked } from '../../../workers/mapping/imperial-units.js';

/** A Google Voice thread as Takeout writes it: hCard senders, ISO times, the phone's owner "Me". */
const VOICE_THREAD = [
  '<div class="participants">Group conversation with:',
  '<cite class="sender vcard"><a class="tel" href="tel:+12175550148"><span class="fn">Luis Arredondo</span></a></cite></div>',
  '<div class="hChatLog hfeed">',
  '<div class="message"><abbr class="dt" title="2025-03-08T13:02:11.000-06:00">Mar 8, 2025, 1:02:11 PM Central</abbr>:',
  '<cite class="sender vcard"><a class="tel" href="tel:+12175550131"><abbr class="fn" title="">Me</abbr></a></cite>:',
  '<q>Luis, I want you to have the Browning Citori. It&#39;s a gift.</q></div>',
  '<div class="message"><abbr class="dt" title="2025-03-08T14:02:58.000-06:00">Mar 8, 2025, 2:02:58 PM Central</abbr>:',
  '<cite class="sender vcard"><a class="tel" href="tel:+12175550148"><span class="fn">Luis Arredondo</span></a></cite>:',
  '<q>44 Sycamore Ct, Apt 2, Champaign IL 61820. Name on it is just Luis Arredondo.</q></div>',
  '</div>',
].join('\n');

/** Another service's export: senders shown by number, US times, voicemails in a table. */
const NUMBERED_THREAD = [
  '<div class="msg out"><span class="from">Me</span> <span class="ts">06/17/2025 7:02 PM</span><p>Dale, looping in my son Eli. Asking $375.</p></div>',
  '<div class="msg in"><span class="from">(217) 555-0146</span> <span class="ts">06/17/2025 7:20 PM</span><p>Deal at 340 cash.</p></div>',
  '<div class="msg in"><span class="from">(618) 555-0193</span> <span class="ts">06/19/2025 8:02 AM</span><p>I&#39;ll bring it Saturday. Eli</p><p class="att">[image: IMG_4471.jpg]</p></div>',
  '<table>',
  '<tr><th>From</th><th>Received</th><th>Duration</th><th>Transcription</th></tr>',
  '<tr><td>(217) 555-0146</td><td>06/19/2025 12:41 PM</td><td>0:58</td>',
  '<td>Hey Walt it&#39;s Dale Prochaska. My mailing address is P.O. Box 88, Mattoon, Illinois 61938.</td></tr>',
  '</table>',
].join('\n');

describe("a phone service's conversations exported as HTML pages", () => {
  test('Google Voice messages are chat lines, oldest first as the page has them, the owner "Me"', () => {
    const lines = withMessagePagesRead(`My texts from Takeout:\n\n${VOICE_THREAD}\n`).split('\n').filter((line) => line.trim() !== '');
    assert.deepEqual(lines, [
      'My texts from Takeout:',
      "[2025-03-08 13:02] Me: Luis, I want you to have the Browning Citori. It's a gift.",
      '[2025-03-08 14:02] Luis Arredondo: 44 Sycamore Ct, Apt 2, Champaign IL 61820. Name on it is just Luis Arredondo.',
    ]);
  });

  test('a sender shown by number is named by what they say of themselves, and a voicemail is their message', () => {
    const lines = withMessagePagesRead(NUMBERED_THREAD).split('\n').filter((line) => line.trim() !== '');
    assert.deepEqual(lines, [
      '[2025-06-17 19:02] Me: Dale, looping in my son Eli. Asking $375.',
      '[2025-06-17 19:20] Dale Prochaska: Deal at 340 cash.',
      "[2025-06-19 08:02] Eli: I'll bring it Saturday. Eli",
      "[2025-06-19 12:41] Dale Prochaska: Hey Walt it's Dale Prochaska. My mailing address is P.O. Box 88, Mattoon, Illinois 61938.",
    ]);
  });

  test('a text without such pages stays as it is', () => {
    const text = 'Hi <b>Tom</b>, the <div class="note">form</div> is attached.';
    assert.equal(withMessagePagesRead(text), text);
  });

  test('the writer who gives the thing away is its seller and the one named the buyer, whoever else is in the group', () => {
    const group = [
      VOICE_THREAD.replace('</div>\n</div>', '</div>'),
      '<div class="message"><abbr class="dt" title="2025-03-08T13:20:37.000-06:00">x</abbr>:',
      '<cite class="sender vcard"><a class="tel" href="tel:+12175550163"><span class="fn">Carmen Arredondo</span></a></cite>:',
      '<q>Dad, just check the gift box on the form.</q></div>',
      '<div class="message"><abbr class="dt" title="2025-03-08T15:11:02.000-06:00">x</abbr>:',
      '<cite class="sender vcard"><a class="tel" href="tel:+12175550131"><abbr class="fn" title="">Me</abbr></a></cite>:',
      '<q>Fine fine. No money, no trade.</q></div>',
      '</div>',
    ].join('\n');
    const facts = factsOf(`Please fill the bill of sale from my texts.\n\n${group}`);
    assert.ok(facts.some((f) => f.value === 'Luis Arredondo' && f.party === 'buyer'));
    assert.ok(!facts.some((f) => f.value === 'Luis Arredondo' && f.party === 'seller'));
    assert.ok(facts.some((f) => f.address && f.value.startsWith('44 Sycamore Ct')));
  });

  test('an agreed price is neither side\'s alone, whoever said it', () => {
    const facts = factsOf(`I'm the seller (Walt).\n\n${NUMBERED_THREAD}`);
    const agreed = facts.find((f) => f.key === 'Agreed price');
    assert.equal(agreed?.value, '$340');
    assert.equal(agreed?.party, undefined);
  });
});

describe('notes that win over a pasted part closed by a rule', () => {
  const text = [
    'Please fill it. Go with her instructions where the portal says something different.',
    '',
    '---------- copied from the owner portal ----------',
    'Primary address ....... 1410 Marigold St, Rockford, IL 61104',
    '------------------- end of portal copy -------------------',
    '',
    'From my notes on the call:',
    '- Address: the estate gets its mail through me as executor, so use my address. 618 N Church St, Apt 4D, Belvidere IL 61008 — wait no, sorry, 4C. Apt 4C.',
  ].join('\n');

  test('the code taken back is mended where it was said, and the remark before the value is a line of its own', () => {
    assert.equal(withSpokenRepairsMade('618 N Church St, Apt 4D, Belvidere IL 61008 — wait no, sorry, 4C. Apt 4C.'), '618 N Church St, Apt 4C, Belvidere IL 61008. Apt 4C.');
    assert.equal(withValueAfterRemarkApart('- Address: the estate gets its mail through me, so use my address. 618 N Church St, Apt 4C, Belvidere IL 61008. Apt 4C.'), '- Address: 618 N Church St, Apt 4C, Belvidere IL 61008\nthe estate gets its mail through me, so use my address.\nApt 4C.');
    // (A remark that names someone is the value: "Seller: me, Curtis Ray Lemaster (…). 2217 County Road …".)
    const named = "- Seller: me, Curtis Ray Lemaster (that's how it is on my license). 2217 County Road 1400 N, Carmi, IL 62821.";
    assert.equal(withValueAfterRemarkApart(named), named);
  });

  test("the notes' address wins for the payee's address box", async () => {
    const fields = [fieldAt('street', 'text', { x: 40, y: 100 }), fieldAt('city', 'text', { x: 40, y: 130 })];
    const labels = [described('street', '5 Address (number, street, and apt. or suite no.)'), described('city', '6 City, state, and ZIP code')];
    const mapped = await mappedValues(fields, labels, text);
    assert.equal(mapped.street, '618 N Church St, Apt 4C');
    assert.equal(mapped.city, 'Belvidere, IL 61008');
  });

  test('a code sent to a box by its name is keyed for it', () => {
    assert.equal(withCodeSentToBox("Note the new Owner ID is OWN-00977. Put OWN-00977 in the account number box. Thanks."), 'Note the new Owner ID is OWN-00977.\naccount number: OWN-00977\nThanks.');
    assert.equal(withCodeSentToBox('Put the money in the box.'), 'Put the money in the box.');
  });
});

describe('values mended or settled as they are said', () => {
  test('"step 3 → NO, step 4" keeps the step said last', () => {
    assert.equal(withSpokenRepairsMade('☑ GS-0819-12, step 3  →  NO, step 4: the WGI posted on my Oct 12 SF-50. Step 4.'), '☑ GS-0819-12, step 4. the WGI posted on my Oct 12 SF-50. Step 4.');
  });

  test('a remark in brackets that quotes a mistake names no option', () => {
    assert.equal(withSpokenRepairsMade('- I am a woman (the old paper form had a mistake with "Man", I remember).'), '- I am a woman.');
    assert.equal(withSpokenRepairsMade('- Colour: blue (the "green" one)'), '- Colour: blue (the "green" one)');
  });

  test('a hyphenated name the writer asks for is written so where a register drops the hyphen', () => {
    const facts = factsOf('NAME: IOANA MARIA\nSURNAMES: DUMITRESCU\n\n- My name is written with hyphen: Ioana-Maria.');
    assert.deepEqual(valuesOf(facts, 'NAME'), ['Ioana-Maria']);
  });

  test('a date one side cannot make goes when another is agreed after it', () => {
    const sentences = ["We'll sign Sunday March 30 at the house.", 'Walt I got stuck with a double on the 30th, sorry.', 'Easter it is.', 'April 20.'];
    const date = (value: string, sentence: string, day: number) => ({ value, sentence, typed: { kind: 'date', date: { day } } });
    const facts = [date('March 30, 2025', sentences[0]!, 30), date('April 20, 2025', sentences[3]!, 20)];
    assert.deepEqual(withoutDatesDeclined(facts, sentences).map((f) => f.value), ['April 20, 2025']);
    // (Nothing said after the refusal: the date stays.)
    assert.equal(withoutDatesDeclined(facts.slice(0, 1), sentences).length, 1);
  });

  test("a weekday's month/day and its ordinal day take the year of the text's dates", () => {
    const text = "[2025-06-17 19:24] Me: We'll sign Saturday the 21st.\nWe're signing Saturday 6/21.";
    assert.equal(withYearsOfBareDates(text), "[2025-06-17 19:24] Me: We'll sign Saturday June 21, 2025.\nWe're signing Saturday 6/21/2025.");
  });

  test('"put my license name …" is the writer\'s name, a number read off a paper keeps its own key', () => {
    assert.equal(withOwnNameToPutSaid('For my part put my license name Walter J. Brandtner, DL B653-4418-2209.'), 'For my part my name is Walter J. Brandtner, DL B653-4418-2209.');
    assert.equal(withNumberKeyedWithoutWhereRead('Serial number off my insurance list is 27814NZ353.'), 'Serial number is 27814NZ353.');
  });

  test('"The 725 Field, 12 gauge" names no maker "The"', () => {
    const details = findItemDetails('The 725 Field, 12 gauge over/under with the 28 inch barrels.');
    assert.ok(!details.some((d) => d.key === 'make manufacturer brand'));
    assert.equal(details.find((d) => d.key === 'caliber gauge')?.value, '12 gauge');
  });

  test('an A-number said to be someone else\'s is not the writer\'s', () => {
    const facts = factsOf("Abena has an A-number on her H-4 EAD card, A218443097, but that's hers, not mine.");
    const number = facts.find((f) => f.value === '218443097');
    assert.notEqual(number?.party, undefined);
    assert.notEqual(number?.party, 'self');
  });
});

describe("a checklist's and a note's keyed lines", () => {
  test('an arrow to "leave blank", "2nd line", "none — remark" and a figure with a denial are keyed', () => {
    assert.equal(withArrowToBlankKeyed('☐ home address/phone → leave blank, optional'), '☐ home address/phone: leave blank, optional');
    assert.equal(withOrdinalKeyInWords('☑ 2nd line: Leah Armitage, Chief, NPDES Branch'), '☑ second line: Leah Armitage, Chief, NPDES Branch');
    assert.equal(withNoneBeforeRemark("☑ Course number: none — LXQV is Tito's order reference, not a course #"), '☑ Course number: none');
    assert.equal(withFigureApartFromDenial('☑ CEUs: 1.6 (NOT the 16 PDH number — our form wants CEUs), credit type CEU'), '☑ CEUs: 1.6\ncredit type CEU');
    assert.equal(withFigureApartFromDenial('CEUs: 1.6 (16 contact hours)'), 'CEUs: 1.6 (16 contact hours)');
    assert.equal(withPayPlanApartFromTitle('☑ Title: Mathematical Statistician — GS-1529-13, step 3'), '☑ Title: Mathematical Statistician\nGS-1529-13, step 3');
  });

  test('a place said over the old one, a described value, and a remark on how a name is written', () => {
    assert.equal(withPlaceSaidOverOld('- Postal code 46005, city Valencia. Country Spain of course, not Romania anymore.'), '- Postal code 46005, city Valencia.\nCountry: Spain');
    assert.equal(withPlaceSaidOverOld('Postcode 3531 CK, city Utrecht, country Netherlands of course. The old one is gone.'), 'Postcode 3531 CK, city Utrecht,\ncountry: Netherlands\nThe old one is gone.');
    assert.equal(withDescribedValueKeyed("- address for the LLC = the new PO box: PO Box 2291, Decatur, GA 30031. not Mom's Tucker house"), "- address for the LLC: PO Box 2291, Decatur, GA 30031\nnot Mom's Tucker house");
    assert.equal(withoutRemarkOnHowWritten('- LLC name exactly as on the filing: Calloway Street Properties LLC (no comma)'), '- LLC name exactly as on the filing: Calloway Street Properties LLC');
  });

  test('boxes a checklist leaves blank or off are emptied, each slashed part by its own words', async () => {
    const fields = [fieldAt('home', 'text', { x: 40, y: 100 }, { currentValue: '1 Old Rd' }), fieldAt('phone', 'text', { x: 40, y: 140 }, { currentValue: '555-0100' }), fieldAt('work', 'text', { x: 40, y: 180 })];
    const labels = [described('home', '4. Home Address (Optional)'), described('phone', '5. Home Telephone (Optional)'), described('work', 'Work Telephone')];
    const blank = await mappedValues(fields, labels, '☐ home address/phone → leave blank, optional and I don\'t want it on there\n☑ work phone: 303-555-0184');
    assert.equal(blank.home, '');
    assert.equal(blank.phone, '');
    const off = await mappedValues(fields, labels, '☑ Home address + home phone are optional → LEAVE OFF (the shop has my billing address)\n☑ work phone: 303-555-0184');
    assert.equal(off.home, '');
    assert.equal(off.phone, '');
  });

  test('a country said over the old one fills the country box', async () => {
    const fields = [fieldAt('Country', 'text', { x: 40, y: 100 }, { currentValue: 'United States' })];
    const mapped = await mappedValues(fields, [described('Country', 'Country')], 'Postcode 3531 CK, city Utrecht, country Netherlands of course.');
    assert.equal(mapped.Country, 'Netherlands');
  });
});

describe("a portal's record", () => {
  test('a heading in capitals over keyed or deeper lines is no detail of the line above it', () => {
    const lines = ['Tax ID (SSN): XXX-XX-5120', '  ADDRESSES', 'Legal address: 2100 South Blvd, Unit 512, Charlotte, NC 28203', 'Mailing address: Same as legal address', '  ADDRESS HISTORY', '    09/15/2025 – present   2100 South Blvd'];
    assert.deepEqual(linesWithIndentedDetailsJoined(lines), lines);
    assert.deepEqual(linesWithIndentedDetailsJoined(['BUYER: Marcus T. Bellweather', '   77 Oak Hollow Dr, Springfield, IL 62704']), ['BUYER: Marcus T. Bellweather, 77 Oak Hollow Dr, Springfield, IL 62704']);
  });

  test('a preferred name is no first name', async () => {
    const fields = [fieldAt('given', 'text', { x: 40, y: 100 })];
    const mapped = await mappedValues(fields, [described('given', 'Given Name (First Name)')], 'Preferred name ........ Kobby\nLegal name ........ Kwabena Darko Mensah');
    assert.equal(mapped.given, 'Kwabena');
  });

  test('a town has no figures: a sentence with a date and a form number is no address', () => {
    assert.equal(findEuropeanAddress('GS-0819-12, step 3  →  NO, step 4: the WGI posted on my Oct 12, 2025 SF-50'), undefined);
    assert.equal(findEuropeanAddress('My room is at Rua dos Fanqueiros 112, 3º Esq., 1100-232 Lisboa, Portugal.')?.text, 'Rua dos Fanqueiros 112, 3º Esq., 1100-232 Lisboa, Portugal');
  });
});

describe("an event platform's e-mails", () => {
  test('the event is the course, its organiser over its address the vendor, whom to ask the point of contact', () => {
    const mail = [
      "You're going to GSI Design Workshop 2025: Bioretention & Monitoring (GSI-204)",
      'Organized by High Plains Stormwater Institute',
      '2850 Iris Ave, Suite 110, Boulder, CO 80301 · 720-555-0139',
      'Questions? Contact Marisol Etchart, Program Coordinator.',
    ].join('\n');
    assert.equal(withEventConfirmationKeyed(mail), [
      'Course title: GSI Design Workshop 2025: Bioretention & Monitoring',
      'Course number: GSI-204',
      'Organized by High Plains Stormwater Institute, 2850 Iris Ave, Suite 110, Boulder, CO 80301 · 720-555-0139',
      'Point of contact: Marisol Etchart',
    ].join('\n'));
  });

  test("a changed date's times go, and the old one under \"was:\" with them", () => {
    const notice = 'Date and time changed:\n  was: Tue, Oct 28, 2025 8:00 AM – Wed, Oct 29, 2025 4:30 PM MDT\n  now: Tue, Nov 18, 2025 8:00 AM – Wed, Nov 19, 2025 4:30 PM MST';
    assert.equal(withTimesOffDateRanges(notice), 'Date and time changed:\n  now: Nov 18, 2025 – Nov 19, 2025');
  });

  test('a key that names its box in brackets is keyed as the form numbers it', () => {
    assert.equal(withBoxInBracketsLeading('☑ objective (box 20): "Build the design-review skills …"'), '☑ 20. objective: "Build the design-review skills …"');
  });
});

describe("a wiki's or a worldbuilding site's page source", () => {
  const article = [
    '[h1]Saoirse Dunmore[/h1]',
    '[quote]Every song is a map.|Saoirse[/quote]',
    '[section:sidebar]',
    '[b]Born:[/b] 1461 DR · [b]Age:[/b] 31',
    '[b]Organization:[/b] @[The Harpers](organization:9d27f1b3)',
    '[/section]',
    '[spoiler=GM SECRETS]Her father is NOT dead.[/spoiler]',
    '[h2]Wealth & Possessions[/h2]',
    '[b]Treasure:[/b]',
    '[ul]',
    '[li]moonstone earrings (25 gp)[/li]',
    '[li][s]Ring of the Tidecaller[/s] — gave it to Tamsin[/li]',
    '[li]deed to The Gilded Gull[/li]',
    '[/ul]',
  ].join('\n');

  test('BBCode is read as the page shows it, its secrets, quotes and mentions\' links gone', () => {
    assert.equal(withBbcodeRead(article), ['Name: Saoirse Dunmore', '', 'Born: 1461 DR · Age: 31', 'Organization: The Harpers', '', '## Wealth & Possessions', 'Treasure:', '- moonstone earrings (25 gp)', '- ~~Ring of the Tidecaller~~ — gave it to Tamsin', '- deed to The Gilded Gull', ''].join('\n'));
    assert.equal(withBbcodeRead('I [b]really[/b] need this.'), 'I [b]really[/b] need this.');
  });

  test('a note that sends a box to a list above gets its items, without those struck or left out', () => {
    const text = `${withBbcodeRead(article)}\n* Treasure box: the treasure list minus the ring she gave away.\n* Gear: the Weapons list.`;
    const lines = withSectionsReferredToFilled(text).split('\n');
    assert.equal(lines.at(-2), '* Treasure: moonstone earrings (25 gp); deed to The Gilded Gull');
    assert.equal(lines.at(-1), '* Gear: the Weapons list.');
    assert.equal(withSectionsReferredToFilled('## Personal History\nShe ran away at sixteen.\n\n* Backstory: the Personal History paragraph as is.').split('\n').at(-1), '* Backstory: She ran away at sixteen.');
  });

  test("DokuWiki's sidebar rows are keyed lines, its links their words, and a GM's block goes", () => {
    const page = [
      'Rules: NOTHING inside <ifauth @gm> ... </ifauth> goes on her sheet.',
      '====== Brannoc Ashvale ======',
      '~~NOTOC~~',
      '<WRAP right round box 280px>',
      '^ Age           | 34 |',
      '^ Faction       | [[factions:emerald_enclave|The Emerald Enclave]] |',
      '</WRAP>',
      '===== Allies =====',
      '  * [[npcs:maelis_thornbrook|Maelis Thornbrook]], his sponsor',
      '<ifauth @gm>',
      '  * Secret contact: the Miller\'s Boy',
      '</ifauth>',
    ].join('\n');
    assert.equal(withDokuwikiRead(page), ['Rules: NOTHING inside <ifauth @gm> ... </ifauth> goes on her sheet.', 'Name: Brannoc Ashvale', '', 'Age: 34', 'Faction: The Emerald Enclave', '## Allies', '- Maelis Thornbrook, his sponsor', ''].join('\n'));
  });

  test('"the con sheets are imperial. Convert height and weight" converts a record\'s metric measures', () => {
    const facts = [{ key: 'Height', value: '168 cm' }, { key: 'Weight', value: '61 kg' }];
    withImperialUnitsAsked(facts, ['The con sheets are imperial.', 'Convert height and weight (round to the nearest inch / pound).']);
    assert.deepEqual(facts.map((f) => f.value), ['5\'6"', '134 lb']);
  });
});
