import { describe, expect, it } from 'vitest';
import { checkFigureAddress, courseImages, drawableFigure, figureItem } from '../../src/features/lesson/core/figure';

const bodies = [
  '# A\n\n![The parabola y = x²](/lessons/parabola.svg)\n\n![Remote](https://example.org/x.png) ![Same](/lessons/parabola.svg)',
  'Text ![A menu](/lessons/cafe-menu.svg "title") and ![not an image](/lessons/notes.txt)',
];
const origin = 'https://summit.example';

describe('figures from the tutor\'s courses', () => {
  it('finds each course image once, only same-origin /lessons/ images', () => {
    expect(courseImages(bodies)).toEqual([
      { href: '/lessons/parabola.svg', alt: 'The parabola y = x²' },
      { href: '/lessons/cafe-menu.svg', alt: 'A menu' },
    ]);
  });

  it('accepts an address of the app\'s origin among the courses\' images, and says why not otherwise', () => {
    const images = courseImages(bodies);
    expect(checkFigureAddress(' /lessons/parabola.svg ', origin, images)).toEqual({ ok: true, href: '/lessons/parabola.svg' });
    expect(checkFigureAddress(`${origin}/lessons/cafe-menu.svg`, origin, images)).toEqual({ ok: true, href: '/lessons/cafe-menu.svg' });
    expect(checkFigureAddress('https://evil.example/lessons/parabola.svg', origin, images)).toEqual({ ok: false, reason: 'other-origin' });
    expect(checkFigureAddress('//evil.example/x.png', origin, images)).toEqual({ ok: false, reason: 'other-origin' });
    expect(checkFigureAddress('/lessons/../secret.svg', origin, images)).toEqual({ ok: false, reason: 'not-an-image' });
    expect(checkFigureAddress('/lessons/parabola.svg?x=1', origin, images)).toEqual({ ok: false, reason: 'not-an-image' });
    expect(checkFigureAddress('/lessons/line-graph.svg', origin, images)).toEqual({ ok: false, reason: 'not-in-courses' });
    expect(checkFigureAddress('', origin, images)).toEqual({ ok: false, reason: 'empty' });
  });

  it('draws a peer\'s figure only from a course image path; an item is centred', () => {
    expect(drawableFigure('/lessons/parabola.svg')).toBe('/lessons/parabola.svg');
    expect(drawableFigure('https://evil.example/x.png')).toBeNull();
    expect(drawableFigure('javascript:alert(1)')).toBeNull();
    expect(figureItem({ href: '/lessons/p.svg', alt: 'P' }, { x: 400, y: 300 })).toEqual({ kind: 'figure', x: 240, y: 190, w: 320, h: 220, href: '/lessons/p.svg', alt: 'P' });
  });
});
