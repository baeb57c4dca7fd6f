/**
 * ONNX Runtime (from 1.29) starts a telemetry system when a session is created: it writes a device id and an
 * event database under ~/.cache/Microsoft/DeveloperTools/.onnxruntime/, a /tmp/mat-debug-<pid>.log file per
 * process, and is built to upload events over HTTPS. None of that belongs in an offline service.
 * ORT_DISABLE_TELEMETRY=1 turns it off (checked with strace: no file is opened). The runtime reads it with
 * getenv, so it must be in the process's real environment: a worker thread's process.env is a private copy that
 * native code never sees. So the main thread sets it before the pool starts threads (src/pool/worker-pool.ts),
 * and the embedder (workers/embedding/embed-text.ts) sets it for processes that load the model on their main
 * thread (tests, benchmarks).
 */
export function disableOnnxTelemetry(): void {
  process.env.ORT_DISABLE_TELEMETRY = '1';
}
