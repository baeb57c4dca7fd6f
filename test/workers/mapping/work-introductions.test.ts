import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { selfIntroduction, titleAfterName } from '../../../workers/mapping/job-titles.js';
import { parseAddress } from '../../../workers/mapping/parse-compound.js';
import { parseData } from '../../../workers/mapping/parse-data.js';
import { findPayGrade } from '../../../workers/mapping/parse-pay-grade.js';
import { described, fieldAt, mappedValues } from '../../helpers/form-fields.js';

const INTRODUCTION =
  "I'm Adaeze N. Okonkwo, Program Analyst in the Office of Grants Management, Bureau of Land Management, 1849 C Street NW, Room 5644, Washington, DC 20240.";

describe('how people introduce themselves at work', () => {
  test('"I\'m <name>, <title> in <office>, <larger office>, <address>": the title and the offices', () => {
    assert.deepEqual(selfIntroduction(INTRODUCTION), { title: 'Program Analyst', organisation: 'Office of Grants Management, Bureau of Land Management' });
    // A place after the organisation is no larger office; words that name no job are no title.
    assert.deepEqual(selfIntroduction('This is Dana Ruiz, a benefits specialist with Meridian Health, Chicago.'), { title: 'benefits specialist', organisation: 'Meridian Health' });
    assert.equal(selfIntroduction('I am Dana Ruiz, writing for my mother in Chicago.'), undefined);
  });

  test('the title written after a name, in brackets or between commas, when its words name a job', () => {
    assert.equal(titleAfterName(' (Supervisory Grants Management Specialist, kevin.ashworth@example.gov), has said yes'), 'Supervisory Grants Management Specialist');
    assert.equal(titleAfterName(', Branch Chief, approves it.'), 'Branch Chief');
    assert.equal(titleAfterName(', SSN 123-45-6789'), undefined);
    assert.equal(titleAfterName(', Springfield, has the car'), undefined);
  });

  test('an office address is read whole with its room, and the office with it; a home address field does not take it', async () => {
    assert.equal(parseAddress('1849 C Street NW, Room 5644, Washington, DC 20240')?.line2, 'Room 5644');
    const facts = parseData(INTRODUCTION).facts;
    assert.ok(facts.some((f) => f.value === 'Program Analyst' && /position title/.test(f.key)));
    assert.ok(facts.some((f) => f.value === 'Office of Grants Management, Bureau of Land Management, 1849 C Street NW, Room 5644, Washington, DC 20240'));
    const fields = [
      fieldAt('home', 'text', { x: 40, y: 100, width: 300 }),
      fieldAt('office', 'text', { x: 40, y: 140, width: 300 }),
      fieldAt('title', 'text', { x: 40, y: 180 }),
    ];
    const values = await mappedValues(
      fields,
      [described('home', '4. Home Address (Optional) (Number, Street, City, State, ZIP Code)'), described('office', '7. Organization Mailing Address (Branch-Division/Office/Bureau/Agency)'), described('title', '10. Position Title')],
      INTRODUCTION,
    );
    assert.equal(values.office, 'Office of Grants Management, Bureau of Land Management, 1849 C Street NW, Room 5644, Washington, DC 20240');
    assert.equal(values.title, 'Program Analyst');
    assert.equal(values.home, undefined);
  });

  test('"My supervisor, Kevin Ashworth (<title>, …)" fills the first-line supervisor\'s name and title, not the second-line one', async () => {
    const fields = [fieldAt('first', 'text', { x: 40, y: 100, width: 300 }), fieldAt('second', 'text', { x: 40, y: 200, width: 300 })];
    const values = await mappedValues(
      fields,
      [described('first', '1a. Immediate Supervisor/First-line Supervisor (Name and Title)'), described('second', '2a. Second-line Supervisor (Name and Title)')],
      'My supervisor, Kevin Ashworth (Supervisory Grants Management Specialist, kevin.ashworth@example.gov), has already said yes.',
    );
    assert.equal(values.first, 'Kevin Ashworth, Supervisory Grants Management Specialist');
    assert.equal(values.second, undefined);
  });
});

describe('details of a federal position', () => {
  test('"GS-0343, grade 11, step 2": the plan and the series; grade and step have their own words', () => {
    assert.deepEqual(findPayGrade("I'm GS-0343, grade 11, step 2."), [
      { key: 'pay plan', value: 'GS' },
      { key: 'series', value: '0343' },
    ]);
    assert.deepEqual(findPayGrade('course code PM-4500'), []);
  });

  test('"a career-conditional appointment", "32 hours, all during duty time", "my desk line"', async () => {
    const fields = [
      fieldAt('appointment', 'text', { x: 40, y: 100 }),
      fieldAt('duty', 'text', { x: 40, y: 140 }),
      fieldAt('nonduty', 'text', { x: 240, y: 140 }),
      fieldAt('office phone', 'text', { x: 40, y: 180 }),
      fieldAt('home phone', 'text', { x: 240, y: 180 }),
    ];
    const values = await mappedValues(
      fields,
      [
        described('appointment', '12. Type of Appointment'),
        described('duty', '5. Training Duty Hours'),
        described('nonduty', '6. Training Non-Duty Hours'),
        described('office phone', '8. Office Telephone (Include Area Code and Extension)'),
        described('home phone', '5. Home Telephone (Optional)'),
      ],
      "I'm on a career-conditional appointment. The course is 32 hours, all during duty time. My desk line is (202) 555-0178.",
    );
    assert.equal(values.appointment, 'career-conditional');
    assert.equal(values.duty, '32');
    assert.equal(values.nonduty, undefined);
    assert.equal(values['office phone'], '(202) 555-0178');
    assert.equal(values['home phone'], undefined);
  });

  test('of two options, denying one ("not with a group") chooses the other', async () => {
    const field = fieldAt('18B', 'dropdown', { x: 40, y: 100 }, { options: ['Select one', 'Individual', 'Group'] });
    const values = await mappedValues([field], [described('18B', '18. Individual or Group Training')], "I'm going on my own, not with a group.");
    assert.equal(values['18B'], 'Individual');
    const silent = await mappedValues([field], [described('18B', '18. Individual or Group Training')], 'The course runs for four days.');
    assert.equal(silent['18B'], undefined);
  });
});

describe('an option whose words are inside another', () => {
  test('"non-supervisory" names "Non-supervisory", not "Supervisory" as well', async () => {
    const field = fieldAt('level', 'dropdown', { x: 40, y: 100 }, { options: ['Non-supervisory', 'Supervisory', 'Manager', 'Executive'] });
    const values = await mappedValues([field], [described('level', '6. Position Level')], "I'm on a career-conditional appointment, non-supervisory.");
    assert.equal(values.level, 'Non-supervisory');
  });
});
