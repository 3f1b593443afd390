import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';

/**
 * Metrics of N workers behind one port (`npm run start:prod` with WEB_CONCURRENCY=N): whichever
 * worker a scrape reaches asks the primary, which collects every worker's metrics, adds them up
 * (each metric by its aggregator: counters and histograms summed, a gauge read from the database
 * taken once), and answers with the totals. A worker that dies leaves its counts with the primary,
 * so no counter ever goes back between scrapes (what it counted since the last scrape is lost).
 *
 * prom-client's own `AggregatorRegistry` does the adding up; its `clusterMetrics()` is not used,
 * because it answers in the primary (a second port) and forgets a dead worker's counts.
 */

type Snapshot = MetricObjectWithValues<MetricValue<string>>[];

/** A worker asks for the totals (a scrape reached it). */
interface Ask {
  type: 'metrics:ask';
  id: number;
}
/** The primary asks each worker for its own metrics. */
interface Collect {
  type: 'metrics:collect';
  round: number;
}
/** A worker's own metrics, for a round. */
interface Collected {
  type: 'metrics:collected';
  round: number;
  metrics?: Snapshot;
  error?: string;
}
/** The totals, to the worker that asked. */
interface Answer {
  type: 'metrics:answer';
  id: number;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(value: unknown, type: T['type']): value is T =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type;

/** How long a scrape waits for the workers' metrics. */
const WAIT_MS = 5_000;

/** Whether this process is one of several workers whose metrics the primary adds up. */
export const clustered = () => cluster.isWorker && process.env.METRICS_CLUSTER === '1';

/**
 * In a worker: answers the primary's collection rounds with this registry's metrics, and returns
 * `scrape()`, which asks the primary for every worker's totals. `stop()` removes the listener.
 */
export function workerMetrics(registry: Registry): { scrape(): Promise<string>; stop(): void } {
  let asked = 0;
  const waiting = new Map<number, { resolve(text: string): void; reject(err: Error): void }>();
  const onMessage = (message: unknown) => {
    if (isMessage<Collect>(message, 'metrics:collect')) {
      registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: 'metrics:collected', round: message.round, metrics } satisfies Collected),
        (err: unknown) => process.send?.({ type: 'metrics:collected', round: message.round, error: String(err) } satisfies Collected),
      );
    } else if (isMessage<Answer>(message, 'metrics:answer')) {
      const wait = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.text !== undefined) wait?.resolve(message.text);
      else wait?.reject(new Error(message.error ?? 'no metrics'));
    }
  };
  process.on('message', onMessage);
  return {
    scrape: () =>
      new Promise<string>((resolve, reject) => {
        const id = ++asked;
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('the primary did not answer with the metrics'));
        }, WAIT_MS + 1_000);
        waiting.set(id, {
          resolve: (text) => (clearTimeout(timer), resolve(text)),
          reject: (err) => (clearTimeout(timer), reject(err)),
        });
        process.send?.({ type: 'metrics:ask', id } satisfies Ask);
      }),
    stop: () => process.off('message', onMessage),
  };
}

/** Counts a dead worker leaves behind: its counters and histograms (a gauge says what is, and it is gone). */
const counts = (snapshot: Snapshot): Snapshot => snapshot.filter((m) => ['counter', 'histogram'].includes(String(m.type)));

/** The metrics of several registries, added up, as one list. */
const added = (snapshots: Snapshot[]): Promise<Snapshot> => AggregatorRegistry.aggregate(snapshots).getMetricsAsJSON();

interface Round {
  asker: Worker;
  id: number;
  waiting: Set<number>;
  got: Map<number, Snapshot>;
  timer: NodeJS.Timeout;
}

/**
 * In the primary: gathers the workers' metrics whenever one of them is scraped. Call once, before
 * the workers are forked.
 */
export function gatherWorkerMetrics(): void {
  /** The last metrics each live worker sent. */
  const last = new Map<number, Snapshot>();
  /** What the workers that died had counted, added up. */
  let retired: Snapshot = [];
  let rounds = 0;
  const open = new Map<number, Round>();

  /** Dead workers' counts are added one after another; a round answers once they are in. */
  let retiring = Promise.resolve();

  const finish = (roundId: number) => {
    const round = open.get(roundId);
    if (!round) return;
    open.delete(roundId);
    clearTimeout(round.timer);
    // A worker too busy to answer in time is counted as it last answered (its counts never drop out).
    for (const id of round.waiting) {
      const before = last.get(id);
      if (before) round.got.set(id, before);
    }
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => round.asker.isConnected() && round.asker.send({ type: 'metrics:answer', id: round.id, ...answer } satisfies Answer);
    retiring
      .then(() => AggregatorRegistry.aggregate([retired, ...round.got.values()].filter((s) => s.length > 0)).metrics())
      .then(
        (text) => reply({ text }),
        (err: unknown) => reply({ error: String(err) }),
      );
  };

  cluster.on('message', (worker, message: unknown) => {
    if (isMessage<Ask>(message, 'metrics:ask')) {
      const round = ++rounds;
      const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && w.isConnected());
      open.set(round, { asker: worker, id: message.id, waiting: new Set(live.map((w) => w.id)), got: new Map(), timer: setTimeout(() => finish(round), WAIT_MS) });
      for (const w of live) w.send({ type: 'metrics:collect', round } satisfies Collect);
    } else if (isMessage<Collected>(message, 'metrics:collected')) {
      const round = open.get(message.round);
      if (message.metrics) last.set(worker.id, message.metrics);
      // A worker whose metrics failed this time is counted as it last answered, as a late one is.
      const snapshot = message.metrics ?? last.get(worker.id);
      if (snapshot) round?.got.set(worker.id, snapshot);
      round?.waiting.delete(worker.id);
      if (round && round.waiting.size === 0) finish(message.round);
    }
  });

  cluster.on('exit', (worker) => {
    const snapshot = last.get(worker.id);
    last.delete(worker.id);
    // Its counts join the retired ones, and leave the rounds it answered (they would count twice);
    // rounds still waiting on it go on without it.
    if (snapshot) {
      retiring = retiring
        .then(async () => void (retired = await added([retired, counts(snapshot)].filter((s) => s.length > 0))))
        .catch(() => undefined);
    }
    for (const [id, round] of open) {
      round.got.delete(worker.id);
      round.waiting.delete(worker.id);
      if (round.waiting.size === 0) finish(id);
    }
  });
}
