import { useEffect, useMemo, useRef, useState } from 'react';

/**
 * Preview addresses (URL.createObjectURL) for chosen files, keyed by file. An address is revoked
 * when its file leaves the list and all of them when the screen goes away, so previews never leak.
 * The list may be a fresh array on every render (form values are cloned on each change); only a
 * change of membership creates or revokes addresses.
 */
export function useObjectUrls(files: readonly File[]): ReadonlyMap<File, string> {
  const live = useRef(new Map<File, string>());
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(() => new Map());

  useEffect(() => {
    const cache = live.current;
    let changed = false;
    for (const [file, url] of cache) {
      if (!files.includes(file)) {
        URL.revokeObjectURL(url);
        cache.delete(file);
        changed = true;
      }
    }
    for (const file of files) {
      if (!cache.has(file)) {
        cache.set(file, URL.createObjectURL(file));
        changed = true;
      }
    }
    if (changed) setUrls(new Map(cache));
  }, [files]);

  useEffect(() => {
    const cache = live.current;
    return () => {
      // Also runs on StrictMode's rehearsal unmount; the effect above then recreates the addresses.
      cache.forEach((url) => URL.revokeObjectURL(url));
      cache.clear();
    };
  }, []);

  return urls;
}

/** The preview address of one chosen file (or null), on the same bookkeeping as useObjectUrls. */
export function useObjectUrl(file: File | null): string | null {
  const files = useMemo(() => (file ? [file] : []), [file]);
  const urls = useObjectUrls(files);
  return file ? (urls.get(file) ?? null) : null;
}
