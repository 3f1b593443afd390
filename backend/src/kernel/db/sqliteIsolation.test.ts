import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsEntity } from '../../data/entities/index.js';
import { asyncHooksOn } from '../../test/asyncHooks.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { inTransaction } from './transaction.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` as a request of its own would: in an async context of its own (a timer's). */
const asRequest = <T>(work: () => Promise<T>): Promise<T> => new Promise<T>((resolve, reject) => setTimeout(() => void work().then(resolve, reject), 0));

/**
 * The shared SQLite connection: a write made by one request while another request's transaction is
 * open must neither join it nor be lost when it rolls back (backend/src/kernel/db/sqliteIsolation.ts).
 */
describe('SQLite transactions are exclusive [sqlite]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  const rows = () => server.running.db.getRepository(SettingsEntity);
  const row = (id: string) => ({ id, data: '{}', updatedAt: new Date() });

  it('keeps a write made elsewhere while a transaction that then fails is open', async () => {
    const db = server.running.db;
    const failing = asRequest(() => db.transaction(async (m) => {
      await m.getRepository(SettingsEntity).insert(row('t-inside'));
      await sleep(50);
      throw new Error('refused');
    }));
    await sleep(15);
    // Another request's writes: a plain insert, and a save (which opens a transaction of its own).
    const outside = asRequest(() => rows().insert(row('t-outside')));
    const saved = asRequest(() => rows().save(row('t-saved')));
    await expect(failing).rejects.toThrow('refused');
    await Promise.all([outside, saved]);
    expect(await rows().existsBy({ id: 't-outside' })).toBe(true);
    expect(await rows().existsBy({ id: 't-saved' })).toBe(true);
    // The failed transaction's own write is gone, as a rollback should leave it.
    expect(await rows().existsBy({ id: 't-inside' })).toBe(false);
  });

  it('runs transactions one after another, each seeing only its own writes until it commits', async () => {
    const db = server.running.db;
    const seen: string[] = [];
    const first = asRequest(() =>
      inTransaction(db, async (m) => {
        await m.getRepository(SettingsEntity).insert(row('t-first'));
        await sleep(30);
        seen.push(`first sees second: ${await m.getRepository(SettingsEntity).existsBy({ id: 't-second' })}`);
      }),
    );
    await sleep(10);
    const second = asRequest(() =>
      db.transaction(async (m) => {
        seen.push(`second sees first: ${await m.getRepository(SettingsEntity).existsBy({ id: 't-first' })}`);
        await m.getRepository(SettingsEntity).insert(row('t-second'));
      }),
    );
    await Promise.all([first, second]);
    expect(seen).toEqual(['first sees second: false', 'second sees first: true']);
  });

  it('lets a transaction nest another in its own work (a savepoint), and still commits both', async () => {
    const db = server.running.db;
    await db.transaction(async (m) => {
      await m.getRepository(SettingsEntity).insert(row('t-outer'));
      // A save inside the transaction's own flow, which opens a nested one.
      await m.getRepository(SettingsEntity).save(row('t-nested'));
    });
    expect(await rows().existsBy({ id: 't-outer' })).toBe(true);
    expect(await rows().existsBy({ id: 't-nested' })).toBe(true);
  });

  it('runs two transactions started in the same step one after the other (a read then a write each)', async () => {
    const db = server.running.db;
    await rows().save(row('t-counter'));
    // Each reads the counter, waits, and writes it plus one: run together, the second would overwrite the first.
    const bump = () =>
      db.transaction(async (m) => {
        const before = JSON.parse((await m.getRepository(SettingsEntity).findOneByOrFail({ id: 't-counter' })).data) as { n?: number };
        await sleep(20);
        await m.getRepository(SettingsEntity).update({ id: 't-counter' }, { data: JSON.stringify({ n: (before.n ?? 0) + 1 }) });
      });
    await Promise.all([bump(), bump(), bump()]);
    expect(JSON.parse((await rows().findOneByOrFail({ id: 't-counter' })).data)).toEqual({ n: 3 });
  });

  it('rolls back and frees the connection when a runner is released with its transaction open', async () => {
    const db = server.running.db;
    const runner = db.createQueryRunner();
    await runner.startTransaction();
    await runner.manager.getRepository(SettingsEntity).insert(row('t-abandoned'));
    const elsewhere = asRequest(() => rows().insert(row('t-after-abandoned')));
    await sleep(20);
    await runner.release();
    await elsewhere;
    expect(await rows().existsBy({ id: 't-abandoned' })).toBe(false);
    expect(await rows().existsBy({ id: 't-after-abandoned' })).toBe(true);
  });

  it('leaves Node\'s async hooks off once transactions are done (they would cost every async step)', async () => {
    const db = server.running.db;
    await db.transaction((m) => m.getRepository(SettingsEntity).save(row('t-hooks')));
    await rows().save(row('t-hooks'));
    expect(await asyncHooksOn()).toBe(false);
  });
});
