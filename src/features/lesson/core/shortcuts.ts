// Keyboard shortcuts of the room. Every one uses a modifier (Alt+Shift, or Ctrl/⌘ for undo and redo): single-key
// shortcuts fail WCAG 2.1.4. One table, shown in the room (ShortcutTable): the board's and the video's.
import type { Tool } from './tools';

export type Action = { tool: Tool } | { command: 'undo' | 'redo' | 'zoomIn' | 'zoomOut' | 'nextPage' | 'previousPage' | 'addText' | 'follow' | Arrange | VideoCommand };

export type Arrange = 'moveLeft' | 'moveRight' | 'moveUp' | 'moveDown' | 'wider' | 'narrower' | 'taller' | 'shorter';
/** Handled by the video panel (video/VideoPanel.tsx), not the board. */
export type VideoCommand = 'toggleMicrophone' | 'toggleCamera';
export const isVideoCommand = (action: Action): action is { command: VideoCommand } =>
  'command' in action && (action.command === 'toggleMicrophone' || action.command === 'toggleCamera');

export interface Shortcut {
  /** What the table shows, e.g. "Alt+Shift+P". */
  keys: string;
  action: Action;
}

const toolKeys: Array<[Tool, string]> = [
  ['select', 'V'],
  ['pen', 'P'],
  ['eraser', 'E'],
  ['line', 'L'],
  ['arrow', 'A'],
  ['rect', 'R'],
  ['ellipse', 'O'],
  ['text', 'T'],
  ['sticky', 'S'],
  ['math', 'M'],
  ['laser', 'K'],
];

export const SHORTCUTS: readonly Shortcut[] = [
  ...toolKeys.map(([tool, key]) => ({ keys: `Alt+Shift+${key}`, action: { tool } })),
  { keys: 'Ctrl+Z', action: { command: 'undo' } },
  { keys: 'Ctrl+Shift+Z', action: { command: 'redo' } },
  { keys: 'Alt+Shift+=', action: { command: 'zoomIn' } },
  { keys: 'Alt+Shift+-', action: { command: 'zoomOut' } },
  { keys: 'Alt+Shift+PageDown', action: { command: 'nextPage' } },
  { keys: 'Alt+Shift+PageUp', action: { command: 'previousPage' } },
  { keys: 'Alt+Shift+N', action: { command: 'addText' } },
  { keys: 'Alt+Shift+F', action: { command: 'follow' } },
  { keys: 'Alt+Shift+ArrowLeft', action: { command: 'moveLeft' } },
  { keys: 'Alt+Shift+ArrowRight', action: { command: 'moveRight' } },
  { keys: 'Alt+Shift+ArrowUp', action: { command: 'moveUp' } },
  { keys: 'Alt+Shift+ArrowDown', action: { command: 'moveDown' } },
  { keys: 'Ctrl+Alt+Shift+ArrowRight', action: { command: 'wider' } },
  { keys: 'Ctrl+Alt+Shift+ArrowLeft', action: { command: 'narrower' } },
  { keys: 'Ctrl+Alt+Shift+ArrowDown', action: { command: 'taller' } },
  { keys: 'Ctrl+Alt+Shift+ArrowUp', action: { command: 'shorter' } },
  { keys: 'Alt+Shift+U', action: { command: 'toggleMicrophone' } },
  { keys: 'Alt+Shift+C', action: { command: 'toggleCamera' } },
];

export interface KeyLike {
  key: string;
  code?: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** The key part of a KeyboardEvent as the table names it ("P", "=", "PageDown"); uses `code` so Alt's characters on macOS do not matter. */
function keyName(e: KeyLike): string {
  const code = e.code ?? '';
  if (code.startsWith('Key')) return code.slice(3);
  if (code === 'Equal' || code === 'NumpadAdd') return '=';
  if (code === 'Minus' || code === 'NumpadSubtract') return '-';
  if (code) return code;
  return e.key.length === 1 ? e.key.toUpperCase() : e.key;
}

/** The action of a key press, or null. Ctrl and ⌘ count alike. */
export function matchShortcut(e: KeyLike): Action | null {
  const ctrl = e.ctrlKey || e.metaKey;
  const name = keyName(e);
  for (const s of SHORTCUTS) {
    const parts = s.keys.split('+');
    const key = parts.pop() === '' ? '+' : s.keys.slice(s.keys.lastIndexOf('+') + 1);
    const wantCtrl = parts.includes('Ctrl');
    const wantAlt = parts.includes('Alt');
    const wantShift = parts.includes('Shift');
    if (ctrl === wantCtrl && e.altKey === wantAlt && e.shiftKey === wantShift && name === key) return s.action;
  }
  return null;
}
