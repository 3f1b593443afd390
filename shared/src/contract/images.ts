/**
 * Responsive variants of uploaded images. An image is stored under a name that carries its size,
 * `<id>_<width>x<height>.<ext>`, and has smaller copies in AVIF and WebP beside it, named
 * `<original name>.<width>w.<avif|webp>`. Both sides read the same rules from here: the server
 * makes and serves the variants, the website lists them in `srcset` with the image's width and
 * height. An older upload (a name without its size) simply has no variants.
 */

/** Widths (px) variants are made at; an image narrower than one of them gets its own width instead. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

/** Variant formats, best first (a browser takes the first it supports). */
export const IMAGE_VARIANT_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

export type VariantExt = (typeof IMAGE_VARIANT_FORMATS)[number]['ext'];

const SIZED = /^(?:.*\/)?[A-Za-z0-9]+_(\d{1,5})x(\d{1,5})\.(?:png|jpg|webp)$/;
const VARIANT = /^(.*\/[A-Za-z0-9]+_\d{1,5}x\d{1,5}\.(?:png|jpg|webp))\.(\d{1,5})w\.(avif|webp)$/;

/** The stored name of an image of this size. */
export function sizedImageName(id: string, width: number, height: number, ext: string): string {
  return `${id}_${width}x${height}.${ext}`;
}

/** The widths an image `width` px wide has variants at: the standard ones below it, and its own up to the largest. */
export function variantWidths(width: number): number[] {
  const below = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  return width <= IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ? [...below, width] : below;
}

/** The path of one variant of the image at `path`. */
export function variantPath(path: string, width: number, ext: VariantExt): string {
  return `${path}.${width}w.${ext}`;
}

export interface SizedImage {
  width: number;
  height: number;
  /** One `srcset` per variant format, best first. */
  sources: Array<{ type: string; srcSet: string }>;
}

/** The size and variants of the image at `path` (an upload's public path); null when its name carries no size. */
export function sizedImage(path: string, url: (path: string) => string = (p) => p): SizedImage | null {
  const match = SIZED.exec(path);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!width || !height) return null;
  const widths = variantWidths(width);
  return {
    width,
    height,
    sources: IMAGE_VARIANT_FORMATS.map(({ ext, type }) => ({ type, srcSet: widths.map((w) => `${url(variantPath(path, w, ext))} ${w}w`).join(', ') })),
  };
}

/** What a variant's path names (the original's path, the width, the format); null if it names none that exists by these rules. */
export function variantOf(path: string): { original: string; width: number; ext: VariantExt } | null {
  const match = VARIANT.exec(path);
  if (!match) return null;
  const original = match[1];
  const width = Number(match[2]);
  const image = sizedImage(original);
  if (!image || !variantWidths(image.width).includes(width)) return null;
  return { original, width, ext: match[3] as VariantExt };
}
