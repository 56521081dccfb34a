// The pen's stroke while it is drawn, kept out of React: each pointer move appends one point (or, with a stylus's
// pressure, one segment) to the SVG, so a move neither copies the stroke nor renders anything. It is drawn in a layer
// of its own over the board (BoardCanvas), so the board's items are not painted again on each move. On release the
// stroke becomes an item of the document (drawn by ItemShape, the same shape); this one stays until that item is
// drawn (a frame or two later), so a stroke never blinks out. Each removes only its own shape: a new stroke may start
// while the last one still shows.
import { widthAtPressure, type Point, type Style } from '../core/tools';

const SVG_NS = 'http://www.w3.org/2000/svg';

export class DraftStroke {
  private readonly line: SVGPolylineElement | null = null;
  private readonly group: SVGGElement | null = null;
  private last: Point;
  private lastPressure: number;

  constructor(
    layer: SVGGElement,
    private readonly style: Style,
    first: Point,
    /** A stylus's pressure at the first point; undefined for a mouse or a finger (the stroke is drawn at its width). */
    pressure?: number,
  ) {
    this.last = first;
    this.lastPressure = pressure ?? 0.5;
    if (pressure === undefined) {
      this.line = this.shape('polyline');
      this.line.setAttribute('points', `${first.x},${first.y}`);
      layer.append(this.line);
    } else {
      this.group = document.createElementNS(SVG_NS, 'g');
      this.group.setAttribute('data-pressure', 'true');
      layer.append(this.group);
    }
  }

  add(p: Point, pressure?: number): void {
    if (this.line) {
      const points = this.line.points as SVGPointList | undefined;
      const svg = this.line.ownerSVGElement;
      if (points && svg) {
        const point = svg.createSVGPoint();
        point.x = p.x;
        point.y = p.y;
        points.appendItem(point);
      } else {
        this.line.setAttribute('points', `${this.line.getAttribute('points') ?? ''} ${p.x},${p.y}`);
      }
    } else if (this.group) {
      // Each segment as wide as the pressure at its start, as ItemShape draws a stroke with pressures.
      const segment = this.shape('line');
      segment.setAttribute('x1', String(this.last.x));
      segment.setAttribute('y1', String(this.last.y));
      segment.setAttribute('x2', String(p.x));
      segment.setAttribute('y2', String(p.y));
      segment.setAttribute('stroke-width', String(widthAtPressure(this.style.width, this.lastPressure)));
      this.group.append(segment);
    }
    this.last = p;
    this.lastPressure = pressure ?? this.lastPressure;
  }

  /** Takes this stroke off the layer. */
  remove(): void {
    (this.line ?? this.group)?.remove();
  }

  private shape<K extends 'polyline' | 'line'>(name: K): SVGElementTagNameMap[K] {
    const el = document.createElementNS(SVG_NS, name);
    el.setAttribute('stroke', this.style.color);
    el.setAttribute('stroke-width', String(this.style.width));
    el.setAttribute('fill', 'none');
    el.setAttribute('stroke-linecap', 'round');
    el.setAttribute('stroke-linejoin', 'round');
    el.setAttribute('opacity', '0.6');
    el.setAttribute('data-kind', 'stroke');
    return el;
  }
}
