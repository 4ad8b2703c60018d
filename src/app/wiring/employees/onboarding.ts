// The onboarding wizard's adapter (issue 14): the CV read and kept in IndexedDB for the signed-in
// subject, call 13 through the shared query cache, call 11 through its mutation with the Idempotency-Key
// and the CV in base64 (docs/decisions/0013-onboarding-submission.md), navigation to employee selection
// with the success flag, and the progress kept in session storage so a reload resumes it
// (src/app/storage/onboarding-draft.ts).
import { type OnboardingInput, onboardingMachine } from '@machines/employees/onboarding.machine';
import { newIdempotencyKey } from '@src/api/calls/caller';
import { type SelectOption, toRemunerationOption } from '@src/domain/entities';
import { fetchMessages } from '@src/domain/fetch-messages';
import type { UnmetRequirementCard } from '@src/domain/onboarding';
import { chosenFileError, onboardingRequestBody } from '@src/domain/rules/onboarding-wizard';
import { onboardingTexts } from '@src/domain/texts';
import { wizardTexts } from '@src/views/requests/request-texts';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { fromPromise, type Snapshot } from 'xstate';
import { mutate } from '../../session/mutations';
import {
  base64Of,
  forgetCurriculum,
  keepCurriculum,
  readKeptCurriculum,
} from '../../storage/curriculum-store';
import {
  readOnboardingDraft,
  removeOnboardingDraft,
  writeOnboardingDraft,
} from '../../storage/onboarding-draft';
import { usePersistedActor } from '../persisted-actor';
import { useProvided } from '../provided';
import { type EmployeeScope, useEmployeeScope } from '../scope';
import type { ListFlagState } from '../ui/success-flag';

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

/** Bytes read from a chosen file to check its signature ('%PDF-'). */
const signatureBytes = 8;

type Deps = EmployeeScope & { navigate: NavigateFunction };

/** The onboarding machine with its real actors and actions. */
export function provideOnboarding(deps: () => Deps) {
  const sub = () => deps().person.user.sub;
  return onboardingMachine.provide({
    actors: {
      readCurriculum: fromPromise(async ({ input: { file } }) => {
        // No file: a snapshot restored while a file was being read (the file itself is not kept).
        if (!file) throw new Error('No file to read');
        const head = new Uint8Array(await file.slice(0, signatureBytes).arrayBuffer());
        const read = { name: file.name, size: file.size, firstBytes: [...head] };
        // Only an accepted PDF is kept (for a reload); the machine tells the person why one is refused.
        if (chosenFileError(read) === '') await keepCurriculum(sub(), file);
        return read;
      }),
      fetchSalaryProfiles: fromPromise<SelectOption[]>(async () => {
        const { services } = deps();
        const profiles = await services.queryClient.fetchQuery(services.queries.remunerationProfiles());
        return profiles.map((profile) => {
          const { id, label, value } = toRemunerationOption(profile);
          return { id, label, value };
        });
      }),
      saveOnboarding: fromPromise(async ({ input: sent, signal }) => {
        const kept = await readKeptCurriculum(sub());
        if (!kept || kept.name !== sent.attachment.name || kept.size !== sent.attachment.size) {
          throw new Error(fetchMessages.save.failure);
        }
        const request = onboardingRequestBody(
          { ...sent.submission, today: new Date().toISOString() },
          { fileName: kept.name, contentType: 'application/pdf', contentBase64: await base64Of(kept.blob) },
        );
        const { services, unit, employeeId } = deps();
        return mutate(services, (mutations) => mutations.saveRequest(unit, employeeId), {
          request,
          idempotencyKey: sent.idempotencyKey,
          signal,
        });
      }),
    },
    actions: {
      forgetProgress: () => {
        removeOnboardingDraft({ sub: sub(), employeeId: deps().employeeId });
        void forgetCurriculum(sub());
      },
      goToEmployeesWithFlag: () =>
        deps().navigate('/employees/select-employee', {
          state: {
            flag: onboardingTexts.sentTitle,
            description: onboardingTexts.sentBody,
          } satisfies ListFlagState,
        }),
    },
  });
}

const isSent = (snapshot: { matches(state: 'sent'): boolean }) => snapshot.matches('sent');

/** The onboarding wizard of the selected employee, resumed from its draft when a reload interrupted it. */
export function useOnboardingActor() {
  const scope = useEmployeeScope();
  const navigate = useNavigate();
  const machine = useProvided({ ...scope, navigate }, provideOnboarding);
  const sub = scope.person.user.sub;
  const { employeeId } = scope;
  const [restored] = useState<Snapshot<unknown> | undefined>(() =>
    readOnboardingDraft({ sub, employeeId, requester: scope.requester, useCases: scope.person.useCases }),
  );
  const [input] = useState<OnboardingInput>(() => ({
    employeeId,
    requester: scope.requester,
    today: new Date().toISOString(),
    idempotencyKey: newIdempotencyKey(),
    useCases: scope.person.useCases,
    requirements: onboardingRequirements,
    unmetRequirements: [],
  }));
  const actorRef = useActorRef(machine, { snapshot: restored, input, inspect: scope.services.inspect });
  const draft = useMemo(() => {
    const owner = { sub, employeeId };
    return {
      write: (snapshot: Snapshot<unknown>) => writeOnboardingDraft(owner, snapshot),
      remove: () => removeOnboardingDraft(owner),
    };
  }, [sub, employeeId]);
  usePersistedActor(actorRef, draft, isSent);
  return actorRef;
}
