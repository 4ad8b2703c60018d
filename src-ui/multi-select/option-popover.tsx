import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { CheckIcon } from '../icons';
import type { SelectOption } from '../select';
import * as styles from '../select/select.css';

/** The multi-select's popover list of options, with a check on the chosen ones. */
export function OptionPopover({ items }: { items: readonly SelectOption[] }) {
  return (
    <Popover className={styles.popover} offset={4}>
      <ListBox className={styles.listBox} items={items}>
        {(item) => (
          <ListBoxItem id={item.id} className={styles.option} textValue={item.label}>
            {({ isSelected }) => (
              <>
                <span className={styles.check}>{isSelected && <CheckIcon size={16} />}</span>
                {item.label}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
