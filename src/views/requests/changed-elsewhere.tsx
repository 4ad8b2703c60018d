// What the person sees when a change was refused with 412 — someone else changed the request
// since it was shown: who, what and when, the request's status now, and that nothing was sent
// (the sentence is changeSummary's; this view only draws it).
import type { HumanResourceRequest, LastChange } from '@src/domain/entities';
import { Banner } from '@ui/banner';
import { Button } from '@ui/button';
import { changedElsewhereTexts, changeSummary } from './request-texts';

export interface ChangedElsewhereProps {
  /** The request as it is now (the 412's). */
  request: HumanResourceRequest;
  changedBy: LastChange | undefined;
  /** Dismisses the notice ('Entendido'); without it the notice has no button (e.g. inside a dialog). */
  onDismiss?: () => void;
}

/** The warning that someone else changed the request, with who, what, when and its status now. */
export function ChangedElsewhereNotice({ request, changedBy, onDismiss }: ChangedElsewhereProps) {
  return (
    <Banner
      appearance="warning"
      announce
      action={
        onDismiss && (
          <Button variant="outlined" onPress={onDismiss}>
            {changedElsewhereTexts.dismiss}
          </Button>
        )
      }
    >
      <strong>{changedElsewhereTexts.title}</strong>{' '}
      {changeSummary(changedBy, request.humanResourceRequestStatus)}
    </Banner>
  );
}
