import { useRef } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from '../button';
import { type FieldProps, FieldShell, splitFieldProps, useFieldId } from '../field';
import { IconButton } from '../icon-button';
import { CloseIcon, FileIcon } from '../icons';
import { formatFileSize } from '../utils/format';
import * as styles from './file-field.css';

export interface FileFieldProps extends FieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Accepted types, e.g. ['application/pdf']. */
  accept?: string[];
  /** Text of the choose button (kit default 'Adjuntar archivo'). */
  buttonText?: string;
  /** Name of the remove control (kit default 'Quitar archivo'). */
  removeLabel?: string;
}

/** A file chooser that shows the chosen file's name and size. */
export function FileField(props: FileFieldProps) {
  const [field, own] = splitFieldProps(props);
  const { file, onChange, accept, buttonText = 'Adjuntar archivo', removeLabel = 'Quitar archivo' } = own;
  const { disabled } = field;
  const id = useFieldId();
  const chooseRef = useRef<HTMLSpanElement>(null);
  return (
    <FieldShell field={field} id={id} kind="group">
      <div className={styles.row}>
        <span ref={chooseRef}>
          <FileTrigger acceptedFileTypes={accept} onSelect={(files) => onChange(files?.[0] ?? null)}>
            <Button variant="outlined" disabled={disabled} iconBefore={<FileIcon size={18} />}>
              {buttonText}
            </Button>
          </FileTrigger>
        </span>
        {file && (
          <span className={styles.chosen}>
            <span>{file.name}</span>
            <span className={styles.size}>{formatFileSize(file.size)}</span>
            {!disabled && (
              <IconButton
                label={`${removeLabel} ${file.name}`}
                icon={<CloseIcon size={16} />}
                size="small"
                onPress={() => {
                  onChange(null);
                  // The remove control disappears: keep the keyboard user on the choose button.
                  chooseRef.current?.querySelector('button')?.focus();
                }}
              />
            )}
          </span>
        )}
      </div>
    </FieldShell>
  );
}
