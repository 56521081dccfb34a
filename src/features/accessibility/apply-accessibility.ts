// Applies settings to <html>: CSS variables the styles read, and the dyslexia font class. Colours override only
// when not 'default'. The font's CSS and its woff2 files load only when on (the service worker keeps the files at
// first use).
import { FONT_SIZES, type AccessibilitySettings } from './accessibility-state';

let fontLoading: Promise<unknown> | undefined;

export function loadDyslexiaFont(): Promise<unknown> {
  fontLoading ??= Promise.all([import('@fontsource/opendyslexic/400.css'), import('@fontsource/opendyslexic/700.css')]).catch((error) => {
    fontLoading = undefined;
    console.warn('Could not load the dyslexia-friendly font', error);
  });
  return fontLoading;
}

export function applyAccessibility(s: AccessibilitySettings, root: HTMLElement = document.documentElement): void {
  const style = root.style;
  if (s.textColor !== 'default') style.setProperty('--summit-text-color', s.textColor);
  else style.removeProperty('--summit-text-color');
  if (s.backgroundColor !== 'default') style.setProperty('--summit-bg-color', s.backgroundColor);
  else style.removeProperty('--summit-bg-color');
  style.setProperty('--summit-font-size', FONT_SIZES[s.fontSize]);
  root.classList.toggle('dyslexia-font', s.dyslexiaFriendlyFont);
  if (s.dyslexiaFriendlyFont) void loadDyslexiaFont();
}
