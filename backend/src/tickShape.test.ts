import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * In a process of its own, with V8's natives syntax: quiet moments with full garbage collections
 * (which drop a hidden class no live object has), then whether a tick object made afterwards still
 * has the class of the one kept.
 */
const child = `
import { executionAsyncResource } from 'node:async_hooks';
import { keepTickObjectShape, keptTickObject } from './src/tickShape.ts';
const sameClass = new Function('a', 'b', 'return %HaveSameMap(a, b)');
const tickObject = () => new Promise((resolve) => process.nextTick(() => resolve(executionAsyncResource())));
keepTickObjectShape();
const first = await tickObject();
for (let i = 0; i < 6; i++) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  globalThis.gc();
}
const later = await tickObject();
const kept = keptTickObject();
console.log(JSON.stringify({ kept: kept !== undefined, ownTick: kept === first ? 'first' : 'other', hasCallback: typeof kept?.callback, sameClass: sameClass(kept, later) }));
`;

describe('keepTickObjectShape', () => {
  it("keeps a tick object, whose class new ones still have after quiet moments' garbage collections", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--conditions=source', '--import', 'tsx', '--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', child], { cwd: backendDir });
    expect(JSON.parse(stdout.trim())).toEqual({ kept: true, ownTick: 'other', hasCallback: 'function', sameClass: true });
  });
});
