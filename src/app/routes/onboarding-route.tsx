// /employees/new-employee: the six-step onboarding wizard (issue 14). Builds the onboarding actor with
// its real implementations: the CV read and kept in IndexedDB for the signed-in subject, call 13 through
// the shared query cache, call 11 with the Idempotency-Key and the CV in base64
// (docs/decisions/0013-onboarding-submission.md), navigation to employee selection with the success flag,
// and the progress kept in session storage so a reload resumes it (onboarding-draft.ts).

import { type OnboardingInput, onboardingMachine } from '@machines/employees/onboarding.machine';
import { newIdempotencyKey } from '@src/api/calls/caller';
import { type SelectOption, toRemunerationOption } from '@src/domain/entities';
import { fetchMessages } from '@src/domain/fetch-messages';
import type { UnmetRequirementCard } from '@src/domain/onboarding';
import { chosenFileError, onboardingRequestBody } from '@src/domain/rules/onboarding-wizard';
import { onboardingTexts } from '@src/domain/texts';
import { OnboardingPage } from '@src/features/employees/onboarding-page';
import { onboardingPageTexts } from '@src/features/employees/onboarding-texts';
import { wizardTexts } from '@src/views/requests/request-texts';
import { EmptyState } from '@ui/empty-state';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fromPromise, type Snapshot } from 'xstate';
import { type AppSession, useAppSession } from '../session/app-session';
import { mutate } from '../session/mutations';
import { base64Of, forgetCurriculum, keepCurriculum, readKeptCurriculum } from '../storage/curriculum-store';
import {
  readOnboardingDraft,
  removeOnboardingDraft,
  writeOnboardingDraft,
} from '../storage/onboarding-draft';
import type { ListFlagState } from '../wiring/success-flag';

/** The requirement alert cards of the 'Requisitos' modal (SPEC §7: placeholder alerts). */
export const onboardingRequirements: UnmetRequirementCard[] = [
  {
    title: wizardTexts.obligationsTitle,
    icon: 'info',
    iconAppearance: 'help',
    requirement: wizardTexts.obligationsCause,
    cause: '',
  },
];

/** The signed-in staff member as the requester of call 11 (the account while call 4 is pending). */
const requesterOf = (session: AppSession) => ({
  requesterCode: session.staffUser?.staffId || session.user.account,
  requesterName: session.staffUser?.staffName || session.user.name,
});

/** Bytes read from a chosen file to check its signature ('%PDF-'). */
const signatureBytes = 8;

/** /employees/new-employee: the wizard for the selected employee, or how to select one. */
export function NewEmployeeRoute() {
  const session = useAppSession();
  const employeeId = session.selectedEmployeeId ?? '';
  if (!employeeId) {
    return (
      <EmptyState
        title={onboardingPageTexts.noEmployee}
        description={onboardingPageTexts.noEmployeeHint}
        action={<Link to="/employees/select-employee">{onboardingPageTexts.selectEmployee}</Link>}
      />
    );
  }
  return <OnboardingRoute key={employeeId} employeeId={employeeId} />;
}

function OnboardingRoute({ employeeId }: { employeeId: string }) {
  const session = useAppSession();
  const navigate = useNavigate();
  const sub = session.user.sub;
  const unit = session.selectedClient?.id ?? '';
  const owner = useMemo(() => ({ sub, employeeId }), [sub, employeeId]);
  const [restored] = useState<Snapshot<unknown> | undefined>(() =>
    readOnboardingDraft({ sub, employeeId, requester: requesterOf(session), useCases: session.useCases }),
  );
  const input = useMemo<OnboardingInput>(
    () => ({
      employeeId,
      requester: requesterOf(session),
      today: new Date().toISOString(),
      idempotencyKey: newIdempotencyKey(),
      useCases: session.useCases,
      requirements: onboardingRequirements,
      unmetRequirements: [],
    }),
    [employeeId, session],
  );
  const machine = onboardingMachine.provide({
    actors: {
      readCurriculum: fromPromise(async ({ input: { file } }) => {
        // No file: a snapshot restored while a file was being read (the file itself is not kept).
        if (!file) throw new Error('No file to read');
        const head = new Uint8Array(await file.slice(0, signatureBytes).arrayBuffer());
        const read = { name: file.name, size: file.size, firstBytes: [...head] };
        // Only an accepted PDF is kept (for a reload); the machine tells the person why one is refused.
        if (chosenFileError(read) === '') await keepCurriculum(sub, file);
        return read;
      }),
      fetchSalaryProfiles: fromPromise<SelectOption[]>(async () => {
        const profiles = await session.queryClient.fetchQuery(session.queries.remunerationProfiles());
        return profiles.map((profile) => {
          const { id, label, value } = toRemunerationOption(profile);
          return { id, label, value };
        });
      }),
      saveOnboarding: fromPromise(async ({ input: sent, signal }) => {
        const kept = await readKeptCurriculum(sub);
        if (!kept || kept.name !== sent.attachment.name || kept.size !== sent.attachment.size) {
          throw new Error(fetchMessages.save.failure);
        }
        const request = onboardingRequestBody(
          { ...sent.submission, today: new Date().toISOString() },
          { fileName: kept.name, contentType: 'application/pdf', contentBase64: await base64Of(kept.blob) },
        );
        return mutate(session, (mutations) => mutations.saveRequest(unit, employeeId), {
          request,
          idempotencyKey: sent.idempotencyKey,
          signal,
        });
      }),
    },
    actions: {
      forgetProgress: () => {
        removeOnboardingDraft(owner);
        void forgetCurriculum(sub);
      },
      goToEmployeesWithFlag: () =>
        navigate('/employees/select-employee', {
          state: {
            flag: onboardingTexts.sentTitle,
            description: onboardingTexts.sentBody,
          } satisfies ListFlagState,
        }),
    },
  });
  const actorRef = useActorRef(
    machine,
    restored
      ? { snapshot: restored as never, input, inspect: session.inspect }
      : { input, inspect: session.inspect },
  );
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'active' && !snapshot.matches('sent')) {
        writeOnboardingDraft(owner, actorRef.getPersistedSnapshot());
      } else {
        removeOnboardingDraft(owner);
      }
    });
    return () => subscription.unsubscribe();
  }, [actorRef, owner]);
  return <OnboardingPage actorRef={actorRef} />;
}
