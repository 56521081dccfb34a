// Layout slot: language & region button and panel (locale feature).
export { LocaleButton as LocaleSlot } from '../../features/locale';
