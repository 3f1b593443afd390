/**
 * Every file upload, declared once: the media kinds (what the server accepts by content, and how
 * large) and each upload field (its multipart name, kind and how many files). The admin's pickers,
 * the multipart parser's limits, the media store's checks and the "at least / at most" rules all
 * read from here.
 */

export type MediaKind = 'image' | 'video';

export interface MediaKindRule {
  /** Types the server accepts, checked by the file's bytes, not its name. */
  mimeTypes: readonly string[];
  maxBytes: number;
  /** For messages: "a PNG, JPEG or WebP image". */
  words: string;
  /** For pickers: "PNG, JPEG or WebP". */
  formats: string;
}

const MB = 1024 * 1024;

export const mediaKinds = {
  image: { mimeTypes: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * MB, words: 'a PNG, JPEG or WebP image', formats: 'PNG, JPEG or WebP' },
  video: { mimeTypes: ['video/mp4', 'video/webm'], maxBytes: 20 * MB, words: 'an MP4 or WebM video', formats: 'MP4 or WebM' },
} as const satisfies Record<MediaKind, MediaKindRule>;

export interface UploadField {
  /** The multipart field name. */
  field: string;
  kind: MediaKind;
  /** Files one record holds through this field (kept ones included). */
  max: number;
  /** Files a record must hold through this field (kept ones included). */
  min?: number;
  /** What the files are, for the API reference. */
  description: string;
}

export const uploads = {
  productImages: { field: 'images', kind: 'image', min: 1, max: 8, description: 'Product images, in order' },
  blogIcon: { field: 'iconImage', kind: 'video', max: 1, description: 'The video icon' },
  blogIconPoster: {
    field: 'iconPoster',
    kind: 'image',
    max: 1,
    description: 'A still of the video icon, shown until it plays (the admin takes one from the chosen video)',
  },
  blogSectionImages: {
    field: 'contentImages',
    kind: 'image',
    max: 20,
    description: 'One image per content section (on update: one per section marked hasNewImage), in order',
  },
  secondSectionImage: { field: 'imgSrc', kind: 'image', max: 1, description: 'The banner image' },
  portrait: { field: 'image', kind: 'image', min: 1, max: 1, description: 'The portrait' },
  libraryImages: { field: 'images', kind: 'image', max: 10, description: 'Images to add to the media library' },
  libraryVideos: { field: 'videos', kind: 'video', max: 2, description: 'Videos to add to the media library' },
} as const satisfies Record<string, UploadField>;

/** The largest file of any kind (what a multipart parser may ever have to take in one file). */
export const uploadBounds = {
  fileBytes: Math.max(...Object.values(mediaKinds).map((k) => k.maxBytes)),
};

export const megabytes = (bytes: number) => bytes / MB;

/** The rule on how many files a record holds, as the sentence a person sees; null when it holds. */
export function countProblem(upload: UploadField, count: number): string | null {
  if (upload.min && count < upload.min) return upload.min === 1 ? `At least one ${upload.kind} is required` : `At least ${upload.min} ${upload.kind}s are required`;
  if (count > upload.max) return `At most ${upload.max} ${upload.kind}s`;
  return null;
}

/** What a picker knows of a chosen file (a browser File has all three). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * A picker's first check of chosen files, by the type the browser reports (the server checks the
 * bytes): which files go in (within the room left beside `alreadyHeld`), and the sentences for the
 * rest. `accept` narrows the kind's types where a picker offers fewer.
 */
export function pickFiles<F extends PickedFile>(
  upload: UploadField,
  files: readonly F[],
  alreadyHeld = 0,
  accept: readonly string[] = mediaKinds[upload.kind].mimeTypes,
): { accepted: F[]; problems: string[] } {
  const kind = mediaKinds[upload.kind];
  const wrongType = files.filter((f) => !accept.includes(f.type));
  const tooBig = files.filter((f) => accept.includes(f.type) && f.size > kind.maxBytes);
  const fitting = files.filter((f) => !wrongType.includes(f) && !tooBig.includes(f));
  const accepted = fitting.slice(0, Math.max(0, upload.max - alreadyHeld));
  const names = (list: readonly F[]) => list.map((f) => f.name).join(', ');
  const problems = [
    wrongType.length ? `Only ${formatsOf(accept)} ${upload.kind}s can be added (${names(wrongType)})` : '',
    tooBig.length ? `${capitalise(upload.kind)}s must be at most ${megabytes(kind.maxBytes)} MB (${names(tooBig)})` : '',
    accepted.length < fitting.length ? `At most ${upload.max} ${upload.kind}s` : '',
  ].filter(Boolean);
  return { accepted, problems };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "PNG and JPEG" for a list of image/video types. */
export function formatsOf(types: readonly string[]): string {
  const names = types.map((t) => (t.split('/')[1] ?? t).replace('jpeg', 'JPEG').replace(/^(png|mp4)$/, (m) => m.toUpperCase()).replace('webp', 'WebP').replace('webm', 'WebM'));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
