// The console: render a PDF with pdf.js (served by this service from its installed pdfjs-dist, never a CDN), draw
// the fields that field-mapping found and the OCR boxes that document-ocr found, and fill the form. It uses only the
// public API with the key pasted above, so what it shows is what any client gets.
import { PDFJS_BASE } from './config.js';
import { callOperation, creditsLine, downloadName } from './api.js';
import { drawFields, drawOcr } from './overlay.js';

const pdfjs = await import(`${PDFJS_BASE}/pdf.min.mjs`);
pdfjs.GlobalWorkerOptions.workerSrc = `${PDFJS_BASE}/pdf.worker.min.mjs`;

const $ = (id) => document.getElementById(id);
const KEY_STORAGE = 'pdfsvc-key';

const state = {
  file: null,
  pdf: null,
  pageNumber: 1,
  scale: 1,
  fields: [],
  ocrPages: null,
  renderTask: null,
};

// The key lives for this tab only: sessionStorage is cleared when the tab closes.
$('key').value = sessionStorage.getItem(KEY_STORAGE) ?? '';
$('key').addEventListener('change', () => sessionStorage.setItem(KEY_STORAGE, $('key').value.trim()));

function status(text, kind = 'info') {
  $('status').textContent = text;
  $('status').dataset.kind = kind;
}

function key() {
  const value = $('key').value.trim();
  if (!value) throw new Error('Paste an API key (pdfk_…) or a session token (pdfs_…) first.');
  return value;
}

function showCredits(response) {
  const line = creditsLine(response);
  if (line) $('credits').textContent = line;
}

// ---------------------------------------------------------------------------------------------------------------
// Loading and rendering

$('file').addEventListener('change', () => {
  const file = $('file').files?.[0];
  if (file) void openFile(file);
});
const drop = $('drop');
drop.addEventListener('dragover', (event) => {
  event.preventDefault();
  drop.classList.add('over');
});
drop.addEventListener('dragleave', () => drop.classList.remove('over'));
drop.addEventListener('drop', (event) => {
  event.preventDefault();
  drop.classList.remove('over');
  const file = event.dataTransfer?.files?.[0];
  if (file) void openFile(file);
});

async function openFile(file) {
  state.file = file;
  state.fields = [];
  state.ocrPages = null;
  state.pageNumber = 1;
  $('levels').hidden = true;
  $('fill').disabled = false;
  $('fields').tBodies[0].replaceChildren();
  $('fill-result').textContent = '';
  try {
    // pdf.js takes ownership of the bytes it is given: hand it a copy so the File stays intact for the uploads.
    const bytes = new Uint8Array(await file.arrayBuffer());
    state.pdf?.destroy();
    state.pdf = await pdfjs.getDocument({
      data: bytes,
      password: $('password').value || undefined,
      isEvalSupported: false,
      wasmUrl: `${PDFJS_BASE}/wasm/`,
    }).promise;
  } catch (error) {
    status(`This file cannot be shown: ${error.message}`, 'error');
    return;
  }
  $('toolbar').hidden = false;
  await renderPage();
  await mapFields();
}

async function renderPage() {
  const page = await state.pdf.getPage(state.pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const available = Math.max(320, $('stage').parentElement.clientWidth - 24);
  state.scale = Math.min(1.6, available / natural.width);
  const viewport = page.getViewport({ scale: state.scale });
  const ratio = window.devicePixelRatio || 1;
  const canvas = $('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  for (const element of [canvas, $('stage'), $('ocr-layer'), $('field-layer')]) {
    element.style.width = `${viewport.width}px`;
    element.style.height = `${viewport.height}px`;
  }
  state.renderTask?.cancel();
  state.renderTask = page.render({
    canvas,
    canvasContext: canvas.getContext('2d'),
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  });
  try {
    await state.renderTask.promise;
  } catch (error) {
    if (error?.name !== 'RenderingCancelledException') throw error;
  }
  $('page-label').textContent = `Page ${state.pageNumber} / ${state.pdf.numPages}`;
  $('prev').disabled = state.pageNumber <= 1;
  $('next').disabled = state.pageNumber >= state.pdf.numPages;
  redraw();
  $('stage').dataset.rendered = String(state.pageNumber);
}

function redraw() {
  drawFields($('field-layer'), $('show-fields').checked ? state.fields : [], state.pageNumber, state.scale);
  const level = document.querySelector('input[name="level"]:checked')?.value ?? 'lines';
  drawOcr($('ocr-layer'), state.ocrPages?.[state.pageNumber - 1], level);
}

$('prev').addEventListener('click', () => {
  state.pageNumber -= 1;
  void renderPage();
});
$('next').addEventListener('click', () => {
  state.pageNumber += 1;
  void renderPage();
});
$('show-fields').addEventListener('change', redraw);
for (const radio of document.querySelectorAll('input[name="level"]')) radio.addEventListener('change', redraw);

// ---------------------------------------------------------------------------------------------------------------
// The three operations

async function mapFields() {
  try {
    status('Mapping the form fields…');
    const response = await callOperation('/api/v1/field-mapping', key(), { file: state.file, password: $('password').value });
    const body = await response.json();
    state.fields = body.fields;
    showCredits(response);
    listFields(body.fields);
    const { totalFields, mappedFields, averageConfidence } = body.metadata.statistics;
    status(`${totalFields} fields, ${mappedFields} with a label found (average confidence ${averageConfidence.toFixed(2)}).`, 'ok');
    redraw();
  } catch (error) {
    status(error.message, 'error');
  }
}

function listFields(fields) {
  const rows = fields.map((field) => {
    const row = document.createElement('tr');
    for (const text of [field.page, field.name, field.type, field.mapping.mainText, field.mapping.confidence.toFixed(2)]) {
      const cell = document.createElement('td');
      cell.textContent = String(text);
      row.append(cell);
    }
    row.addEventListener('click', () => {
      if (field.page !== state.pageNumber) {
        state.pageNumber = field.page;
        void renderPage();
      }
    });
    return row;
  });
  $('fields').tBodies[0].replaceChildren(...rows);
}

$('run-ocr').addEventListener('click', async () => {
  if (!state.file) return;
  $('run-ocr').disabled = true;
  try {
    status('Reading the text of every page (OCR takes a few seconds a page)…');
    const response = await callOperation('/api/v1/document-ocr', key(), {
      file: state.file,
      password: $('password').value,
      mode: $('ocr-mode').value,
    });
    const body = await response.json();
    state.ocrPages = body.extractedText.pages;
    showCredits(response);
    const counts = body.metadata.elementCounts;
    status(`Text of ${body.metadata.pageCount} page(s): ${counts.blocks} blocks, ${counts.lines} lines, ${counts.tokens} tokens.`, 'ok');
    $('levels').hidden = false;
    redraw();
  } catch (error) {
    status(error.message, 'error');
  } finally {
    $('run-ocr').disabled = false;
  }
});

$('fill').addEventListener('click', async () => {
  if (!state.file) return;
  $('fill').disabled = true;
  try {
    status('Filling the form…');
    const response = await callOperation('/api/v1/fill-pdf', key(), {
      file: state.file,
      data: $('data').value,
      password: $('password').value,
    });
    const blob = await response.blob();
    const stats = JSON.parse(response.headers.get('X-Processing-Stats') ?? '{}');
    showCredits(response);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = downloadName(response, 'filled.pdf');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    $('fill-result').textContent = `Filled ${stats.fieldsFilled} of ${stats.fieldsTotal} fields in ${Math.round(stats.timing?.total ?? 0)} ms; downloaded ${link.download}.`;
    status('Filled.', 'ok');
  } catch (error) {
    status(error.message, 'error');
  } finally {
    $('fill').disabled = false;
  }
});
