// A figure on the board: an image of the tutor's courses, by its address. Course images are files of the app
// (public/lessons/, referenced from the lessons' Markdown), so an address is accepted only when it is on the app's own
// origin, under /lessons/, an image, and one of the tutor's courses' images. A peer's item is drawn only when its
// address passes the same origin check, so nobody can make the other side load an image from elsewhere. Plain TS.
import type { ItemFields, Point } from './tools';

const IMAGE_PATH = /^\/lessons\/[A-Za-z0-9._-]+\.(svg|png|jpe?g|webp|gif)$/i;

export interface CourseImage {
  href: string;
  alt: string;
}

/** The images of Markdown lesson bodies (`![alt](/lessons/…)`), each once, in order. */
export function courseImages(bodies: readonly string[]): CourseImage[] {
  const seen = new Map<string, CourseImage>();
  for (const body of bodies) {
    for (const m of body.matchAll(/!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const href = m[2]!;
      if (IMAGE_PATH.test(href) && !seen.has(href)) seen.set(href, { href, alt: m[1]!.trim() });
    }
  }
  return [...seen.values()];
}

export type FigureCheck = { ok: true; href: string } | { ok: false; reason: 'empty' | 'other-origin' | 'not-an-image' | 'not-in-courses' };

/** Checks an address typed or picked by the tutor against the app's origin and their courses' images. */
export function checkFigureAddress(input: string, origin: string, images: readonly CourseImage[]): FigureCheck {
  const value = input.trim();
  if (!value) return { ok: false, reason: 'empty' };
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  if (url.origin !== new URL(origin).origin) return { ok: false, reason: 'other-origin' };
  if (!IMAGE_PATH.test(url.pathname) || url.search || url.hash) return { ok: false, reason: 'not-an-image' };
  if (!images.some((i) => i.href === url.pathname)) return { ok: false, reason: 'not-in-courses' };
  return { ok: true, href: url.pathname };
}

/** The address to draw for an item's `href`, or null when it is not a same-origin course image path. */
export const drawableFigure = (href: unknown): string | null => (typeof href === 'string' && IMAGE_PATH.test(href) ? href : null);

export const FIGURE_W = 320;
export const FIGURE_H = 220;

/** A figure item centred at `at`. */
export function figureItem(image: CourseImage, at: Point): ItemFields {
  return { kind: 'figure', x: Math.round(at.x - FIGURE_W / 2), y: Math.round(at.y - FIGURE_H / 2), w: FIGURE_W, h: FIGURE_H, href: image.href, alt: image.alt };
}
