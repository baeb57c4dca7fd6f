/**
 * The worker thread's entry: a thin table from task name to stage function. Piscina calls the default export
 * with a TaskMessage; every outcome goes back as a TaskResult, so errors cross the thread as data.
 */
import { Piscina } from 'piscina';
import { toWireError } from '../src/shared/errors.js';
import type { TaskMessage, TaskName, TaskResult, TaskTable } from '../src/shared/protocol.js';
import { inspectDocument } from './stages/inspect.js';
import { extractTextLayer } from './stages/extract-text-layer.js';
import { ocrPage } from './stages/ocr-page.js';
import { extractFields } from './stages/extract-fields.js';
import { describeFields } from './stages/describe-fields.js';
import { mapValues } from './stages/map-values.js';
import { fillForm } from './stages/fill-form.js';

type StageTable = { [N in TaskName]: (input: TaskTable[N][0]) => Promise<TaskTable[N][1]> };

const stages: StageTable = {
  inspect: inspectDocument,
  extractTextLayer,
  ocrPage,
  extractFields,
  describeFields,
  mapValues,
  fillForm,
};

export default async function runTask(message: TaskMessage): Promise<unknown> {
  const stage = stages[message.task] as ((input: unknown) => Promise<unknown>) | undefined;
  if (!stage) {
    return { ok: false, error: { code: 'INTERNAL_ERROR', message: `unknown task ${String(message.task)}` } };
  }
  try {
    const value = await stage(message.input);
    const result: TaskResult<unknown> = { ok: true, value };
    // A filled PDF is the one large result: move its buffer instead of copying it back.
    if (message.task === 'fillForm') return Piscina.move(result as never);
    return result;
  } catch (error) {
    return { ok: false, error: toWireError(error) } satisfies TaskResult<never>;
  }
}
