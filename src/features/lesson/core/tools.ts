// The whiteboard's tools and how a pointer gesture (or a keyboard form) becomes an item of the lesson document's
// shape (supabase/functions/_shared/lesson-doc.ts). Plain TS: no Yjs, no DOM.
import type { ItemKind } from '../../../../supabase/functions/_shared/lesson-doc';

export const TOOLS = ['select', 'pen', 'eraser', 'line', 'arrow', 'rect', 'ellipse', 'text', 'sticky', 'math', 'laser'] as const;
export type Tool = (typeof TOOLS)[number];

export const COLORS = ['#1f2937', '#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#b45309'] as const;
export const WIDTHS = [2, 4, 8] as const;

export interface Style {
  color: string;
  width: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The fields of a new item (without id, author, createdAt). */
export type ItemFields =
  | { kind: 'stroke'; points: number[]; pressure?: number[]; color: string; width: number }
  | { kind: 'line' | 'arrow'; points: [number, number, number, number]; color: string; width: number }
  | { kind: 'rect' | 'ellipse'; x: number; y: number; w: number; h: number; color: string; width: number }
  | { kind: 'text' | 'sticky'; x: number; y: number; text: string; color: string }
  | { kind: 'math'; x: number; y: number; latex: string; color: string }
  | { kind: 'figure'; x: number; y: number; w: number; h: number; href: string; alt: string };

const round = (n: number) => Math.round(n * 10) / 10;

/** The item a drag from `a` to `b` makes with a shape tool; null for a drag too small to mean anything. */
export function shapeFromDrag(tool: 'line' | 'arrow' | 'rect' | 'ellipse', a: Point, b: Point, style: Style): ItemFields | null {
  if (Math.hypot(b.x - a.x, b.y - a.y) < 2) return null;
  if (tool === 'line' || tool === 'arrow') return { kind: tool, points: [round(a.x), round(a.y), round(b.x), round(b.y)], ...style };
  return { kind: tool, x: round(Math.min(a.x, b.x)), y: round(Math.min(a.y, b.y)), w: round(Math.abs(b.x - a.x)), h: round(Math.abs(b.y - a.y)), ...style };
}

/** A pen stroke from its points; points closer than half a unit to the previous one are dropped. */
/**
 * A pen stroke from the pointer's points. A stylus's pressures (0–1, one per point) go in an optional `pressure` list,
 * one per kept point, which the board draws as the stroke's width; older clients ignore it and draw `width`.
 */
export function strokeFrom(points: Point[], style: Style, pressures?: number[]): ItemFields | null {
  const flat: number[] = [];
  const kept: number[] = [];
  let last: Point | null = null;
  points.forEach((p, i) => {
    if (last && Math.hypot(p.x - last.x, p.y - last.y) < 0.5) return;
    flat.push(round(p.x), round(p.y));
    if (pressures) kept.push(Math.round(Math.min(1, Math.max(0, pressures[i] ?? 0.5)) * 100) / 100);
    last = p;
  });
  if (flat.length === 0) return null;
  if (flat.length === 2) {
    flat.push(flat[0]! + 0.1, flat[1]!); // a dot
    if (pressures) kept.push(kept[0]!);
  }
  return pressures ? { kind: 'stroke', points: flat, pressure: kept, ...style } : { kind: 'stroke', points: flat, ...style };
}

/** The width of a pressure-drawn stroke at a point: from a third of `width` (a light touch) to twice it. */
export const widthAtPressure = (width: number, pressure: number) => width * (1 / 3 + (5 / 3) * Math.min(1, Math.max(0, pressure)));

export function textItem(kind: 'text' | 'sticky' | 'math', at: Point, content: string, color: string): ItemFields | null {
  const value = content.trim();
  if (!value) return null;
  return kind === 'math' ? { kind, x: round(at.x), y: round(at.y), latex: value, color } : { kind, x: round(at.x), y: round(at.y), text: value, color };
}

/** An item's bounding box in board units (for hit tests and the view). */
export function boundsOf(item: Record<string, unknown>): { x: number; y: number; w: number; h: number } {
  const kind = item.kind as ItemKind;
  if (kind === 'stroke' || kind === 'line' || kind === 'arrow') {
    const pts = (item.points as number[]) ?? [];
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (let i = 0; i + 1 < pts.length; i += 2) {
      minX = Math.min(minX, pts[i]!); maxX = Math.max(maxX, pts[i]!);
      minY = Math.min(minY, pts[i + 1]!); maxY = Math.max(maxY, pts[i + 1]!);
    }
    return Number.isFinite(minX) ? { x: minX, y: minY, w: maxX - minX, h: maxY - minY } : { x: 0, y: 0, w: 0, h: 0 };
  }
  const x = Number(item.x) || 0, y = Number(item.y) || 0;
  if (kind === 'rect' || kind === 'ellipse' || kind === 'figure') return { x, y, w: Number(item.w) || 0, h: Number(item.h) || 0 };
  const label = String(item.text ?? item.latex ?? '');
  const lines = label.split('\n');
  const w = Math.max(...lines.map((l) => l.length)) * 9 + (kind === 'sticky' ? 16 : 0);
  return { x, y, w, h: lines.length * 20 + (kind === 'sticky' ? 16 : 0) };
}

function distToSegment(p: Point, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax, dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy) / len)) : 0;
  return Math.hypot(p.x - (ax + t * dx), p.y - (ay + t * dy));
}

/** Whether the eraser at `p` (radius r) touches the item. */
export function hits(item: Record<string, unknown>, p: Point, r: number): boolean {
  const kind = item.kind as ItemKind;
  if (kind === 'stroke' || kind === 'line' || kind === 'arrow') {
    const pts = (item.points as number[]) ?? [];
    const reach = r + (Number(item.width) || 0) / 2;
    for (let i = 0; i + 3 < pts.length; i += 2) if (distToSegment(p, pts[i]!, pts[i + 1]!, pts[i + 2]!, pts[i + 3]!) <= reach) return true;
    return pts.length === 2 && Math.hypot(p.x - pts[0]!, p.y - pts[1]!) <= reach;
  }
  const b = boundsOf(item);
  return p.x >= b.x - r && p.x <= b.x + b.w + r && p.y >= b.y - r && p.y <= b.y + b.h + r;
}
