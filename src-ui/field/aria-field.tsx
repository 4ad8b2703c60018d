// The label and footer of the react-aria fields (the multi-select: the select and the radio group are
// the kit's own), apart from field.tsx so that a screen with native fields only does not load React Aria.
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { ErrorIcon } from '../icons';
import * as hiddenStyles from '../visually-hidden/visually-hidden.css';
import { type FieldProps, isInvalid, LabelText, showsMessage } from './field';
import * as styles from './field.css';

/**
 * The label of a react-aria field (the multi-select), which links it to its control; `hidden`
 * keeps it for assistive technology only (a compact control whose name the screen shows otherwise).
 */
export function AriaFieldLabel({ field, hidden = false }: { field: FieldProps; hidden?: boolean }) {
  return (
    <Label className={hidden ? hiddenStyles.hidden : styles.label}>
      <LabelText {...field} />
    </Label>
  );
}

/**
 * The help text and the invalid message of a react-aria field (the multi-select): the parent
 * component links them through their slots, so they need no ids.
 */
export function AriaFieldFooter({ field }: { field: FieldProps }) {
  return (
    <>
      {field.description && (
        <Text slot="description" className={styles.description}>
          {field.description}
        </Text>
      )}
      {showsMessage(field) && (
        <Text slot="errorMessage" className={styles.message}>
          <ErrorIcon size={16} />
          {field.message}
        </Text>
      )}
    </>
  );
}

/** The state props of a react-aria field root. */
export function ariaFieldState(field: FieldProps) {
  return { isDisabled: field.disabled, isRequired: field.required, isInvalid: isInvalid(field) };
}
