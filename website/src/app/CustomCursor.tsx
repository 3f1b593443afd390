import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../lib/motion.js';

/** A circular cursor that follows the mouse: only on fine pointers and without reduced motion. */
export function CustomCursor() {
  const reduced = usePrefersReducedMotion();
  const [enabled, setEnabled] = useState(false);
  const dot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const mq = matchMedia('(hover: hover) and (pointer: fine)');
    setEnabled(mq.matches && !reduced);
  }, [reduced]);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const onMove = (e: PointerEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!dot.current) return;
        dot.current.style.transform = `translate3d(${e.clientX - 14}px, ${e.clientY - 14}px, 0)`;
        // Hidden until the pointer first moves, so it never sits in the corner.
        dot.current.style.opacity = '1';
      });
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div
      ref={dot}
      aria-hidden
      data-testid="custom-cursor"
      style={{
        position: 'fixed',
        left: 0,
        top: 0,
        width: 28,
        height: 28,
        borderRadius: '50%',
        border: '2px solid var(--brand)',
        pointerEvents: 'none',
        opacity: 0,
        zIndex: 1000,
        transition: 'transform 0.08s linear',
        mixBlendMode: 'multiply',
      }}
    />
  );
}
