import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../lib/motion.js';
import { useSite } from '../../lib/site.js';

/**
 * A blog's icon video: looping, muted, playing inline on its own. Under
 * prefers-reduced-motion it does not start by itself; the controls let the visitor play it. Its
 * poster (a still of the video, when it has one) shows from the first paint until it plays.
 */
export function BlogVideo({ src, poster, label, className }: { src: string; poster?: string; label: string; className?: string }) {
  const { api } = useSite();
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only after the element exists; browsers allow autoplay
    // only for muted media, so make sure of it, then start or stop by the motion preference.
    video.muted = true;
    video.defaultMuted = true;
    if (reduced) video.pause();
    else video.play().catch(() => undefined);
  }, [reduced, src]);

  return (
    <video
      ref={ref}
      className={className}
      // Paused under reduced motion: start a second in, so the still frame shows the animation's subject.
      src={reduced ? `${api.mediaUrl(src)}#t=1` : api.mediaUrl(src)}
      poster={poster ? api.mediaUrl(poster) : undefined}
      aria-label={label}
      muted
      loop
      playsInline
      autoPlay={!reduced}
      controls={reduced}
      preload={reduced ? 'metadata' : 'auto'}
    />
  );
}
