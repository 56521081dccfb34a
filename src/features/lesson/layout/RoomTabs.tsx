// The room's tabs (ARIA tabs: arrow keys, Home and End move between them). On a laptop: the side panel's Chat, Notes
// and Outline, and a button that collapses the panel to its tabs; on a phone: a bottom tab bar, Board first. The
// chat's tab shows how many messages of the other party arrived unseen.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';

export type RoomTab = 'board' | 'notes' | 'chat' | 'outline';
type PanelTab = Exclude<RoomTab, 'board'>;

const WIDE_TABS: PanelTab[] = ['chat', 'notes', 'outline'];
const NARROW_TABS: RoomTab[] = ['board', 'notes', 'chat', 'outline'];

export function RoomTabs(props: {
  wide: boolean;
  tab: RoomTab;
  onTab(tab: RoomTab): void;
  collapsed: boolean;
  onCollapse(collapsed: boolean): void;
  unread: number;
  children: Record<PanelTab, ReactNode>;
}) {
  const { t } = useTranslation('lesson');
  const { wide, tab, collapsed, unread } = props;
  const tabs = wide ? WIDE_TABS : NARROW_TABS;
  const list = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.indexOf(tab);
    const next = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? tabs[(i + 1) % tabs.length] : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? tabs[(i - 1 + tabs.length) % tabs.length] : e.key === 'Home' ? tabs[0] : e.key === 'End' ? tabs[tabs.length - 1] : null;
    if (!next) return;
    e.preventDefault();
    select(next);
    list.current?.querySelector<HTMLElement>(`#lesson-tab-${next}`)?.focus();
  };
  const select = (next: RoomTab) => {
    props.onTab(next);
    if (collapsed) props.onCollapse(false);
  };
  const panelShown = (name: PanelTab) => tab === name && (wide ? !collapsed : true);
  const tabList = (
    <div ref={list} role="tablist" aria-label={t('room.tabs')} className={wide ? 'lesson-tabs' : 'lesson-tabs lesson-tabs--bottom'} onKeyDown={onKey}>
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`lesson-tab-${name}`}
          aria-selected={tab === name}
          aria-controls={`lesson-panel-${name}`}
          tabIndex={tab === name ? 0 : -1}
          className="lesson-tabs__tab"
          data-testid={`lesson-tab-${name}`}
          onClick={() => select(name)}
        >
          <span className="lesson-tabs__icon" aria-hidden="true">{ICONS[name]}</span>
          <span>{t(`room.tab.${name}`)}</span>
          {name === 'chat' && unread > 0 && (
            <>
              {' '}
              <span className="lesson-tabs__badge" data-testid="lesson-unread" aria-hidden="true">{unread}</span>
              <span className="lesson-hidden">{t('room.unread', { count: unread })}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
  return (
    <>
      <aside className="lesson-room__side" aria-label={t('room.side')} hidden={!wide && tab === 'board'}>
        {wide && (
          <div className="lesson-room__side-head">
            {tabList}
            <button type="button" className="button button--ghost lesson-tool" aria-expanded={!collapsed} onClick={() => props.onCollapse(!collapsed)} title={collapsed ? t('room.expand') : t('room.collapse')}>
              <span aria-hidden="true">{collapsed ? '«' : '»'}</span>
              <span className="lesson-hidden">{collapsed ? t('room.expand') : t('room.collapse')}</span>
            </button>
          </div>
        )}
        {(['notes', 'chat', 'outline'] as const).map((name) => (
          <div key={name} role="tabpanel" id={`lesson-panel-${name}`} aria-labelledby={`lesson-tab-${name}`} className="lesson-room__panel" hidden={!panelShown(name)}>
            {props.children[name]}
          </div>
        ))}
      </aside>
      {!wide && tabList}
    </>
  );
}

const ICONS: Record<RoomTab, string> = { board: '✎', notes: '☰', chat: '✉', outline: '≡' };
