import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasPromtool, promtool } from '../test/prometheus.js';

/**
 * The guide's Prometheus recipe (scripts/deploy/prometheus): its alert rules parse, each fires on
 * the series that show its failure and stays quiet on a healthy site (alerts.test.yml), and its
 * scrape configuration is one Prometheus takes. Judged by Prometheus' own promtool.
 */
const recipe = path.resolve(import.meta.dirname, '..', '..', '..', 'scripts', 'deploy', 'prometheus');

describe.runIf(hasPromtool)('the Prometheus recipe', () => {
  it('has alert rules promtool accepts, and their tests pass', async () => {
    const checked = await promtool(['check', 'rules', path.join(recipe, 'alerts.yml')]);
    expect(checked.output).toContain('SUCCESS');
    expect(checked.code).toBe(0);
    const tested = await promtool(['test', 'rules', path.join(recipe, 'alerts.test.yml')]);
    expect(tested.output).not.toContain('FAILED');
    expect(tested.code).toBe(0);
  });

  it('has a scrape configuration promtool accepts (its token file filled in)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-prometheus-'));
    try {
      await fs.writeFile(path.join(dir, 'token'), 'a-metrics-token\n', { mode: 0o600 });
      await fs.copyFile(path.join(recipe, 'alerts.yml'), path.join(dir, 'alerts.yml'));
      const config = (await fs.readFile(path.join(recipe, 'prometheus.yml'), 'utf8')).replace('/etc/prometheus/itsite-metrics-token', path.join(dir, 'token'));
      await fs.writeFile(path.join(dir, 'prometheus.yml'), config);
      const checked = await promtool(['check', 'config', path.join(dir, 'prometheus.yml')]);
      expect(checked.output).toContain('is valid prometheus config file syntax');
      expect(checked.code).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
