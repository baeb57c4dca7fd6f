/**
 * A handwritten note typed up as written, and an HR service ticket (issue 4, fresh v26 read): shorthand keys
 * ("legal nm (as on our tax rtn)", "req'r"), a remark in brackets in a key, an arrow that sends a value to the
 * form's line; the ticket's "Opened by:" line and the writer's "I'm a Program Analyst, GS-0343".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expandAbbreviations } from '../../../workers/mapping/abbreviations.js';
import { lineTargetAfter } from '../../../workers/mapping/field-profile.js';
import { parseData, workedResult } from '../../../workers/mapping/parse-data.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

test('shorthand of a note: a name, a tax return, a requester, a business', () => {
  assert.equal(expandAbbreviations("legal nm (as on our tax rtn)"), 'legal name (as on our tax return)');
  assert.equal(expandAbbreviations("req'r: LVPG"), 'requester: LVPG');
  assert.equal(expandAbbreviations('dba / biz nm'), 'dba / business name');
  assert.equal(expandAbbreviations('rtn 124303120'), 'routing number 124303120', 'alone, "rtn" is still a routing number');
});

test('"legal nm: Harborline Mechanical LLC" is an organisation\'s name', () => {
  const fact = parseData('legal nm (as on our tax rtn): Harborline Mechanical LLC').facts.find((f) => f.value === 'Harborline Mechanical LLC');
  assert.equal(fact?.organisation, true);
});

test('"acct # (they gave us a vendor no.): HV-20417 -> line 7": a remark in brackets leaves the key a key; the arrow names the line', () => {
  const facts = parseData('acct # (they gave us a vendor no.): HV-20417 -> line 7').facts;
  assert.deepEqual(facts.map((f) => f.value), ['HV-20417']);
  assert.equal(lineTargetAfter(' -> line 7'), lineTargetAfter(' on line 7'));
  assert.notEqual(lineTargetAfter(' -> line 7'), undefined);
  assert.equal(workedResult('HV-20417 -> line 7'), undefined, 'a line is no worked result');
  assert.equal(workedResult('TP 52,480 / SP 38,915 -> L1 total 91,395'), '91,395');
});

test('"Opened by: Whitfield, Marcus D. (marcus.whitfield@…)" is the writer, and so is "I\'m a Program Analyst"\'s title', () => {
  const facts = parseData("Opened by: Whitfield, Marcus D. (marcus.whitfield@example.gov)\nStatus: New\n\nI'm a Program Analyst, GS-0343, grade 11.").facts;
  assert.equal(facts.find((f) => f.value === 'marcus.whitfield@example.gov')?.party, 'self');
  assert.equal(facts.find((f) => f.key === 'occupation position title job title')?.value, 'Program Analyst');
  assert.equal(facts.find((f) => f.value === 'New')?.party, undefined, 'the ticket\'s other lines are nobody\'s');
});

test('a box for an "8Digit Station Symbol" takes no value without a digit ("Status: New")', async () => {
  const fields = [fieldAt('station', 'text', { x: 40, y: 100, width: 120 })];
  const descriptions = [described('station', '5 8Digit Station Symbol Example 12345678')];
  assert.deepEqual(await mappedValues(fields, descriptions, 'Status: New'), {});
  assert.deepEqual(await mappedValues(fields, descriptions, 'Station symbol: 14220931'), { station: '14220931' });
});
