// Drawing what the service saw over the rendered page. Field positions come in PDF points from the top-left of the
// page as displayed, so they scale by the render scale alone; OCR boxes come normalised to 0..1, so they are drawn
// in an SVG whose viewBox is the unit square and which is stretched over the page.

const SVG = 'http://www.w3.org/2000/svg';

function confidenceClass(confidence) {
  if (confidence >= 0.8) return 'high';
  if (confidence >= 0.5) return 'medium';
  return 'low';
}

/** One labelled box per field widget on `pageNumber`. */
export function drawFields(layer, fields, pageNumber, scale) {
  layer.replaceChildren();
  for (const field of fields) {
    if (field.page !== pageNumber) continue;
    const { x, y, width, height } = field.position;
    const box = document.createElement('div');
    box.className = `field-box ${confidenceClass(field.mapping.confidence)}`;
    box.style.left = `${x * scale}px`;
    box.style.top = `${y * scale}px`;
    box.style.width = `${Math.max(width * scale, 2)}px`;
    box.style.height = `${Math.max(height * scale, 2)}px`;
    box.dataset.field = field.name;
    box.title = `${field.name} (${field.type})\n${field.mapping.reasoning}`;

    const label = document.createElement('span');
    label.className = 'field-label';
    label.textContent = `${field.mapping.mainText} · ${field.mapping.confidence.toFixed(2)}`;
    box.append(label);
    layer.append(box);
  }
}

/** The OCR elements of one level ("blocks", "lines", "tokens") of one page, as polygons. */
export function drawOcr(svg, page, level) {
  svg.replaceChildren();
  if (!page || level === 'none') return;
  for (const element of page[level] ?? []) {
    const polygon = document.createElementNS(SVG, 'polygon');
    polygon.setAttribute('points', element.boundingBox.vertices.map((v) => `${v.x},${v.y}`).join(' '));
    polygon.setAttribute('class', `ocr-box ocr-${level} ${confidenceClass(element.confidence)}`);
    polygon.setAttribute('vector-effect', 'non-scaling-stroke');
    const title = document.createElementNS(SVG, 'title');
    title.textContent = `${element.text} (${element.confidence.toFixed(2)})`;
    polygon.append(title);
    svg.append(polygon);
  }
}
