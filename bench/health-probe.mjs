// A worker thread that asks GET {url}/api/health one call after the other, 100 ms apart, until told to
// stop; then posts every call as [started (ms since the epoch), latency (ms)]. Its own event loop measures the server fairly even when the
// server runs in the main thread of the same process (bench/import.bench.ts).
import { parentPort, workerData } from 'node:worker_threads';

const latencies = [];
let running = true;
parentPort.on('message', () => {
  running = false;
});
while (running) {
  const at = Date.now();
  const started = performance.now();
  const answer = await fetch(`${workerData.url}/api/health`);
  await answer.arrayBuffer();
  latencies.push([at, performance.now() - started]);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
parentPort.postMessage(latencies);
