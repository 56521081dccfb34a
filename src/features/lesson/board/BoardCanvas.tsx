// The drawing itself: SVG over the items of one page. A pointer draws with the current tool (a draft shows while
// dragging, the item is added on release), the eraser removes what it touches, the select tool pans, Ctrl+wheel
// zooms. The SVG fills the space the room gives the board (one pixel is one board unit at zoom 1, so a wider screen
// shows more of the board); a stroke's points are gathered in place while drawing, never copied on each move, and drawn
// outside React in a layer over the board (./draft-stroke). A released stroke is added to the document after the
// next paint (see `release`). Two fingers pan and pinch-zoom; while a pen draws, touches are ignored.
import { memo, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode, type WheelEvent as ReactWheelEvent } from 'react';
import type * as Y from 'yjs';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { ownItemAt, RESIZABLE } from '../core/arrange';
import { removeItems, type LocalOrigin } from '../core/board';
import { sameList } from '../core/snapshots';
import { boundsOf, hits, shapeFromDrag, strokeFrom, type ItemFields, type Point, type Style, type Tool } from '../core/tools';
import { panBy, toBoard, viewBox, zoomAt, type View } from '../core/view';
import { DraftStroke } from './draft-stroke';
import { ItemShape } from './ItemShape';
import type { ItemSnapshot } from './use-board';

/**
 * The page's items. Memoised apart from what is being drawn: a pointer move renders none of them. They render in
 * blocks compared item by item, so a new item renders its block (and the short list of blocks), not a component for
 * each of a page's 500 items; the others' snapshots are the same objects (../core/snapshots).
 */
const BLOCK = 64;

interface ItemsProps {
  items: ItemSnapshot[];
  /** One's own item being dragged, drawn moved by (dx, dy) until the drop. */
  movingId?: string;
  dx: number;
  dy: number;
}

const BoardItems = memo(function BoardItems({ items, movingId, dx, dy }: ItemsProps) {
  const blocks: ItemSnapshot[][] = [];
  for (let i = 0; i < items.length; i += BLOCK) blocks.push(items.slice(i, i + BLOCK));
  return (
    <>
      {blocks.map((block, i) => {
        const moving = movingId !== undefined && block.some((item) => item.id === movingId);
        return <ItemBlock key={i} items={block} movingId={moving ? movingId : undefined} dx={moving ? dx : 0} dy={moving ? dy : 0} />;
      })}
    </>
  );
});

const ItemBlock = memo(
  function ItemBlock({ items, movingId, dx, dy }: ItemsProps) {
    return (
      <>
        {items.map((item) =>
          movingId === item.id ? (
            <g key={item.id} transform={`translate(${dx} ${dy})`}>
              <ItemShape item={item} />
            </g>
          ) : item.notShared === true ? (
            <g key={item.id} className="lesson-unshared" opacity={0.5} data-not-shared="true">
              <ItemShape item={item} />
            </g>
          ) : (
            <ItemShape key={item.id} item={item} />
          ),
        )}
      </>
    );
  },
  (a, b) => sameList(a.items, b.items) && a.movingId === b.movingId && a.dx === b.dx && a.dy === b.dy,
);

/** The drawing's size until the room has measured the space it fills. */
export const CANVAS_W = 800;
export const CANVAS_H = 500;

export interface CanvasSize {
  w: number;
  h: number;
}

// 'move' and 'resize': a drag of one's own selected item (its id), committed on release.
// pressures: a stylus's, one per point (null for a mouse or a finger, which have none worth keeping).
type Draft = { tool: Tool | 'move' | 'resize'; points: Point[]; pressures?: number[] | null; lastPx?: Point; id?: string } | null;

export function BoardCanvas(props: {
  doc: Y.Doc;
  page: number;
  items: ItemSnapshot[];
  tool: Tool;
  style: Style;
  view: View;
  readOnly: boolean;
  origin: LocalOrigin;
  label: string;
  onView(view: View): void;
  /** Adds an item to the page; false when nothing was added (a read-only room). */
  onAdd(fields: ItemFields): boolean;
  onErased(): void;
  onPlace(at: Point): void;
  /** Where this user's pointer is on the board (null when it leaves), for the other party's view. */
  onPointerAt?(at: Point | null): void;
  /** The laser's tip while pressed, null on release. */
  onLaser?(at: Point | null): void;
  /** Drawn over the items (the other party's cursor and laser). */
  overlay?: ReactNode;
  /** One's own item selected to move or resize (select tool). */
  selected?: string | null;
  onSelect?(id: string | null): void;
  onMoveItem?(id: string, dx: number, dy: number): void;
  onResizeItem?(id: string, dw: number, dh: number): void;
  /** The drawing's size in pixels, as measured. */
  size: CanvasSize;
  onSize(size: CanvasSize): void;
}) {
  const { tool, style, view, readOnly, size, onSize } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [draft, setDraftState] = useState<Draft>(null);
  // The pen's stroke being drawn: its points appended in place (the draft's own arrays) and to the SVG of the layer
  // over the board, so a move costs one point and no render.
  const penLayer = useRef<SVGGElement>(null);
  const pen = useRef<DraftStroke | null>(null);
  const setDraft = (next: Draft) => {
    if (next?.tool !== 'pen') {
      pen.current?.remove();
      pen.current = null;
    }
    setDraftState(next);
  };

  // A released stroke is added to the document after the next paint: the release's frame shows it at once (its draft
  // stays drawn), and adding it (the Yjs change, its copy on the device, the send) and rendering the board run as
  // tasks of their own, not in the pointer event (on a slow phone, together, a long task). Its draft goes in the
  // render that draws its item (or at once when nothing was added); a change of page takes the drafts off too.
  const released = useRef(new Set<{ drawn: DraftStroke; add: (() => void) | null }>());
  const release = (drawn: DraftStroke, fields: ItemFields | null) => {
    const onAdd = props.onAdd; // this page's, as when released
    const entry: { drawn: DraftStroke; add: (() => void) | null } = {
      drawn,
      add: () => {
        entry.add = null;
        if (fields && onAdd(fields)) return;
        drawn.remove();
        released.current.delete(entry);
      },
    };
    released.current.add(entry);
    void afterNextPaint().then(() => entry.add?.());
  };
  useLayoutEffect(() => {
    for (const entry of released.current) {
      if (entry.add) continue;
      entry.drawn.remove();
      released.current.delete(entry);
    }
  }, [props.items]);
  useLayoutEffect(() => {
    const waiting = released.current;
    return () => {
      for (const entry of waiting) entry.drawn.remove();
    };
  }, [props.page]);
  // Leaving the room right after a stroke still adds it (before the room's document is closed).
  useLayoutEffect(() => {
    const waiting = released.current;
    return () => {
      for (const entry of waiting) entry.add?.();
    };
  }, []);

  // The drawing fills its box; a hidden box (another tab on a phone) keeps the last size.
  useEffect(() => {
    const box = boxRef.current!;
    const measure = () => {
      const w = Math.floor(box.clientWidth);
      const h = Math.floor(box.clientHeight);
      if (w > 0 && h > 0) onSize({ w, h });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [onSize]);

  // The drawing's place on screen, read once per gesture: reading it on each move would force a layout of the whole
  // drawing whenever the draft changed since the last frame.
  const rectRef = useRef<DOMRect | null>(null);
  const px = (e: { clientX: number; clientY: number }): Point => {
    const rect = rectRef.current ?? svgRef.current!.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * size.w) / (rect.width || size.w), y: ((e.clientY - rect.top) * size.h) / (rect.height || size.h) };
  };
  const at = (e: { clientX: number; clientY: number }) => {
    const p = px(e);
    return toBoard(view, p.x, p.y);
  };
  const erase = (p: Point) => {
    const hit = props.items.filter((item) => hits(item, p, 6 / view.zoom)).map((item) => item.id);
    if (hit.length) removeItems(props.doc, props.page, hit, props.origin);
  };

  // Touch: two fingers pan and pinch-zoom the view (what the first finger began drawing is dropped); while a pen
  // draws, touches are ignored (the hand resting on the screen).
  const touches = useRef(new Map<number, Point>());
  const gesture = useRef<{ view: View; mid: Point; distance: number } | null>(null);
  const penDown = useRef(false);
  const touchState = () => {
    const [a, b] = [...touches.current.values()] as [Point, Point];
    return { mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)) };
  };
  const touchEnded = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.pointerType === 'pen') penDown.current = false;
    if (e.pointerType !== 'touch' || !touches.current.delete(e.pointerId)) return false;
    if (touches.current.size < 2 && gesture.current) {
      gesture.current = null;
      return true;
    }
    return !!gesture.current;
  };

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    rectRef.current = e.currentTarget.getBoundingClientRect();
    if (e.pointerType === 'pen') penDown.current = true;
    if (e.pointerType === 'touch') {
      if (penDown.current) return;
      touches.current.set(e.pointerId, px(e));
      if (touches.current.size >= 2) {
        if (draft?.tool === 'laser') props.onLaser?.(null);
        setDraft(null);
        gesture.current = { view, ...touchState() };
        return;
      }
    }
    const p = at(e);
    if (tool === 'laser') {
      e.currentTarget.setPointerCapture(e.pointerId);
      setDraft({ tool, points: [] });
      props.onLaser?.(p);
      return;
    }
    if (tool === 'select' && !readOnly && props.onSelect) {
      // The selected item's corner handle resizes it; one's own item moves; elsewhere the board pans.
      const current = props.items.find((item) => item.id === props.selected);
      const b = current && RESIZABLE.has(current.kind) ? boundsOf(current) : null;
      const reach = 8 / view.zoom;
      if (current && b && Math.abs(p.x - (b.x + b.w)) <= reach && Math.abs(p.y - (b.y + b.h)) <= reach) {
        e.currentTarget.setPointerCapture(e.pointerId);
        setDraft({ tool: 'resize', points: [p, p], id: current.id });
        return;
      }
      const own = ownItemAt(props.items, props.origin.userId, (item) => item.notShared !== true && hits(item, p, 4 / view.zoom));
      props.onSelect(own?.id ?? null);
      if (own) {
        e.currentTarget.setPointerCapture(e.pointerId);
        setDraft({ tool: 'move', points: [p, p], id: own.id });
        return;
      }
    }
    if (tool === 'select' || readOnly) {
      e.currentTarget.setPointerCapture(e.pointerId);
      setDraft({ tool: 'select', points: [], lastPx: px(e) });
      return;
    }
    if (tool === 'text' || tool === 'sticky' || tool === 'math') {
      props.onPlace(p);
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    if (tool === 'eraser') erase(p);
    const pressures = tool === 'pen' && e.pointerType === 'pen' ? [e.pressure] : null;
    setDraft({ tool, points: [p], pressures });
    if (tool === 'pen') {
      pen.current?.remove();
      pen.current = new DraftStroke(penLayer.current!, style, p, pressures ? e.pressure : undefined);
    }
  };
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.pointerType === 'touch' && penDown.current) return;
    if (e.pointerType === 'touch' && touches.current.has(e.pointerId)) {
      touches.current.set(e.pointerId, px(e));
      const start = gesture.current;
      if (start && touches.current.size >= 2) {
        const now = touchState();
        const zoomed = zoomAt(start.view, now.distance / start.distance, start.mid.x, start.mid.y);
        props.onView(panBy(zoomed, now.mid.x - start.mid.x, now.mid.y - start.mid.y));
        return;
      }
    }
    props.onPointerAt?.(at(e));
    if (!draft) return;
    if (draft.tool === 'laser') {
      props.onLaser?.(at(e));
      return;
    }
    if (draft.tool === 'select') {
      const now = px(e);
      props.onView(panBy(view, now.x - draft.lastPx!.x, now.y - draft.lastPx!.y));
      setDraft({ ...draft, lastPx: now });
      return;
    }
    const p = at(e);
    if (draft.tool === 'move' || draft.tool === 'resize') {
      setDraft({ ...draft, points: [draft.points[0]!, p] });
      return;
    }
    if (draft.tool === 'eraser') {
      erase(p);
      return;
    }
    if (draft.tool === 'pen') {
      draft.points.push(p);
      draft.pressures?.push(e.pressure);
      pen.current?.add(p, draft.pressures ? e.pressure : undefined);
      return;
    }
    setDraft({ ...draft, points: [draft.points[0]!, p] });
  };
  const onPointerUp = (e: ReactPointerEvent<SVGSVGElement>) => {
    rectRef.current = null;
    if (touchEnded(e)) return;
    if (e.pointerType === 'touch' && penDown.current) return;
    if (!draft) return;
    // The pen's stroke stays drawn until its item is (`release`).
    const drawn = draft.tool === 'pen' ? pen.current : null;
    if (drawn) pen.current = null;
    setDraft(null);
    if (drawn) return release(drawn, strokeFrom(draft.points, style, draft.pressures ?? undefined));
    if (draft.tool === 'laser') return props.onLaser?.(null);
    if ((draft.tool === 'move' || draft.tool === 'resize') && draft.id) {
      const [a, b] = draft.points as [Point, Point];
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      if (Math.abs(dx) + Math.abs(dy) < 0.5) return;
      if (draft.tool === 'move') props.onMoveItem?.(draft.id, dx, dy);
      else props.onResizeItem?.(draft.id, dx, dy);
      return;
    }
    if (draft.tool === 'eraser') return props.onErased();
    const fields =
      draft.tool === 'line' || draft.tool === 'arrow' || draft.tool === 'rect' || draft.tool === 'ellipse'
        ? shapeFromDrag(draft.tool, draft.points[0]!, draft.points[draft.points.length - 1]!, style)
        : null;
    if (fields) props.onAdd(fields);
  };
  const onWheel = (e: ReactWheelEvent<SVGSVGElement>) => {
    if (!e.ctrlKey) return;
    const p = px(e);
    props.onView(zoomAt(view, e.deltaY < 0 ? 1.1 : 1 / 1.1, p.x, p.y));
  };

  const drag = draft && (draft.tool === 'move' || draft.tool === 'resize') ? { tool: draft.tool, id: draft.id, dx: draft.points[1]!.x - draft.points[0]!.x, dy: draft.points[1]!.y - draft.points[0]!.y } : null;
  const selectedItem = props.selected ? props.items.find((item) => item.id === props.selected) : undefined;
  const box = selectedItem ? boundsOf(selectedItem) : null;
  if (box && drag?.tool === 'move') {
    box.x += drag.dx;
    box.y += drag.dy;
  }
  if (box && drag?.tool === 'resize') {
    box.w = Math.max(8, box.w + drag.dx);
    box.h = Math.max(8, box.h + drag.dy);
  }
  // A shape being dragged (the pen's stroke is drawn by `pen`).
  const preview =
    draft && draft.points.length > 1 && (draft.tool === 'line' || draft.tool === 'arrow' || draft.tool === 'rect' || draft.tool === 'ellipse')
      ? shapeFromDrag(draft.tool, draft.points[0]!, draft.points[draft.points.length - 1]!, style)
      : null;

  return (
    // Focusable, so the keyboard reaches it (Ctrl+= and Ctrl+- zoom, the select tool pans).
    <div ref={boxRef} className="lesson-canvas" data-testid="lesson-canvas-scroll" tabIndex={0} role="group" aria-label={props.label}>
      <svg
        ref={svgRef}
        aria-hidden="true"
        width={size.w}
        height={size.h}
        viewBox={viewBox(view, size.w, size.h)}
        className={`lesson-canvas__svg lesson-canvas__svg--${tool}`}
        data-testid="lesson-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(e) => {
          rectRef.current = null;
          touchEnded(e);
          if (draft?.tool === 'laser') props.onLaser?.(null);
          setDraft(null);
        }}
        onPointerLeave={() => props.onPointerAt?.(null)}
        onWheel={onWheel}
      >
        <defs>
          <marker id="lesson-arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="context-stroke" />
          </marker>
        </defs>
        <BoardItems items={props.items} movingId={drag?.tool === 'move' ? drag.id : undefined} dx={drag?.dx ?? 0} dy={drag?.dy ?? 0} />
        {box && (
          <g className="lesson-selection" pointerEvents="none" data-testid="lesson-selection">
            <rect x={box.x - 4 / view.zoom} y={box.y - 4 / view.zoom} width={box.w + 8 / view.zoom} height={box.h + 8 / view.zoom} fill="none" stroke="#2563eb" strokeWidth={1.5 / view.zoom} strokeDasharray={`${6 / view.zoom} ${4 / view.zoom}`} />
            {RESIZABLE.has(selectedItem!.kind) && (
              <rect x={box.x + box.w - 5 / view.zoom} y={box.y + box.h - 5 / view.zoom} width={10 / view.zoom} height={10 / view.zoom} fill="#fff" stroke="#2563eb" strokeWidth={1.5 / view.zoom} data-testid="lesson-resize-handle" />
            )}
          </g>
        )}
        {props.overlay}
      </svg>
      {/* What is being drawn, in a layer of its own: changing it paints this layer only, not the board's items. */}
      <svg aria-hidden="true" width={size.w} height={size.h} viewBox={viewBox(view, size.w, size.h)} className="lesson-canvas__draft" data-testid="lesson-draft">
        <g ref={penLayer} />
        {preview && <ItemShape item={{ ...preview, id: 'draft' } as ItemSnapshot} draft />}
      </svg>
    </div>
  );
}
