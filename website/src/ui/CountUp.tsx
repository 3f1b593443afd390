import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../lib/motion.js';
import { inViewport } from './FadeIn.js';

interface Props {
  end: number;
  start?: number;
  /** Milliseconds from start to end (the counters use 2000). */
  duration?: number;
  suffix?: string;
  /** Share of the element that must be visible before counting starts (the counters use 20 %). */
  threshold?: number;
}

/** The value at time `t` ms of a count from `start` to `end` over `duration` ms (ease-out). */
export function countAt(t: number, start: number, end: number, duration: number): number {
  if (t >= duration) return end;
  const p = Math.max(0, t) / duration;
  return Math.round(start + (end - start) * (1 - (1 - p) ** 3));
}

/**
 * A number that counts up once, when it first comes into view. The page arrives with the final
 * number (it reads without JavaScript); once the script runs, a number still below the fold starts
 * over from `start` and counts when it comes into view. Final at once with reduced motion.
 */
export function CountUp({ end, start = 0, duration = 2000, suffix = '', threshold = 0.2 }: Props) {
  const reduced = usePrefersReducedMotion();
  const [value, setValue] = useState(end);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (reduced || !el || inViewport(el)) {
      setValue(end);
      return;
    }
    setValue(start);
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const began = performance.now();
        const tick = (now: number) => {
          const t = now - began;
          setValue(countAt(t, start, end, duration));
          if (t < duration) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [end, start, duration, threshold, reduced]);

  return (
    <span ref={ref} data-value={end}>
      {value}
      {suffix}
    </span>
  );
}
