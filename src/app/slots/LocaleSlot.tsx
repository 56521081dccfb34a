// Layout slot: language & region button and panel (locale feature). Renders nothing until that feature is plugged in here.
export function LocaleSlot() {
  return null;
}
