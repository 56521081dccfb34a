// Thin bar fixed at the top whose width follows the scroll position; the bar's track gets a stronger shadow once
// the page is scrolled past 20px. Updates the DOM directly (no React state) so scrolling never re-renders the shell.
import { useEffect, useRef } from 'react';
import { hasScrolledPastThreshold, scrollProgress } from './scroll-progress';

export function ScrollProgress() {
  const track = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (!track.current || !bar.current) return;
      const root = document.documentElement;
      const progress = scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight);
      bar.current.style.width = `${(progress * 100).toFixed(2)}%`;
      track.current.dataset.scrolled = String(hasScrolledPastThreshold(window.scrollY));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first reading on the next frame, not in this effect: reading the page height here would force a layout
    // of the whole page inside hydration's task.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div ref={track} className="scroll-progress" data-scrolled="false" aria-hidden="true">
      <div ref={bar} className="scroll-progress__bar" />
    </div>
  );
}
