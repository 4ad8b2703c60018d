import type { ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components/Menu';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { MoreIcon } from '../icons';
import * as styles from './menu.css';

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
  return (
    <MenuTrigger>
      {trigger === 'icon' ? (
        <IconButton label={label} icon={triggerIcon ?? <MoreIcon />} />
      ) : (
        <Button variant="outlined" iconAfter={triggerIcon}>
          {label}
        </Button>
      )}
      <Popover className={styles.popover} placement={placement} offset={4}>
        <AriaMenu
          className={styles.menu}
          items={items}
          onAction={(key) => onAction(String(key))}
          aria-label={label}
        >
          {(item) => (
            <MenuItem id={item.id} className={styles.item} isDisabled={item.disabled} textValue={item.label}>
              {item.icon}
              <span className={styles.texts}>
                <Text slot="label">{item.label}</Text>
                {item.description && (
                  <Text slot="description" className={styles.description}>
                    {item.description}
                  </Text>
                )}
              </span>
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
