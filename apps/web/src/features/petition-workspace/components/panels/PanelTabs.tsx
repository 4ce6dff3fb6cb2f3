import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

export interface PanelTab {
  key: string;
  label: string;
  render: () => ReactNode;
}

/**
 * Tabs of the workspace's side column (WAI-ARIA tabs: arrow keys, Home and End move between them).
 * A panel is mounted when first opened and then kept (hidden) while another is shown, so a note still being
 * autosaved, a refetch in flight and the History filters survive switching tabs. A panel whose code is loaded
 * on first opening (React.lazy) shows a labelled loading line meanwhile.
 */
export function PanelTabs({
  tabs,
  label,
  requestedKey = null,
  onRequestHandled,
}: {
  tabs: readonly PanelTab[];
  label: string;
  /** A tab asked for from elsewhere (a link such as the packet pre-flight's "Open the Forms panel"): shown and focused. */
  requestedKey?: string | null;
  onRequestHandled?: () => void;
}) {
  const [active, setActiveKey] = useState(tabs[0]?.key ?? '');
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  const setActive = (key: string) => {
    setActiveKey(key);
    setOpened((keys) => (keys.has(key) ? keys : new Set([...keys, key])));
  };
  // Adjusting state while rendering (React's pattern for state that follows a prop), once per request.
  const [handledRequest, setHandledRequest] = useState<string | null>(null);
  if (requestedKey !== handledRequest) {
    setHandledRequest(requestedKey);
    if (requestedKey && tabs.some((tab) => tab.key === requestedKey)) setActive(requestedKey);
  }
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.key);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  const current = tabs[activeIndex];
  useEffect(() => {
    if (!requestedKey) return;
    const button = buttons.current[tabs.findIndex((tab) => tab.key === requestedKey)];
    button?.scrollIntoView({ block: 'nearest' });
    button?.focus();
    onRequestHandled?.();
  }, [requestedKey, tabs, onRequestHandled]);
  return (
    <div className="space-y-3">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={opened.has(tab.key) ? `${baseId}-panel-${tab.key}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => opened.has(tab.key))
        .map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${baseId}-panel-${tab.key}`}
            aria-labelledby={`${baseId}-tab-${tab.key}`}
            hidden={tab.key !== current?.key}
          >
            <Suspense
              fallback={
                <p role="status" className="text-sm text-muted-foreground">
                  Loading the {tab.label} panel…
                </p>
              }
            >
              {tab.render()}
            </Suspense>
          </div>
        ))}
    </div>
  );
}
