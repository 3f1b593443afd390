import { describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../endpoints.js';
import { countProblem, formatsOf, mediaKinds, pickFiles, uploadBounds, uploads } from './uploads.js';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload declarations', () => {
  it('states how many files a record holds, in the words staff see', () => {
    expect(countProblem(uploads.productImages, 0)).toBe('At least one image is required');
    expect(countProblem(uploads.productImages, 1)).toBeNull();
    expect(countProblem(uploads.productImages, 8)).toBeNull();
    expect(countProblem(uploads.productImages, 9)).toBe('At most 8 images');
    expect(countProblem(uploads.secondSectionImage, 0)).toBeNull();
  });

  it('lets a picker take only files of an accepted type and size, within the room left', () => {
    const png = file('a.png', 'image/png');
    const gif = file('anim.gif', 'image/gif');
    const huge = file('huge.jpg', 'image/jpeg', 6 * MB);
    const { accepted, problems } = pickFiles(uploads.productImages, [png, gif, huge], 0, ['image/png', 'image/jpeg']);
    expect(accepted).toEqual([png]);
    expect(problems).toEqual(['Only PNG and JPEG images can be added (anim.gif)', 'Images must be at most 5 MB (huge.jpg)']);

    const many = Array.from({ length: 4 }, (_, i) => file(`p${i}.png`, 'image/png'));
    const full = pickFiles(uploads.productImages, many, 6);
    expect(full.accepted.map((f) => f.name)).toEqual(['p0.png', 'p1.png']);
    expect(full.problems).toEqual(['At most 8 images']);
  });

  it('takes WebP where the kind allows it and the picker does not narrow it', () => {
    expect(pickFiles(uploads.secondSectionImage, [file('w.webp', 'image/webp')]).problems).toEqual([]);
    expect(formatsOf(mediaKinds.image.mimeTypes)).toBe('PNG, JPEG and WebP');
    expect(formatsOf(mediaKinds.video.mimeTypes)).toBe('MP4 and WebM');
  });

  it('bounds any one file by the largest kind', () => {
    expect(uploadBounds.fileBytes).toBe(mediaKinds.video.maxBytes);
  });

  it('names every multipart endpoint its upload fields from these declarations', () => {
    const declared = new Set<unknown>(Object.values(uploads));
    const used = Object.values<Endpoint>(endpoints).flatMap((e) => e.files ?? []);
    expect(used.length).toBeGreaterThan(0);
    for (const u of used) expect(declared.has(u)).toBe(true);
    expect(new Set(used)).toEqual(declared);
  });
});
