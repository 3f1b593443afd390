import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawings, type IllustrationKind } from './Illustration.js';

/**
 * Illustrations a page shows as files of their own (an `<img>` the browser fetches and caches once)
 * rather than drawn into the page and its scripts: each file holds exactly the shapes of
 * Illustration.tsx's drawing. `UPDATE_ILLUSTRATIONS=1` writes them after a drawing changes.
 */
const FILES: Array<[IllustrationKind, string]> = [['rocket', path.join(import.meta.dirname, '..', 'features', 'company', 'art', 'rocket.svg')]];

const fileText = (kind: IllustrationKind) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360">${renderToStaticMarkup(<>{drawings[kind]()}</>)}</svg>\n`;

describe('illustrations as files', () => {
  it.each(FILES)('%s: the file is the drawing', (kind, file) => {
    if (process.env.UPDATE_ILLUSTRATIONS === '1') fs.writeFileSync(file, fileText(kind));
    expect(fs.readFileSync(file, 'utf8'), `${path.basename(file)} is out of date: run the test with UPDATE_ILLUSTRATIONS=1`).toBe(fileText(kind));
  });
});
