// Minimal types for the part of autocannon 9 that the bench (scripts/bench/) uses (the package ships none,
// and nothing may be installed for it). In the scripts project through its `bench/*.ts` include.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds to wait for a response before counting a timeout. */
    timeout?: number;
    /** A run before the measured one, reported apart in `Result.warmup`. */
    warmup?: { connections?: number; duration?: number };
    /** Requests each connection sends in turn (instead of one for all). */
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (request: RawRequest) => RawRequest }>;
    /** Requests a second from all connections together (no limit by default). */
    overallRate?: number;
    /** Requests to send, then stop (instead of `duration`). */
    amount?: number;
    /** Replaces `[<id>]` in the address with a new id on every request. */
    idReplacement?: boolean;
  }

  /** A request as `setupRequest` may change it before it is sent. */
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Result {
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Seconds the run took. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    warmup?: Result;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
