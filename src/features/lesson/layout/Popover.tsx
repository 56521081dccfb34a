// A button that opens a panel beside it (not modal): colours, widths, "Add text or math", moving one's items, the
// room's menu. Escape or a press outside closes it, Escape gives the focus back to the button. Open or closed by the
// caller when `open` is given (a shortcut opens "Add text or math" with the focus in its field).
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export function Popover(props: {
  /** The button's accessible name (and its tooltip when `title` is not given). */
  label: string;
  /** What the button shows; the label alone when absent. Icons are hidden from assistive technology. */
  face?: ReactNode;
  title?: string;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  className?: string;
  buttonClassName?: string;
  /** Where the panel opens: below the button (start or end aligned) or above it. */
  place?: 'start' | 'end' | 'above';
  disabled?: boolean;
  keyshortcuts?: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;
  // Placed in the viewport (fixed) beside its button, so a toolbar that scrolls sideways does not clip it.
  const [place, setPlace] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const r = button.current!.getBoundingClientRect();
      const vw = document.documentElement.clientWidth;
      const vh = window.innerHeight;
      const width = Math.min(vw - 16, 352);
      const left = props.place === 'end' ? Math.max(8, Math.min(r.right - width, vw - width - 8)) : Math.max(8, Math.min(r.left, vw - width - 8));
      const below = r.bottom + 4;
      const up = props.place === 'above' || below > vh * 0.6;
      setPlace(up ? { left, width, bottom: vh - r.top + 4, maxHeight: r.top - 12 } : { left, width, top: below, maxHeight: vh - below - 8 });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open, props.place]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpenRef.current(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  return (
    <div
      ref={root}
      className={`lesson-popover ${props.className ?? ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={props.buttonClassName ?? 'button button--ghost lesson-tool'}
        aria-expanded={open}
        aria-controls={id}
        aria-label={props.face ? props.label : undefined}
        title={props.title ?? props.label}
        aria-keyshortcuts={props.keyshortcuts}
        disabled={props.disabled}
        data-testid={props.testId}
        onClick={() => setOpen(!open)}
      >
        {props.face ?? props.label}
      </button>
      <div id={id} className="lesson-popover__panel" style={place} hidden={!open}>
        {props.children}
      </div>
    </div>
  );
}
