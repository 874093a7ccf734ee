/**
 * The simulated players as the main thread sees them: worker threads (player-worker.mjs) asked by
 * message, and one herd measured across them.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { now } from './common.mjs';

/** The worker threads' entry. */
const workerFile = fileURLToPath(new URL('./player-worker.mjs', import.meta.url));

export class Clients {
  /** `port`: one server, or an array of instances' ports that the workers take in turn (--instances). */
  constructor(port, workers, sockets) {
    this.seq = 0;
    this.pending = new Map();
    const ports = [port].flat();
    /** The instance (index into the ports) each worker's players use. */
    this.instanceOf = (index) => index % ports.length;
    this.instances = ports.length;
    this.workers = Array.from({ length: workers }, (_, index) => {
      const w = new Worker(workerFile, { workerData: { port: ports[index % ports.length], index, sockets } });
      w.on('message', (msg) => {
        if (msg.type === 'progress') return;
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        if (msg.error) p.reject(new Error(msg.error));
        else p.resolve(msg.answer);
      });
      w.on('error', (e) => console.error('worker error', e));
      return w;
    });
  }
  ask(worker, msg) {
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...msg, id });
    });
  }
  /** Sends to every worker; `split` divides a count between them. */
  all(msg, split) {
    const n = this.workers.length;
    return Promise.all(
      this.workers.map((w, i) => {
        let part = {};
        if (split && Array.isArray(msg[split])) part = { [split]: msg[split].filter((_, k) => k % n === i) };
        else if (split) part = { [split]: Math.floor(msg[split] / n) + (i < msg[split] % n ? 1 : 0) };
        return this.ask(w, { ...msg, ...part });
      }),
    );
  }
  async close() {
    await this.all({ type: 'close' }).catch(() => {});
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * One herd: arm the players, trigger, collect event and manifest-fetched latencies from t0. With
 * `expect` ({marker, present, receipts}: bench:alert) the players wait for a `takeovers` event that
 * has (or no longer has) the marker instead, and `done` is its arrival.
 */
export async function herd(clients, trigger, timeoutMs, heartbeat, expect = null) {
  await clients.all({ type: 'arm', heartbeat, expect });
  const t0 = now();
  const triggerMs = await trigger();
  const results = await clients.all({ type: 'measure', timeoutMs });
  const events = [];
  const done = [];
  /** Manifest-fetched latencies per server instance (--instances: the players of each). */
  const doneByInstance = Array.from({ length: clients.instances }, () => []);
  let missing = 0;
  results.forEach((r, worker) => {
    for (const t of r.events) if (t) events.push(t - t0);
    for (const t of r.done) {
      if (t) {
        done.push(t - t0);
        doneByInstance[clients.instanceOf(worker)].push(t - t0);
      } else missing++;
    }
  });
  events.sort((a, b) => a - b);
  done.sort((a, b) => a - b);
  for (const list of doneByInstance) list.sort((a, b) => a - b);
  const bytes = Math.max(...results.map((r) => r.bytes));
  const manifestEvents = results.reduce((s, r) => s + (r.manifestEvents ?? 0), 0);
  /** When the last delivery receipt (heartbeat) of the herd was answered, from t0 (0: none sent). */
  const lastReceipt = Math.max(0, ...results.map((r) => r.receiptsAt ?? 0));
  const receiptsMs = lastReceipt ? lastReceipt - t0 : 0;
  return {
    events,
    done,
    doneByInstance,
    missing,
    triggerMs,
    bytes,
    manifestEvents,
    receiptsMs,
    timedOut: results.some((r) => r.result === 'timeout'),
  };
}
