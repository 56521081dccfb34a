// Pan and zoom of the board: the visible rectangle in board units (an SVG viewBox). Plain TS.
export interface View {
  x: number;
  y: number;
  zoom: number;
}

export const BOARD_W = 1600;
export const BOARD_H = 1000;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

export const initialView: View = { x: 0, y: 0, zoom: 1 };

export function viewBox(view: View, width: number, height: number): string {
  return `${view.x} ${view.y} ${width / view.zoom} ${height / view.zoom}`;
}

/** Zooms by `factor` keeping the board point under (px, py) (pixels in the element) in place. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom * factor));
  const bx = view.x + px / view.zoom;
  const by = view.y + py / view.zoom;
  return { zoom, x: bx - px / zoom, y: by - py / zoom };
}

export function panBy(view: View, dxPx: number, dyPx: number): View {
  return { ...view, x: view.x - dxPx / view.zoom, y: view.y - dyPx / view.zoom };
}

/** The board point at the centre of an element of this size. */
export function centreOf(view: View, width: number, height: number): { x: number; y: number } {
  return { x: view.x + width / view.zoom / 2, y: view.y + height / view.zoom / 2 };
}

/** A pixel position in the element to board units. */
export function toBoard(view: View, px: number, py: number): { x: number; y: number } {
  return { x: view.x + px / view.zoom, y: view.y + py / view.zoom };
}
