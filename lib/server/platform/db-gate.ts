import "server-only";
import { dbDialect } from "./db";

// First come, first served admission to the database for request handlers.
//
// Embedded PGlite runs one statement at a time and queues every statement (and every whole
// transaction) on one mutex. A cart sync issues several statements one after another, and each
// joins the back of that queue again, so under a burst a request waits behind everyone who arrived
// after it, once per statement: the median stays low while the unlucky tail waits many times
// longer (bench:cart saw p99 20× p50, and requests past 10 s). This gate lets only a few handlers
// at a time into the database, in arrival order, so a request's statements no longer compete with
// requests that came later; its total wait is bounded by the queue ahead of it. When the wait
// would pass DB_GATE_MAX_WAIT_MS (3 s) the request is shed with 503 and Retry-After instead of hanging.
// A PostgreSQL server has a pool and real concurrency: there the gate only bounds the wait for a
// pool connection the same way.

export interface GateOptions {
  /** Handlers inside the database at once. */
  concurrency: number;
  /** Longest a request may wait for its turn before it is shed. */
  maxWaitMs: number;
}

export type Admission = { admitted: true; release: () => void } | { admitted: false; retryAfterSeconds: number };

interface Waiter {
  admit: (admission: Admission) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createGate({ concurrency, maxWaitMs }: GateOptions) {
  let active = 0;
  const queue: Waiter[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit({ admitted: true, release: once(release) });
    } else {
      active -= 1;
    }
  };

  return {
    /** Waits for a turn (FIFO); resolves admitted with a release function, or shed after maxWaitMs. */
    enter(): Promise<Admission> {
      if (active < concurrency) {
        active += 1;
        return Promise.resolve({ admitted: true, release: once(release) });
      }
      return new Promise((resolve) => {
        const waiter: Waiter = {
          admit: resolve,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            resolve({ admitted: false, retryAfterSeconds: 1 });
          }, maxWaitMs),
        };
        queue.push(waiter);
      });
    },
    get waiting() {
      return queue.length;
    },
  };
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const GATE_KEY = Symbol.for("afc.server.db-gate");
const holder = globalThis as typeof globalThis & { [GATE_KEY]?: ReturnType<typeof createGate> };

/** The process's gate: 2 handlers at once on PGlite (one works while the other's JS runs), 16 on a server. */
export function databaseGate(): ReturnType<typeof createGate> {
  return (holder[GATE_KEY] ??= createGate({
    concurrency: numberFromEnv("DB_GATE_CONCURRENCY", dbDialect() === "pglite" ? 2 : 16),
    maxWaitMs: numberFromEnv("DB_GATE_MAX_WAIT_MS", 3_000),
  }));
}
