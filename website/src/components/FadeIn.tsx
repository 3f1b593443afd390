import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../lib/motion.js';

/** Content that fades and rises into place once, the first time it scrolls into view (1200 ms). */
export function FadeIn({ children, as: Tag = 'div', className = '', delayMs = 0 }: { children: ReactNode; as?: ElementType; className?: string; delayMs?: number }) {
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (reduced) {
      setShown(true);
      return;
    }
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setShown(true);
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
      style={{
        opacity: shown ? 1 : 0,
        transform: shown ? 'none' : 'translateY(24px)',
        transition: reduced ? 'none' : `opacity 1200ms ease ${delayMs}ms, transform 1200ms ease ${delayMs}ms`,
      }}
    >
      {children}
    </Tag>
  );
}
