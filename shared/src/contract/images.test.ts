import { describe, expect, it } from 'vitest';
import { sizedImage, sizedImageName, variantOf, variantPath, variantWidths } from './images.js';

describe('responsive image variants', () => {
  it('makes variants at the standard widths below the image, and at its own width up to the largest', () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280]);
  });

  it('reads the size from a stored name and lists AVIF before WebP', () => {
    const path = `/uploads/${sizedImageName('ab12', 800, 600, 'png')}`;
    expect(path).toBe('/uploads/ab12_800x600.png');
    expect(sizedImage(path)).toEqual({
      width: 800,
      height: 600,
      sources: [
        { type: 'image/avif', srcSet: `${path}.320w.avif 320w, ${path}.640w.avif 640w, ${path}.800w.avif 800w` },
        { type: 'image/webp', srcSet: `${path}.320w.webp 320w, ${path}.640w.webp 640w, ${path}.800w.webp 800w` },
      ],
    });
    expect(sizedImage(path, (p) => `https://cdn.example${p}`)?.sources[0]!.srcSet).toMatch(/^https:\/\/cdn\.example\/uploads\//);
  });

  it('has nothing to say about an older upload, a video or a foreign path', () => {
    for (const path of ['/uploads/ab12.png', '/uploads/ab12_800x600.webm', 'https://x.example/a_1x1.gif', '/uploads/ab12_0x600.png']) expect(sizedImage(path), path).toBeNull();
  });

  it('recognises exactly the variants the rules make', () => {
    const path = '/uploads/ab12_800x600.png';
    expect(variantOf(variantPath(path, 640, 'avif'))).toEqual({ original: path, width: 640, ext: 'avif' });
    expect(variantOf(variantPath(path, 800, 'webp'))).toEqual({ original: path, width: 800, ext: 'webp' });
    for (const wrong of [`${path}.960w.avif`, `${path}.500w.webp`, `${path}.640w.gif`, '/uploads/ab12.png.320w.avif', `${path}.640w.avif.png`]) expect(variantOf(wrong), wrong).toBeNull();
  });
});
