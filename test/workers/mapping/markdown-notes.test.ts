import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { linesWithMarkdownRead } from '../../../workers/mapping/parse-markdown.js';
import { parseData } from '../../../workers/mapping/parse-data.js';

describe('notes written in Markdown', () => {
  test('bold is plain, italics a quoted title; a heading keys its one-line paragraph, not a list or a longer section', () => {
    const lines = [
      '## Me',
      '**Okafor, Benedict J.**, Supervisory Management Analyst.',
      '',
      '### Accommodation',
      "Yes. I'm hard of hearing.",
      '',
      '## Course',
      '*Leadership Intensive* (course code NSL-210)',
      'Sept 15-19, 2025.',
      '',
      '## Coding',
      '- purpose = new work assignment',
      '* type = developmental',
    ];
    assert.deepEqual(linesWithMarkdownRead(lines), [
      'Me: Okafor, Benedict J., Supervisory Management Analyst.',
      '',
      "Accommodation: Yes. I'm hard of hearing.",
      '',
      'Course',
      '“Leadership Intensive” (course code NSL-210)',
      'Sept 15-19, 2025.',
      '',
      'Coding',
      '- purpose = new work assignment',
      '* type = developmental',
    ]);
    // Text without headings or bold is left as written, asterisks and all.
    assert.deepEqual(linesWithMarkdownRead(['Price: 5 * 3 = 15', 'a *rough* guess']), ['Price: 5 * 3 = 15', 'a *rough* guess']);
  });

  test('"Me:" with the family name first gives the name and the title; hours, CEUs and "Org" are read', () => {
    const facts = parseData(
      [
        '## Me',
        '**Okafor, Benedict J.**, Supervisory Management Analyst. Since June I supervise six analysts.',
        '',
        'Org: Bureau of the Fiscal Service, 3201 Pennsy Dr, Landover, MD 20785',
        'Classroom. 36 hrs of duty time plus about 4 hrs of pre-reading on my own time. They award 3.2 CEUs.',
      ].join('\n'),
    ).facts;
    const value = (key: string) => facts.find((f) => f.key === key)?.value;
    assert.equal(facts.find((f) => f.key === 'name')?.person?.last, 'Okafor');
    assert.equal(value('name'), 'Okafor, Benedict J.');
    assert.equal(value('position title'), 'Supervisory Management Analyst');
    assert.equal(value('duty hours'), '36');
    assert.equal(value('non-duty hours'), '4');
    assert.equal(value('training credit'), '3.2');
    assert.equal(value('training credit type'), 'CEUs');
  });
});
