// The lesson room's plain-TS core: tools make items of the shared shape, undo touches only one's own actions, the
// outline follows the board, two documents wired together converge, the room's window and its shortcuts.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { lessonParts, projectLesson } from '../../supabase/functions/_shared/lesson-doc';
import { addItem, addPage, createUndo, ensurePage, itemsOf, removeItems, sendChat } from '../../src/features/lesson/core/board';
import { outlineOf } from '../../src/features/lesson/core/outline';
import { matchShortcut, SHORTCUTS } from '../../src/features/lesson/core/shortcuts';
import { hits, shapeFromDrag, strokeFrom, textItem, widthAtPressure } from '../../src/features/lesson/core/tools';
import { centreOf, panBy, zoomAt } from '../../src/features/lesson/core/view';
import { canJoin, lessonWindow, splitCountdown } from '../../src/features/lesson/core/window';

const style = { color: '#1f2937', width: 4 };

/** Two documents that send each other every update, as the sync server would; `cut()` stops and `heal()` resumes. */
function wired() {
  const a = new Y.Doc();
  const b = new Y.Doc();
  let connected = true;
  a.on('update', (u: Uint8Array, origin: unknown) => connected && origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
  b.on('update', (u: Uint8Array, origin: unknown) => connected && origin !== 'remote' && Y.applyUpdate(a, u, 'remote'));
  return {
    a,
    b,
    cut: () => (connected = false),
    heal: () => {
      connected = true;
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), 'remote');
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)), 'remote');
    },
  };
}

describe('tools', () => {
  it('a drag makes lines, arrows, rectangles and ellipses; a click makes nothing', () => {
    expect(shapeFromDrag('line', { x: 0, y: 0 }, { x: 10, y: 5 }, style)).toEqual({ kind: 'line', points: [0, 0, 10, 5], ...style });
    expect(shapeFromDrag('rect', { x: 10, y: 20 }, { x: 0, y: 5 }, style)).toEqual({ kind: 'rect', x: 0, y: 5, w: 10, h: 15, ...style });
    expect(shapeFromDrag('ellipse', { x: 1, y: 1 }, { x: 1.5, y: 1 }, style)).toBeNull();
  });
  it('a stroke keeps its points (a tap is a dot); text and math need content', () => {
    expect((strokeFrom([{ x: 1, y: 1 }, { x: 1.1, y: 1 }, { x: 5, y: 5 }], style) as { points: number[] }).points).toEqual([1, 1, 5, 5]);
    expect((strokeFrom([{ x: 1, y: 1 }], style) as { points: number[] }).points).toHaveLength(4);
    expect(textItem('text', { x: 0, y: 0 }, '  ', '#000')).toBeNull();
    expect(textItem('math', { x: 0, y: 0 }, 'x^2', '#000')).toMatchObject({ kind: 'math', latex: 'x^2' });
  });
  it("a stylus's stroke keeps one pressure per kept point (clamped, rounded); a mouse's has none", () => {
    const drawn = strokeFrom([{ x: 1, y: 1 }, { x: 1.1, y: 1 }, { x: 5, y: 5 }, { x: 9, y: 9 }], style, [0.2, 0.3, 0.678, 1.4]);
    expect(drawn).toEqual({ kind: 'stroke', points: [1, 1, 5, 5, 9, 9], pressure: [0.2, 0.68, 1], ...style });
    expect(strokeFrom([{ x: 1, y: 1 }], style, [0.4])).toMatchObject({ pressure: [0.4, 0.4] });
    expect(strokeFrom([{ x: 1, y: 1 }, { x: 5, y: 5 }], style)).not.toHaveProperty('pressure');
    expect(widthAtPressure(3, 0)).toBe(1);
    expect(widthAtPressure(3, 1)).toBe(6);
  });
  it('the eraser hits strokes near their segments and boxes inside them', () => {
    const stroke = { kind: 'stroke', points: [0, 0, 100, 0], width: 4 };
    expect(hits(stroke, { x: 50, y: 5 }, 4)).toBe(true);
    expect(hits(stroke, { x: 50, y: 20 }, 4)).toBe(false);
    expect(hits({ kind: 'rect', x: 0, y: 0, w: 10, h: 10 }, { x: 5, y: 5 }, 1)).toBe(true);
  });
});

describe('board', () => {
  it('undo and redo touch only one user\'s own actions; the outline follows, strokes included', () => {
    const { a, b } = wired();
    const learner = { userId: 'learner' };
    const tutor = { userId: 'tutor' };
    ensurePage(a);
    const undoA = createUndo(a, learner);
    const undoB = createUndo(b, tutor);
    addItem(a, 0, strokeFrom([{ x: 0, y: 0 }, { x: 9, y: 9 }], style)!, learner);
    undoA.stopCapturing();
    addItem(b, 0, textItem('text', { x: 5, y: 5 }, 'Hello', '#000')!, tutor);
    undoB.stopCapturing();
    addItem(a, 0, textItem('math', { x: 5, y: 5 }, '\\frac{1}{2}', '#000')!, learner);
    expect(outlineOf(b, 0).map((e) => e.kind)).toEqual(['stroke', 'text', 'math']);
    undoA.undo();
    expect(outlineOf(b, 0)).toEqual([
      { kind: 'stroke', text: null, latex: null, author: 'learner' },
      { kind: 'text', text: 'Hello', latex: null, author: 'tutor' },
    ]);
    undoA.undo();
    expect(outlineOf(a, 0).map((e) => e.kind)).toEqual(['text']);
    undoA.redo();
    expect(outlineOf(b, 0).map((e) => e.kind)).toEqual(['stroke', 'text']);
    // The tutor's undo removes the tutor's text, never the learner's stroke.
    undoB.undo();
    expect(outlineOf(a, 0).map((e) => e.author)).toEqual(['learner']);
  });

  it('erasing removes items by id and is undoable; pages are separate', () => {
    const doc = new Y.Doc();
    const me = { userId: 'me' };
    ensurePage(doc);
    const undo = createUndo(doc, me);
    const id = addItem(doc, 0, shapeFromDrag('rect', { x: 0, y: 0 }, { x: 10, y: 10 }, style)!, me)!;
    undo.stopCapturing();
    expect(addPage(doc, me)).toBe(1);
    addItem(doc, 1, shapeFromDrag('arrow', { x: 0, y: 0 }, { x: 10, y: 10 }, style)!, me);
    undo.stopCapturing();
    expect(removeItems(doc, 0, [id], me)).toBe(1);
    expect(itemsOf(doc, 0)!.length).toBe(0);
    undo.undo();
    expect(outlineOf(doc, 0).map((e) => e.kind)).toEqual(['rect']);
    expect(outlineOf(doc, 1).map((e) => e.kind)).toEqual(['arrow']);
  });

  it('edits made apart (one side offline) converge when the two meet again; nothing is lost', () => {
    const { a, b, cut, heal } = wired();
    const learner = { userId: 'learner' };
    const tutor = { userId: 'tutor' };
    ensurePage(a);
    cut();
    addItem(a, 0, textItem('text', { x: 0, y: 0 }, 'offline learner', '#000')!, learner);
    addItem(b, 0, textItem('sticky', { x: 0, y: 0 }, 'tutor meanwhile', '#000')!, tutor);
    lessonParts(a).notes.insert(0, '# Fractions\n');
    lessonParts(b).notes.insert(0, '- a list item\n');
    sendChat(a, { author: 'learner', authorName: 'Lea', text: 'hi' }, learner);
    sendChat(b, { author: 'tutor', authorName: 'Tom', text: 'hello' }, tutor);
    heal();
    expect(projectLesson(a)).toEqual(projectLesson(b));
    expect(lessonParts(a).pages.length).toBe(1);
    const texts = projectLesson(a).board.map((e) => e.text).sort();
    expect(texts).toEqual(['offline learner', 'tutor meanwhile']);
    expect(projectLesson(a).notesMarkdown).toContain('# Fractions');
    expect(projectLesson(a).notesMarkdown).toContain('- a list item');
    expect(projectLesson(a).chat.map((m) => m.text).sort()).toEqual(['hello', 'hi']);
  });
});

describe('window', () => {
  const b = { startsAt: '2026-11-25T10:00:00Z', endsAt: '2026-11-25T11:00:00Z', status: 'confirmed' };
  it('waits until 15 minutes before, takes writes until 10 minutes after the end, then is read-only', () => {
    expect(lessonWindow(b, Date.parse('2026-11-25T09:44:00Z'))).toMatchObject({ phase: 'waiting', msToNext: 60_000 });
    expect(lessonWindow(b, Date.parse('2026-11-25T09:45:00Z')).phase).toBe('open');
    expect(lessonWindow(b, Date.parse('2026-11-25T11:09:59Z')).phase).toBe('open');
    expect(lessonWindow(b, Date.parse('2026-11-25T11:10:00Z')).phase).toBe('readonly');
    expect(lessonWindow({ ...b, status: 'cancelled' }, Date.parse('2026-11-25T10:00:00Z')).phase).toBe('cancelled');
    expect(canJoin(b, Date.parse('2026-11-25T09:50:00Z'))).toBe(true);
    expect(splitCountdown(3_723_000)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
  });
});

describe('shortcuts and view', () => {
  const key = (code: string, mods: Partial<{ alt: boolean; shift: boolean; ctrl: boolean; meta: boolean }>) => ({
    key: '', code, altKey: !!mods.alt, shiftKey: !!mods.shift, ctrlKey: !!mods.ctrl, metaKey: !!mods.meta,
  });
  it('every shortcut has a modifier; keys map to tools and commands', () => {
    for (const s of SHORTCUTS) expect(s.keys).toMatch(/^(Alt\+Shift|Ctrl)\+/);
    // One table for the board and the video: no two actions share keys, and each keys' first match is its own action.
    expect(new Set(SHORTCUTS.map((s) => s.keys)).size).toBe(SHORTCUTS.length);
    expect(matchShortcut(key('KeyP', { alt: true, shift: true }))).toEqual({ tool: 'pen' });
    expect(matchShortcut(key('KeyP', {}))).toBeNull();
    expect(matchShortcut(key('KeyZ', { meta: true }))).toEqual({ command: 'undo' });
    expect(matchShortcut(key('KeyZ', { ctrl: true, shift: true }))).toEqual({ command: 'redo' });
    expect(matchShortcut(key('Equal', { alt: true, shift: true }))).toEqual({ command: 'zoomIn' });
    expect(matchShortcut(key('PageDown', { alt: true, shift: true }))).toEqual({ command: 'nextPage' });
  });
  it('zoom keeps the point under the pointer; the centre follows pan', () => {
    const v = zoomAt({ x: 0, y: 0, zoom: 1 }, 2, 100, 100);
    expect(v).toEqual({ x: 50, y: 50, zoom: 2 });
    expect(centreOf(panBy({ x: 0, y: 0, zoom: 1 }, -100, 0), 200, 100)).toEqual({ x: 200, y: 50 });
  });
});

describe('notes binding', () => {
  it('a local edit is one splice; a remote change moves the caret with the text around it', async () => {
    const { diffText, applyLocalText, movePosition } = await import('../../src/features/lesson/core/text-binding');
    expect(diffText('abc', 'abXc')).toEqual({ index: 2, remove: 0, insert: 'X' });
    expect(diffText('aaa', 'aa')).toEqual({ index: 2, remove: 1, insert: '' });
    const { a, b } = wired();
    applyLocalText(lessonParts(a).notes, '# Title\n', { userId: 'a' });
    applyLocalText(lessonParts(b).notes, '# Title\n- item\n', { userId: 'b' });
    expect(lessonParts(a).notes.toString()).toBe('# Title\n- item\n');
    expect(movePosition(5, [{ insert: 'ab' }])).toBe(7);
    expect(movePosition(5, [{ retain: 6 }, { insert: 'ab' }])).toBe(5);
    expect(movePosition(5, [{ retain: 1 }, { delete: 2 }])).toBe(3);
    expect(movePosition(2, [{ retain: 1 }, { delete: 5 }])).toBe(1);
  });
});
