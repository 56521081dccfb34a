// Whether the wide header (brand, the main navigation on one line, the actions) fits; when it does not — a longer
// language, larger text, a signed-in user's actions — the header switches to the collapsed menu (data-compact)
// instead of wrapping the navigation. The check runs in an animation frame, before paint, so nothing flickers: it
// lays the header out wide, measures, and sets the attribute back if needed, all in one frame. Loaded by the header
// only on wide screens.
import { WIDE_SCREEN as WIDE } from './wide-screen';

function oneRowFits(header: HTMLElement): boolean {
  const inner = header.querySelector<HTMLElement>('.site-header__inner');
  const items = [...header.querySelectorAll('.main-nav li')];
  if (!inner || items.length === 0) return true;
  const top = items[0]!.getBoundingClientRect().top;
  if (items.some((li) => Math.abs(li.getBoundingClientRect().top - top) > 1)) return false;
  // Only what is drawn: a prerendered page holds both account entries, one of them hidden.
  const actions = [...header.querySelectorAll('.site-menu__actions > *')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => r.top);
  if (actions.some((t) => Math.abs(t - actions[0]!) > 1)) return false;
  return inner.scrollWidth <= inner.clientWidth + 1;
}

/** Keeps `data-compact` on the header right as its width, texts and fonts change; returns the clean-up. */
export function watchHeaderFit(header: HTMLElement): () => void {
  const wide = matchMedia(WIDE);
  let frame = 0;
  const check = () => {
    frame = 0;
    header.removeAttribute('data-compact');
    if (wide.matches && !oneRowFits(header)) header.setAttribute('data-compact', '');
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  const resize = new ResizeObserver(schedule);
  resize.observe(header);
  // Texts change with the language and the session (Sign In → Dashboard and Sign out) without a resize of the header.
  const mutations = new MutationObserver(schedule);
  mutations.observe(header, { childList: true, subtree: true, characterData: true });
  wide.addEventListener('change', schedule);
  document.fonts?.addEventListener('loadingdone', schedule);
  check();
  return () => {
    cancelAnimationFrame(frame);
    resize.disconnect();
    mutations.disconnect();
    wide.removeEventListener('change', schedule);
    document.fonts?.removeEventListener('loadingdone', schedule);
  };
}
