// A board item's kind named in the outlines: every kind this version draws by its tool's name, a figure as a figure,
// and any other string from the shared document (another version, a crafted update) as "Item", in every language.
import { describe, expect, test } from 'vitest';
import { boardKindKey } from '../../src/features/lesson/board/kind-name';
import enUS from '../../src/i18n/locales/en-US/lesson';
import esCO from '../../src/i18n/locales/es-CO/lesson';
import frFR from '../../src/i18n/locales/fr-FR/lesson';

const lookUp = (catalogue: object, key: string): unknown => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], catalogue);

describe('the kind of a board item, named', () => {
  test('each kind this version draws takes its tool name; a figure its own', () => {
    expect(boardKindKey('stroke')).toBe('board.tool.pen');
    expect(boardKindKey('sticky')).toBe('board.tool.sticky');
    expect(boardKindKey('math')).toBe('board.tool.math');
    expect(boardKindKey('figure')).toBe('figure.kind');
  });

  test('a kind this version does not draw is an item, never a key or the raw string', () => {
    for (const kind of ['unknown', 'hologram', '__proto__', 'constructor', 'toString', 'select', 'eraser', '']) expect(boardKindKey(kind)).toBe('outline.otherKind');
  });

  test('every name is translated in each language', () => {
    const kinds = ['stroke', 'line', 'arrow', 'rect', 'ellipse', 'text', 'sticky', 'math', 'figure', 'unknown'];
    for (const [name, catalogue] of Object.entries({ 'en-US': enUS, 'es-CO': esCO, 'fr-FR': frFR })) {
      for (const kind of kinds) expect(typeof lookUp(catalogue, boardKindKey(kind)), `${name} ${kind}`).toBe('string');
    }
    expect(lookUp(frFR, boardKindKey('figure'))).not.toBe('figure');
  });
});
