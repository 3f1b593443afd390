import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../lib/motion.js';

/** Whether an element is (partly) inside the viewport now. */
export function inViewport(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

/**
 * Content that fades and rises into place once, the first time it scrolls into view (1200 ms).
 * The page arrives rendered with the content shown (it reads without JavaScript, and what is on
 * screen paints at once); once the script runs, only content still below the fold is hidden to
 * fade in when it comes into view.
 */
export function FadeIn({ children, as: Tag = 'div', className = '', delayMs = 0 }: { children: ReactNode; as?: ElementType; className?: string; delayMs?: number }) {
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<'shown' | 'waiting' | 'fading'>('shown');

  useEffect(() => {
    const el = ref.current;
    if (reduced || !el || inViewport(el)) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState('fading');
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [reduced]);

  return (
    <Tag
      ref={ref}
      className={className}
      style={
        state === 'shown'
          ? undefined
          : {
              opacity: state === 'fading' ? 1 : 0,
              transform: state === 'fading' ? 'none' : 'translateY(24px)',
              transition: `opacity 1200ms ease ${delayMs}ms, transform 1200ms ease ${delayMs}ms`,
            }
      }
    >
      {children}
    </Tag>
  );
}
