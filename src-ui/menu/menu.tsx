import { type ReactNode, useId } from 'react';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { MoreIcon } from '../icons';
import * as styles from './menu.css';
import { MenuPopup } from './menu-popup';

/** @public */
export interface MenuAction {
  id: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  /**
   * A line under the label, read with it (e.g. why the action is disabled: a disabled item cannot take
   * focus, so its reason is written out rather than put in a tooltip).
   */
  description?: string;
}

export interface MenuProps {
  /** Accessible name of the trigger (and its text for a 'button' trigger). */
  label: string;
  items: readonly MenuAction[];
  onAction: (id: string) => void;
  /** An icon button with '⋯' (default) or a text button. */
  trigger?: 'icon' | 'button';
  triggerIcon?: ReactNode;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/** A menu of actions: arrow keys move, Enter chooses, Escape closes and returns focus. */
export function Menu({
  label,
  items,
  onAction,
  trigger = 'icon',
  triggerIcon,
  placement = 'bottom start',
}: MenuProps) {
  const id = useId();
  return (
    <MenuPopup
      label={label}
      placement={placement}
      trigger={
        trigger === 'icon' ? (
          <IconButton label={label} icon={triggerIcon ?? <MoreIcon />} />
        ) : (
          <Button variant="outlined" iconAfter={triggerIcon}>
            {label}
          </Button>
        )
      }
      entries={items.map((item) => ({ ...item, text: item.label }))}
      onChoose={(item) => onAction(item.id)}
      labelledBy={(item) => (item.description ? `${id}-${item.id}-label` : undefined)}
      describedBy={(item) => (item.description ? `${id}-${item.id}-description` : undefined)}
      renderEntry={(item) => (
        <>
          {item.icon}
          <span className={styles.texts}>
            <span id={`${id}-${item.id}-label`}>{item.label}</span>
            {item.description && (
              <span id={`${id}-${item.id}-description`} className={styles.description}>
                {item.description}
              </span>
            )}
          </span>
        </>
      )}
    />
  );
}
