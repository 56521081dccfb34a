// A dialog sliding in from the inline end, with a title and a close button (Headless UI handles focus and Escape).
// Shared by the Language & Region and Accessibility panels; loaded only with them, never on the landing path.
import { Dialog, DialogPanel, DialogTitle, Field, Label, Switch } from '@headlessui/react';
import type { ReactNode } from 'react';
import './side-panel.css';

type SidePanelProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  testId?: string;
  children: ReactNode;
};

export function SidePanel({ open, onClose, title, closeLabel, testId, children }: SidePanelProps) {
  return (
    <Dialog open={open} onClose={onClose} className="side-panel" data-testid={testId}>
      <div className="side-panel__backdrop" aria-hidden="true" />
      <DialogPanel className="side-panel__panel">
        <div className="side-panel__header">
          <DialogTitle as="h2">{title}</DialogTitle>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
        {children}
      </DialogPanel>
    </Dialog>
  );
}

type SwitchFieldProps = { label: string; checked: boolean; onChange: (on: boolean) => void; testId?: string };

/** A labelled on/off switch laid out on one row. */
export function SwitchField({ label, checked, onChange, testId }: SwitchFieldProps) {
  return (
    <Field className="side-panel__field side-panel__field--row">
      <Label>{label}</Label>
      <Switch checked={checked} onChange={onChange} className="switch" data-testid={testId}>
        <span className="switch__thumb" aria-hidden="true" />
      </Switch>
    </Field>
  );
}
