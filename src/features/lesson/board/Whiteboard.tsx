// The whiteboard region: the toolbar (tools, colour and width in popovers, undo/redo, zoom, pages, "Follow me", "Add
// text or math", moving one's items, figures, downloads and shortcuts), the replay of a read-only room, and the
// drawing (SVG over the Yjs model) filling the rest. The live outline goes where the room shows it (its side panel).
// State of this device only (tool, style, page, view) lives here; the board is the document. Undo and redo touch
// only this user's own changes (Y.UndoManager with this user's origin).
import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import * as Y from 'yjs';
import { useTranslation } from '../../../i18n/react';
import { ARRANGE_STEP } from './ArrangeControls';
import { BoardCanvas, CANVAS_H, CANVAS_W, type CanvasSize } from './BoardCanvas';
import { moveItem, resizeItem } from '../core/arrange';
import { addItem, addPage, createUndo, type LocalOrigin } from '../core/board';
import type { People } from '../core/people';
import { matchShortcut, type Action, type Arrange } from '../core/shortcuts';
import { withUnshared } from '../core/unshared';
import { COLORS, WIDTHS, type ItemFields, type Point, type Style, type Tool } from '../core/tools';
import { centreOf, initialView, zoomAt, type View } from '../core/view';
import { Outline } from './Outline';
import { PresenceLayer } from '../presence/PresenceLayer';
import { ReplayControls } from '../replay/ReplayControls';
import type { LessonSync, SyncState } from '../sync/sync';
import { Toolbar } from './Toolbar';
import { usePageCount, usePageItems } from './use-board';
import { usePresence } from '../presence/use-presence';
import { useReplay } from '../replay/use-replay';
import { useServerCopy } from '../sync/use-server-copy';

const EMPTY_DOC = new Y.Doc();

const noSync = { subscribe: () => () => undefined, state: (): SyncState => ({ connection: 'offline', loaded: true, synced: false, unsent: 0, scope: null, refused: null }) };

/** Move (dx, dy) or resize (dw, dh) of the selected item, per command, in ARRANGE_STEP units. */
const ARRANGE: Record<Arrange, { move?: [number, number]; resize?: [number, number] }> = {
  moveLeft: { move: [-1, 0] }, moveRight: { move: [1, 0] }, moveUp: { move: [0, -1] }, moveDown: { move: [0, 1] },
  wider: { resize: [1, 0] }, narrower: { resize: [-1, 0] }, taller: { resize: [0, 1] }, shorter: { resize: [0, -1] },
};

function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'text') || el.isContentEditable);
}

// Memoised: the room around it renders each second (time left) and on each change of the connection's state.
export const Whiteboard = memo(function Whiteboard({ doc: roomDoc, people, readOnly, sync, outlineTarget }: { doc: Y.Doc; people: People; readOnly: boolean; sync?: LessonSync; outlineTarget?: HTMLElement | null }) {
  const { t } = useTranslation('lesson');
  const origin = useMemo<LocalOrigin>(() => ({ userId: people.me.id }), [people.me.id]);
  const [undo, setUndo] = useState<Y.UndoManager | null>(null);
  const [tool, setTool] = useState<Tool>('pen');
  const [style, setStyle] = useState<Style>({ color: COLORS[0], width: WIDTHS[1] });
  const [page, setPage] = useState(0);
  const [view, setView] = useState<View>(initialView);
  const [placeAt, setPlaceAt] = useState<Point | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [stacks, setStacks] = useState({ undo: 0, redo: 0 });
  const formRef = useRef<HTMLTextAreaElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const [size, setSize] = useState<CanvasSize>({ w: CANVAS_W, h: CANVAS_H });
  // "Add text or math" and "Move or resize your items" open on demand; a shortcut or a press on the board with a
  // text tool opens the first with the focus in its field (once it shows).
  const [adding, setAdding] = useState(false);
  const [focusAdd, setFocusAdd] = useState(0);
  const [arranging, setArranging] = useState(false);
  const openAdd = useCallback(() => {
    setAdding(true);
    setFocusAdd((n) => n + 1);
  }, []);
  useEffect(() => {
    if (focusAdd) formRef.current?.focus();
  }, [focusAdd]);
  // Only whether the room is connected and synced (the replay asks for the history then): the board does not render
  // again for the other changes of the connection's state (the count of unsent changes moves with each stroke).
  const source = sync ?? noSync;
  const connected = useSyncExternalStore(source.subscribe, () => {
    const state = source.state();
    return state.connection === 'online' && state.synced;
  });
  const replay = useReplay(sync, connected, readOnly);
  // An earlier step of the replay shows instead of the room's document (read-only then); in a read-only room, the
  // server's copy with this device's unsent items beside it, marked "Not shared".
  const server = useServerCopy(sync);
  const doc = replay.doc ?? server ?? roomDoc;
  const marking = !!server && !replay.doc;
  const shownCount = usePageCount(doc);
  const deviceCount = usePageCount(marking ? roomDoc : EMPTY_DOC);
  const shownItems = usePageItems(doc, page, roomDoc);
  const deviceItems = usePageItems(marking ? roomDoc : EMPTY_DOC, page);
  const count = marking ? Math.max(shownCount, deviceCount) : shownCount;
  const items = useMemo(() => (marking ? withUnshared(shownItems, deviceItems) : shownItems), [marking, shownItems, deviceItems]);
  const me = useMemo(() => ({ id: people.me.id, name: people.me.name, role: people.me.role ?? ('learner' as const) }), [people.me]);
  const shown = useMemo(() => ({ page, ...view }), [page, view]);
  const presence = usePresence(sync?.awareness, me, shown, ({ page: p, ...v }) => {
    setPage(p);
    setView(v);
  });
  const { movedByUser } = presence;
  // The user's own moves of the view or page (not those of "Follow me").
  const moveView = useCallback((next: View | ((v: View) => View)) => {
    movedByUser();
    setView(next);
  }, [movedByUser]);
  const movePage = useCallback((next: number | ((p: number) => number)) => {
    movedByUser();
    setPage(next);
  }, [movedByUser]);

  useEffect(() => {
    const manager = createUndo(roomDoc, origin);
    const renew = () => setStacks({ undo: manager.undoStack.length, redo: manager.redoStack.length });
    manager.on('stack-item-added', renew);
    manager.on('stack-item-popped', renew);
    manager.on('stack-cleared', renew);
    setUndo(manager);
    return () => {
      setUndo(null);
      manager.destroy();
    };
  }, [roomDoc, origin]);
  useEffect(() => {
    if (page >= count) setPage(count - 1);
  }, [page, count]);

  useEffect(() => setSelected(null), [page, readOnly]);
  const moveSelected = useCallback(
    (id: string | null, dx: number, dy: number, resize = false) => {
      if (readOnly || !id) return;
      if (resize ? resizeItem(roomDoc, page, id, dx, dy, origin) : moveItem(roomDoc, page, id, dx, dy, origin)) undo?.stopCapturing();
    },
    [readOnly, roomDoc, page, origin, undo],
  );

  const add = useCallback(
    (fields: ItemFields) => {
      if (readOnly) return false;
      const added = addItem(doc, page, fields, origin) !== null;
      undo?.stopCapturing();
      return added;
    },
    [doc, page, origin, undo, readOnly],
  );

  const run = useCallback(
    (action: Action) => {
      if ('tool' in action) {
        setTool(action.tool);
        if (action.tool === 'text' || action.tool === 'sticky' || action.tool === 'math') openAdd();
        return;
      }
      switch (action.command) {
        case 'undo': if (!readOnly) undo?.undo(); break;
        case 'redo': if (!readOnly) undo?.redo(); break;
        case 'zoomIn': moveView((v) => zoomAt(v, 1.25, size.w / 2, size.h / 2)); break;
        case 'zoomOut': moveView((v) => zoomAt(v, 0.8, size.w / 2, size.h / 2)); break;
        case 'nextPage': movePage((p) => Math.min(count - 1, p + 1)); break;
        case 'previousPage': movePage((p) => Math.max(0, p - 1)); break;
        case 'addText': openAdd(); break;
        case 'moveLeft': case 'moveRight': case 'moveUp': case 'moveDown':
        case 'wider': case 'narrower': case 'taller': case 'shorter': {
          const { move, resize } = ARRANGE[action.command];
          const [dx, dy] = move ?? resize!;
          moveSelected(selected, dx * ARRANGE_STEP, dy * ARRANGE_STEP, !!resize);
          break;
        }
        case 'follow':
          if (me.role === 'tutor') presence.setLeading(!presence.leading);
          else if (presence.canRejoin) presence.rejoin();
          break;
      }
    },
    [undo, count, readOnly, moveView, movePage, me.role, presence, moveSelected, selected, size, openAdd],
  );

  // Room-wide shortcuts, all with a modifier. Undo and redo in a text field stay the field's own.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = matchShortcut(e);
      if (!action) return;
      // Undo, redo and the arrows stay the text field's own there.
      if ('command' in action && (action.command === 'undo' || action.command === 'redo' || action.command in ARRANGE) && isTextField(e.target)) return;
      e.preventDefault();
      run(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [run]);

  const newPage = () => {
    if (readOnly) return;
    movePage(addPage(doc, origin));
  };

  const centre = () => centreOf(view, size.w, size.h);
  const outline = <Outline items={items} people={people} />;

  return (
    <section ref={regionRef} className="lesson-board" aria-label={t('board.region')} role="region">
      <h2 className="lesson-hidden">{t('board.region')}</h2>
      <Toolbar
        tool={tool}
        style={style}
        readOnly={readOnly}
        canUndo={stacks.undo > 0}
        canRedo={stacks.redo > 0}
        onTool={(next) => run({ tool: next })}
        onStyle={setStyle}
        onCommand={(command) => run({ command })}
        page={page}
        count={count}
        onNewPage={newPage}
        presence={presence}
        isTutor={me.role === 'tutor'}
        adding={adding}
        onAdding={setAdding}
        formRef={formRef}
        onAdd={(make) => {
          add(make(placeAt ?? centre()));
          setPlaceAt(null);
        }}
        onFigure={(make) => add(make(centre()))}
        arranging={arranging}
        onArranging={setArranging}
        items={items}
        people={people}
        selected={selected}
        onSelect={setSelected}
        onMove={(dx, dy) => moveSelected(selected, dx, dy)}
        onResize={(dw, dh) => moveSelected(selected, dw, dh, true)}
        doc={doc}
        svg={() => regionRef.current?.querySelector<SVGSVGElement>('svg[data-testid="lesson-canvas"]') ?? null}
      />
      {readOnly && sync && <ReplayControls replay={replay} />}
      <BoardCanvas
        doc={doc}
        page={page}
        items={items}
        tool={tool}
        style={style}
        view={view}
        readOnly={readOnly}
        origin={origin}
        size={size}
        onSize={setSize}
        onView={moveView}
        onPointerAt={(p) => presence.cursorAt(p && { page, ...p })}
        onLaser={(p) => presence.laserAt(p && { page, ...p })}
        selected={selected}
        onSelect={(id) => {
          setSelected(id);
        }}
        onMoveItem={(id, dx, dy) => moveSelected(id, dx, dy)}
        onResizeItem={(id, dw, dh) => moveSelected(id, dw, dh, true)}
        overlay={<PresenceLayer awareness={sync?.awareness} myUserId={me.id} page={page} zoom={view.zoom} />}
        onAdd={add}
        onErased={() => undo?.stopCapturing()}
        onPlace={(at) => {
          setPlaceAt(at);
          openAdd();
        }}
        label={t('board.canvas', { page: page + 1 })}
      />
      {outlineTarget ? createPortal(outline, outlineTarget) : outlineTarget === undefined ? outline : null}
    </section>
  );
});
