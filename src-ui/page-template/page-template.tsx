import { type ReactNode, useState } from 'react';
import { Breadcrumbs, type BreadcrumbsProps, type Crumb } from '../breadcrumbs';
import { ConfirmDialog } from '../confirm-dialog';
import { IconButton } from '../icon-button';
import { ArrowLeftIcon } from '../icons';
import * as styles from './page-template.css';

/** Texts of the back confirmation (SPEC "Main layout" gives them; screens pass them in). */
interface BackConfirmation {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  closeLabel?: string;
}

export interface PageTemplateProps {
  title: string;
  description?: string;
  crumbs?: readonly Crumb[];
  breadcrumbs?: Omit<BreadcrumbsProps, 'crumbs'>;
  /** Shows the back arrow; called when going back (after confirming, when asked to confirm). */
  onBack?: () => void;
  /** Name of the back arrow (kit default 'Regresar'). */
  backLabel?: string;
  /** Ask before going back. */
  backConfirmation?: BackConfirmation;
  /** An action button at the right of the title. */
  action?: ReactNode;
  portalId?: string;
  children?: ReactNode;
  /** Heading level of the title (default 1). */
  titleLevel?: 1 | 2;
}

/** A page: breadcrumbs, a back arrow with the title and description, an optional action. */
export function PageTemplate({
  title,
  description,
  crumbs,
  breadcrumbs,
  onBack,
  backLabel = 'Regresar',
  backConfirmation,
  action,
  portalId,
  children,
  titleLevel = 1,
}: PageTemplateProps) {
  const [confirming, setConfirming] = useState(false);
  const Heading = `h${titleLevel}` as const;
  return (
    <div className={styles.page}>
      {crumbs && crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} {...breadcrumbs} />}
      <div className={styles.header}>
        <div className={styles.titles}>
          <div className={styles.titleRow}>
            {onBack && (
              <IconButton
                label={backLabel}
                icon={<ArrowLeftIcon />}
                appearance="primary"
                onPress={() => (backConfirmation ? setConfirming(true) : onBack())}
              />
            )}
            <Heading className={styles.title}>{title}</Heading>
          </div>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {action}
      </div>
      {children}
      {backConfirmation && onBack && (
        <ConfirmDialog
          isOpen={confirming}
          title={backConfirmation.title}
          confirmText={backConfirmation.confirmText}
          cancelText={backConfirmation.cancelText}
          closeLabel={backConfirmation.closeLabel}
          portalId={portalId}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onBack();
          }}
        >
          {backConfirmation.message}
        </ConfirmDialog>
      )}
    </div>
  );
}
