import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addItem, ensurePage, sendChat } from '../../src/features/lesson/core/board';
import { notesFileName, notesMarkdown, pageFileName } from '../../src/features/lesson/core/export-names';
import { unsharedCount, withUnshared } from '../../src/features/lesson/core/unshared';
import { lessonParts } from '../../supabase/functions/_shared/lesson-doc';

describe('not shared', () => {
  it('lists the server\'s entries, then the device\'s the server lacks, marked', () => {
    const server = [{ id: 'a' }, { id: 'b' }];
    const device = [{ id: 'a' }, { id: 'c' }];
    expect(withUnshared(server, device)).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c', notShared: true }]);
  });

  it('counts the device\'s unsent items, messages and notes', () => {
    const server = new Y.Doc();
    ensurePage(server);
    const me = { userId: 'u' };
    addItem(server, 0, { kind: 'text', x: 0, y: 0, text: 'shared', color: '#000' }, me);
    const device = new Y.Doc();
    Y.applyUpdate(device, Y.encodeStateAsUpdate(server));
    expect(unsharedCount(server, device)).toBe(0);
    addItem(device, 0, { kind: 'text', x: 0, y: 0, text: 'offline', color: '#000' }, me);
    sendChat(device, { author: 'u', authorName: 'U', text: 'hi' }, me);
    lessonParts(device).notes.insert(0, 'note');
    expect(unsharedCount(server, device)).toBe(3);
  });
});

describe('exports', () => {
  it('names the files by day and keeps the notes as written, ending with a newline', () => {
    const day = new Date('2026-11-25T10:00:00Z');
    expect(notesFileName(day)).toBe('lesson-notes-2026-11-25.md');
    expect(pageFileName(day, 2)).toBe('lesson-board-2026-11-25-page-2.png');
    expect(notesMarkdown('# A\r\n- b')).toBe('# A\n- b\n');
    expect(notesMarkdown('')).toBe('');
  });
});
