import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { IconButton } from '../icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { movedIndex } from '../popup-list/list-keys';
import { useOverflow } from '../utils/use-overflow';
import * as styles from './tabs.css';

/** A tab (SPEC "UI-kit shapes"). */
export interface TabItem {
  id: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** Content of the panel of a tab. */
  renderPanel: (id: string) => ReactNode;
  /** Names of the scroll controls (kit defaults). */
  scrollBackLabel?: string;
  scrollForwardLabel?: string;
}

/**
 * Tabs (WAI-ARIA tabs, written for the kit, smaller than React Aria's): the left and right arrow keys, Home and End move
 * between the enabled tabs and select the one they reach; the list scrolls by 150 px when it overflows.
 */
export function Tabs({
  label,
  tabs,
  selectedId,
  defaultSelectedId,
  onChange,
  renderPanel,
  scrollBackLabel = 'Desplazar pestañas hacia atrás',
  scrollForwardLabel = 'Desplazar pestañas hacia adelante',
}: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(listRef);
  const scroll = (direction: 1 | -1) => listRef.current?.scrollBy({ left: direction * styles.tabScrollStep });
  const id = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  const [own, setOwn] = useState(defaultSelectedId ?? firstEnabled);
  const selected = selectedId ?? own;
  const select = (tabId: string) => {
    if (tabId === selected) return;
    if (selectedId === undefined) setOwn(tabId);
    onChange?.(tabId);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const disabled = tabs.map((tab) => Boolean(tab.disabled));
    const moved = movedIndex(event.key, index, disabled, {
      wrap: true,
      forward: 'ArrowRight',
      back: 'ArrowLeft',
    });
    const tab = moved === undefined ? undefined : tabs[moved];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    document.getElementById(`${id}-tab-${tab.id}`)?.focus();
  };
  const current = tabs.find((tab) => tab.id === selected);
  return (
    <div className={styles.tabs}>
      <div className={styles.bar}>
        {overflows && (
          <IconButton
            label={scrollBackLabel}
            icon={<ChevronLeftIcon />}
            size="small"
            onPress={() => scroll(-1)}
          />
        )}
        <div
          ref={listRef}
          className={styles.list}
          role="tablist"
          aria-label={label}
          aria-orientation="horizontal"
        >
          {tabs.map((tab, index) => (
            <div
              key={tab.id}
              id={`${id}-tab-${tab.id}`}
              role="tab"
              className={styles.tab}
              tabIndex={tab.id === selected ? 0 : -1}
              aria-selected={tab.id === selected}
              aria-disabled={tab.disabled || undefined}
              aria-controls={tab.id === selected ? `${id}-panel-${tab.id}` : undefined}
              data-selected={tab.id === selected || undefined}
              data-disabled={tab.disabled || undefined}
              onClick={() => {
                if (!tab.disabled) select(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.icon}
              {tab.label}
            </div>
          ))}
        </div>
        {overflows && (
          <IconButton
            label={scrollForwardLabel}
            icon={<ChevronRightIcon />}
            size="small"
            onPress={() => scroll(1)}
          />
        )}
      </div>
      {current && (
        <div
          key={current.id}
          id={`${id}-panel-${current.id}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${current.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes the focus after its tab (WAI-ARIA tabs), as React Aria's did
          tabIndex={0}
          className={styles.panel}
        >
          {renderPanel(current.id)}
        </div>
      )}
    </div>
  );
}
