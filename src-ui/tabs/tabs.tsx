import { type ReactNode, useRef } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components/Tabs';
import { IconButton } from '../icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
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

/** Tabs; arrow keys move between tabs, and the list scrolls by 150 px when it overflows. */
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
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key) => onChange?.(String(key))}
      disabledKeys={tabs.filter((t) => t.disabled).map((t) => t.id)}
    >
      <div className={styles.bar}>
        {overflows && (
          <IconButton
            label={scrollBackLabel}
            icon={<ChevronLeftIcon />}
            size="small"
            onPress={() => scroll(-1)}
          />
        )}
        <TabList ref={listRef} className={styles.list} aria-label={label} items={tabs}>
          {(tab) => (
            <Tab id={tab.id} className={styles.tab}>
              {tab.icon}
              {tab.label}
            </Tab>
          )}
        </TabList>
        {overflows && (
          <IconButton
            label={scrollForwardLabel}
            icon={<ChevronRightIcon />}
            size="small"
            onPress={() => scroll(1)}
          />
        )}
      </div>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {renderPanel(tab.id)}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
