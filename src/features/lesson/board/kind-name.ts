// The name of a board item's kind in the reader's language, for the live outline and a past lesson's outline. A kind
// comes from the shared document, so any string can arrive (another version of the app, a crafted update): one this
// version does not draw is named "Item", never shown raw or as a translation key.
import type { ItemFields } from '../core/tools';

/** Each kind this version draws (but a figure, named apart) and the tool whose name it takes. */
const TOOL_OF = {
  stroke: 'pen',
  line: 'line',
  arrow: 'arrow',
  rect: 'rect',
  ellipse: 'ellipse',
  text: 'text',
  sticky: 'sticky',
  math: 'math',
} as const satisfies Record<Exclude<ItemFields['kind'], 'figure'>, string>;

type Key = 'figure.kind' | 'outline.otherKind' | `board.tool.${(typeof TOOL_OF)[keyof typeof TOOL_OF]}`;

export function boardKindKey(kind: string): Key {
  if (kind === 'figure') return 'figure.kind';
  const tool = Object.hasOwn(TOOL_OF, kind) ? TOOL_OF[kind as keyof typeof TOOL_OF] : undefined;
  return tool ? `board.tool.${tool}` : 'outline.otherKind';
}
