// On a phone the other party's video floats over the board: a finger (or pen, or mouse) drags it anywhere inside the
// room, and a press without a drag still reaches the tile (it enlarges the video). The offset is the tile's own, kept
// inside its container; the drag's closing click is swallowed so a drag never also enlarges.
import { useEffect, useRef, type RefObject } from 'react';

const THRESHOLD_PX = 8;

export function useDraggableTile(enabled: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const tile = ref.current;
    if (!tile || !enabled) return;
    let offset = { x: 0, y: 0 };
    let start: { x: number; y: number; from: { x: number; y: number }; id: number } | null = null;
    let dragged = false;
    const place = (x: number, y: number) => {
      const box = tile.offsetParent?.getBoundingClientRect();
      const own = tile.getBoundingClientRect();
      if (box) {
        // Kept inside the container: the current box less the current offset is where the tile sits without one.
        const left = own.left - offset.x;
        const top = own.top - offset.y;
        x = Math.min(box.right - own.width - left, Math.max(box.left - left, x));
        y = Math.min(box.bottom - own.height - top, Math.max(box.top - top, y));
      }
      offset = { x, y };
      tile.style.transform = `translate(${x}px, ${y}px)`;
    };
    const down = (e: PointerEvent) => {
      if (!e.isPrimary || (e.target as Element).closest('button, a, select, input')) return;
      start = { x: e.clientX, y: e.clientY, from: offset, id: e.pointerId };
      dragged = false;
    };
    const move = (e: PointerEvent) => {
      if (!start || e.pointerId !== start.id) return;
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      if (!dragged && Math.hypot(dx, dy) < THRESHOLD_PX) return;
      if (!dragged) tile.setPointerCapture(e.pointerId);
      dragged = true;
      tile.dataset.dragged = 'true';
      place(start.from.x + dx, start.from.y + dy);
    };
    const up = (e: PointerEvent) => {
      if (start && e.pointerId === start.id) start = null;
    };
    const click = (e: MouseEvent) => {
      if (!dragged) return;
      dragged = false;
      e.stopPropagation();
      e.preventDefault();
    };
    tile.addEventListener('pointerdown', down);
    tile.addEventListener('pointermove', move);
    tile.addEventListener('pointerup', up);
    tile.addEventListener('pointercancel', up);
    tile.addEventListener('click', click, true);
    return () => {
      tile.removeEventListener('pointerdown', down);
      tile.removeEventListener('pointermove', move);
      tile.removeEventListener('pointerup', up);
      tile.removeEventListener('pointercancel', up);
      tile.removeEventListener('click', click, true);
      tile.style.transform = '';
      delete tile.dataset.dragged;
    };
  }, [enabled]);
  return ref;
}
