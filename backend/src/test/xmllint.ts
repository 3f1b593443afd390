import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * libxml2's `xmllint` (Debian's libxml2-utils), the judge of the sitemaps: CI installs it; elsewhere
 * the checks that need it run where it is.
 */
export const hasXmllint = spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0;

/** The sitemaps.org schema of a sitemap file, as the pinned `sitemap` package ships it (nothing is fetched). */
export const SITEMAP_XSD = path.resolve(import.meta.dirname, '..', '..', '..', 'node_modules', 'sitemap', 'schema', 'sitemap.xsd');

/** xmllint's verdict on `xml` against `schema`: its exit code and what it said. */
export const xmllint = (xml: string, schema: string) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    const child = execFile('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, output: `${stdout}${stderr}`.trim() }));
    child.stdin?.end(xml);
  });
