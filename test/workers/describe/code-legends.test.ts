import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findCodeLegend, indexInstructionItems } from '../../../workers/describe/code-legends.js';
import { layoutOf } from '../../helpers/page-layout.js';

const INSTRUCTIONS = layoutOf([
  { y0: 60, y1: 70, phrases: [[60, 400, '12. Type of Appointment - Enter the type of appointment.']] },
  { y0: 90, y1: 100, phrases: [[60, 420, '13. Education Level Use the employee educational level codes listed below.']] },
  { y0: 110, y1: 120, phrases: [[70, 90, 'Code'], [140, 220, 'Short Description'], [330, 480, 'Long Description (if applicable)']] },
  { y0: 125, y1: 135, phrases: [[75, 80, '1'], [140, 300, 'No formal education or some'], [330, 520, 'Elementary school means grades 1 through 8,']] },
  { y0: 137, y1: 147, phrases: [[140, 300, 'elementary school--did not complete'], [330, 480, 'or equivalent, not completed.']] },
  { y0: 150, y1: 160, phrases: [[75, 85, '13'], [140, 260, 'Bachelor’s Degree'], [330, 520, 'Requires completion of at least four years']] },
  { y0: 165, y1: 175, phrases: [[75, 85, '17'], [140, 260, 'Master’s Degree'], [330, 520, 'Includes such degrees as M.A.']] },
  { y0: 190, y1: 200, phrases: [[60, 400, '14. Pay Plan - Enter the pay plan.']] },
  { y0: 210, y1: 220, phrases: [[75, 85, '22'], [140, 260, 'Something else']] },
]);

describe('codes explained in the instructions', () => {
  test('a list of bare codes takes each code\'s short description from the legend under its item\'s heading', () => {
    const legend = findCodeLegend(indexInstructionItems([INSTRUCTIONS]), { number: '13', words: '13. education level 13a education level', codes: ['1', '13', '17', '22'] });
    assert.deepEqual(legend && Object.fromEntries(legend), { 1: 'No formal education or some', 13: 'Bachelor’s Degree', 17: 'Master’s Degree' });
  });

  test('another item\'s heading, or a legend that explains too few of the codes, gives nothing', () => {
    assert.equal(findCodeLegend(indexInstructionItems([INSTRUCTIONS]), { number: '12', words: '13. education level', codes: ['1', '13', '17'] }), undefined);
    assert.equal(findCodeLegend(indexInstructionItems([INSTRUCTIONS]), { number: '13', words: '13. education level', codes: ['1', '2', '3', '4', '5', '6', '7'] }), undefined);
  });
});

describe('answers listed in the instructions', () => {
  test('a text box\'s item answered by a lettered list takes its answers (a lost dash leaves the first word)', async () => {
    const { findListedAnswers } = await import('../../../workers/describe/code-legends.js');
    const page = layoutOf([
      { y0: 60, y1: 70, phrases: [[60, 500, '6. Position Level Select whether the employee\'s position level is one of the following:']] },
      { y0: 75, y1: 85, phrases: [[80, 500, '6a. Non-supervisory Anyone who does not have supervisory/team leader responsibilities.']] },
      { y0: 90, y1: 100, phrases: [[80, 500, '6b. Supervisory - First-line supervisors who do not supervise other supervisors;']] },
      { y0: 105, y1: 115, phrases: [[80, 500, '6c. Manager Those in management positions.']] },
      { y0: 130, y1: 140, phrases: [[60, 500, '13. Education Level Use the codes listed below.']] },
    ]);
    assert.deepEqual(findListedAnswers(indexInstructionItems([page]), { number: '6', words: '6 position level see page 4' }), ['Non-supervisory', 'Supervisory', 'Manager']);
    assert.equal(findListedAnswers(indexInstructionItems([page]), { number: '13', words: '13 education level' }), undefined);
  });
});
