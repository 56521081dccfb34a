// After an item of a list is removed by its own button, focus goes to the same button of the item that took its
// place (or of the one before, or to `fallback`), so a keyboard or screen-reader user is not left on <body>.
export function focusAfterRemoval(list: HTMLElement | null, index: number, selector: string, fallback: HTMLElement | null): void {
  const controls = list ? [...list.querySelectorAll<HTMLElement>(selector)] : [];
  (controls[index] ?? controls[index - 1] ?? fallback)?.focus();
}
