import { executionAsyncResource } from 'node:async_hooks';

let kept: object | undefined;

/**
 * Keeps one of Node's tick objects (what `process.nextTick` queues) alive for the life of the
 * process, so that the ones made on every request stay on V8's fast path.
 *
 * Node 20 makes each as an object literal with two computed (symbol) keys, and the code that makes
 * them is inlined into the stream and HTTP code every request runs (a write done, a body ended, a
 * socket freed: several a request). Their hidden class lives only as long as some tick object
 * does. At a full garbage collection in a quiet moment (the first start's work done, a pause in
 * traffic), none does: V8 drops the class and builds it again at the next tick, and each of those
 * sites sees one shape more, until it gives up on fast code for good and defines every tick object
 * key by key through the runtime. Measured on a bare Node server after twelve such moments: 57 µs
 * of CPU a request instead of 48, for as long as it runs; a kept answer of this app lost as much.
 * One tick object kept from the start keeps the class, and the sites fast.
 */
export function keepTickObjectShape(): void {
  if (kept) return;
  // Inside a tick's callback, the resource of the running code is its tick object.
  process.nextTick(() => {
    kept ??= executionAsyncResource();
  });
}

/** The tick object kept (undefined until the first tick after `keepTickObjectShape`). */
export function keptTickObject(): object | undefined {
  return kept;
}
