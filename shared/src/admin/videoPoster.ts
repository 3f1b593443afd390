/** How long a browser gets to open a chosen video and find the frame; past it the video goes without a poster. */
const POSTER_TIMEOUT_MS = 5000;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);

/**
 * A still of a chosen video, taken by the browser (its frame at 1 s, or half-way through a shorter
 * one), as a PNG to upload as the video's poster: the site shows it from the first paint until the
 * video plays. Null where the browser cannot draw one (no canvas, an unreadable video): the video
 * is then sent without a poster, never held back.
 */
export async function posterOf(video: File | null, timeoutMs = POSTER_TIMEOUT_MS): Promise<File | null> {
  if (!video || typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  const canvas = document.createElement('canvas');
  const draw = canvas.getContext('2d');
  if (!draw) return null;
  const url = URL.createObjectURL(video);
  const el = document.createElement('video');
  try {
    el.muted = true;
    el.preload = 'auto';
    const loaded = new Promise<void>((resolve, reject) => {
      el.onloadeddata = () => resolve();
      el.onerror = () => reject(new Error('unreadable video'));
    });
    el.src = url;
    await within(loaded, timeoutMs);
    const seeked = new Promise<void>((resolve) => (el.onseeked = () => resolve()));
    el.currentTime = Math.min(1, (Number.isFinite(el.duration) ? el.duration : 0) / 2);
    await within(seeked, timeoutMs);
    if (!el.videoWidth || !el.videoHeight) return null;
    canvas.width = el.videoWidth;
    canvas.height = el.videoHeight;
    draw.drawImage(el, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new File([blob], 'poster.png', { type: 'image/png' }) : null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
    el.removeAttribute('src');
  }
}
