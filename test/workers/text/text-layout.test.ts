import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { layoutRuns, orderByCuts, type LayoutBlock, type TextRun } from '../../../workers/text/text-layout.js';

/** A run in reading-frame units (points, y down), 0.5 em per character like a narrow sans. */
function run(text: string, x: number, baseline: number, size = 10, endsLine = false): TextRun {
  return { text, x0: x, x1: x + text.length * size * 0.5, baseline, ascent: 0.8 * size, descent: 0.2 * size, size, endsLine };
}

function texts(blocks: LayoutBlock[]): string[][][] {
  return blocks.map((b) => b.paragraphs.map((p) => p.lines.map((l) => l.words.map((w) => w.text).join(' '))));
}

describe('layoutRuns', () => {
  test('joins runs of one line, inserting a space at a gap and none at a font change', () => {
    // 'Hello' ends at 25, 'world' spans 30–55, 'wide' 58–78: gaps of 0.5 and 0.3 em, then '!' touches 'wide'.
    const blocks = layoutRuns([run('Hello', 0, 100), run('world', 30, 100), run('wide', 58, 100), run('!', 78, 100)]);
    assert.deepEqual(texts(blocks), [[['Hello world wide!']]]);
    const [word] = blocks[0]!.paragraphs[0]!.lines[0]!.words;
    assert.deepEqual(word!.rect, { x0: 0, x1: 25, top: 92, bottom: 102 });
  });

  test('keeps a superscript on its line and the line on its body text baseline', () => {
    const blocks = layoutRuns([run('E = mc', 0, 100), run('2', 30, 96.5, 6), run('holds', 40, 100)]);
    assert.deepEqual(texts(blocks), [[['E = mc2 holds']]]);
    assert.equal(blocks[0]!.paragraphs[0]!.lines[0]!.baseline, 100);
  });

  test('splits a line at a gap as wide as a table column', () => {
    const blocks = layoutRuns([run('Name', 0, 100), run('Value', 100, 100)]);
    assert.deepEqual(texts(blocks).flat(2).sort(), ['Name', 'Value']);
  });

  test('merges fragments of a line drawn out of order and drops a duplicate drawn for fake bold', () => {
    const blocks = layoutRuns([run('second', 40, 100), run('first', 10, 100), run('first', 10.3, 100)]);
    assert.deepEqual(texts(blocks), [[['first second']]]);
  });

  test('groups lines into paragraphs by pitch and paragraphs into blocks, reading columns left then right', () => {
    const runs: TextRun[] = [];
    // Two columns of two paragraphs each, drawn right column first; 12 pt leading, 0.8 em between paragraphs.
    for (const [x, column] of [[300, 'R'], [0, 'L']] as const) {
      for (const [start, paragraph] of [[100, 1], [142, 2]] as const) {
        for (let line = 0; line < 3; line++) runs.push(run(`${column}${paragraph} line ${line}`, x, start + line * 12));
      }
    }
    const blocks = layoutRuns(runs);
    assert.deepEqual(texts(blocks), [
      [['L1 line 0', 'L1 line 1', 'L1 line 2'], ['L2 line 0', 'L2 line 1', 'L2 line 2']],
      [['R1 line 0', 'R1 line 1', 'R1 line 2'], ['R2 line 0', 'R2 line 1', 'R2 line 2']],
    ]);
  });

  test('starts a new paragraph at a heading in a larger font', () => {
    const blocks = layoutRuns([run('Heading', 0, 100, 14), run('Body line one', 0, 116), run('Body line two', 0, 128)]);
    const paragraphs = blocks.flatMap((b) => b.paragraphs.map((p) => p.lines.map((l) => l.words.map((w) => w.text).join(' '))));
    assert.deepEqual(paragraphs, [['Heading'], ['Body line one', 'Body line two']]);
  });

  test('lays out 20,000 scattered words in well under a second', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const runs = Array.from({ length: 20_000 }, (_, i) => run(`w${i}`, random() * 600, random() * 780, 4));
    const started = performance.now();
    const blocks = layoutRuns(runs);
    const elapsed = performance.now() - started;
    assert.ok(blocks.length > 0);
    assert.ok(elapsed < 1000, `${elapsed} ms`);
  });
});

describe('orderByCuts', () => {
  const box = (name: string, x0: number, top: number, x1: number, bottom: number) => ({ name, rect: { x0, x1, top, bottom } });

  test('reads a full-width title, then two columns one after the other, then a footer', () => {
    const items = [
      box('right', 310, 100, 600, 700),
      box('footer', 0, 750, 600, 770),
      box('left', 0, 100, 290, 700),
      box('title', 0, 20, 600, 60),
    ];
    assert.deepEqual(orderByCuts(items).map((i) => i.name), ['title', 'left', 'right', 'footer']);
  });

  test('keeps the rows of a form together', () => {
    const items = [box('value 2', 200, 50, 400, 60), box('label 1', 0, 20, 100, 30), box('value 1', 200, 20, 400, 30), box('label 2', 0, 50, 100, 60)];
    assert.deepEqual(orderByCuts(items).map((i) => i.name), ['label 1', 'value 1', 'label 2', 'value 2']);
  });
});
