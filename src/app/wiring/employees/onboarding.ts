// The onboarding wizard's adapter (issues 14, 25): the CV read and kept in IndexedDB for this draft of
// the signed-in subject, call 13 through the shared query cache, call 11 through its mutation with the
// Idempotency-Key and the CV in base64, filed by the services under the person being linked
// (docs/decisions/0013-onboarding-submission.md), navigation to employee selection (with the success
// flag once sent), and the progress kept in session storage so a reload resumes it
// (src/app/storage/onboarding-draft.ts).
import { type OnboardingInput, onboardingMachine } from '@machines/employees/onboarding.machine';
import { newIdempotencyKey } from '@src/api/calls/caller';
import { type SelectOption, toRemunerationOption } from '@src/domain/entities';
import { fetchMessages } from '@src/domain/fetch-messages';
import type { UnmetRequirementCard } from '@src/domain/onboarding';
import {
  CurriculumMissingError,
  chosenFileError,
  type OnboardingPrefill,
  onboardingRequestBody,
} from '@src/domain/rules/onboarding-wizard';
import { onboardingTexts } from '@src/domain/texts';
import { wizardTexts } from '@src/views/requests/request-texts';
import { useQuery } from '@tanstack/react-query';
import type { Load } from '@ui/load-state';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import type { Snapshot } from 'xstate';
import { mutate } from '../../session/mutations';
import {
  base64Of,
  forgetCurriculum,
  holdCurriculum,
  keepCurriculum,
  readKeptCurriculum,
} from '../../storage/curriculum-store';
import {
  readOnboardingDraft,
  removeOnboardingDraft,
  writeOnboardingDraft,
} from '../../storage/onboarding-draft';
import { fromCall } from '../call-actor';
import { usePersistedActor } from '../persisted-actor';
import { useProvided } from '../provided';
import { type EmployeeScope, useEmployeeScope } from '../scope';
import type { ListFlagState } from '../ui/success-flag';

/** The requirement alert cards of the 'Requisitos' modal (SPEC §7: placeholder alerts). */
const onboardingRequirements: UnmetRequirementCard[] = [
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
function provideOnboarding(deps: () => Deps) {
  const sub = () => deps().person.user.sub;
  return onboardingMachine.provide({
    actors: {
      readCurriculum: fromCall(async ({ input: { file, draftId } }) => {
        // No file: a snapshot restored while a file was being read (the file itself is not kept).
        if (!file) throw new Error('No file to read');
        const head = new Uint8Array(await file.slice(0, signatureBytes).arrayBuffer());
        const read = { name: file.name, size: file.size, firstBytes: [...head] };
        // Only an accepted PDF is kept (for a reload); the machine tells the person why one is refused.
        if (chosenFileError(read) === '') await keepCurriculum(sub(), draftId, file);
        return read;
      }),
      fetchSalaryProfiles: fromCall<SelectOption[]>(async () => {
        const { services } = deps();
        const profiles = await services.queryClient.fetchQuery(services.queries.remunerationProfiles());
        return profiles.map((profile) => {
          const { id, label, value } = toRemunerationOption(profile);
          return { id, label, value };
        });
      }),
      saveOnboarding: fromCall(async ({ input: sent, signal }) => {
        // This draft's CV only: gone (another person signed in, the storage was cleared) or another
        // file → step 1 asks for it again.
        const kept = await readKeptCurriculum(sub(), sent.idempotencyKey);
        if (!kept || kept.name !== sent.attachment.name || kept.size !== sent.attachment.size) {
          throw new CurriculumMissingError();
        }
        const request = onboardingRequestBody(
          { ...sent.submission, today: new Date().toISOString() },
          { fileName: kept.name, contentType: 'application/pdf', contentBase64: await base64Of(kept.blob) },
        );
        const { services, unit } = deps();
        return mutate(services, (mutations) => mutations.saveOnboarding(unit), {
          request,
          idempotencyKey: sent.idempotencyKey,
          signal,
        });
      }),
    },
    actions: {
      forgetProgress: ({ context }) => {
        removeOnboardingDraft({ sub: sub(), target: context.target });
        void forgetCurriculum(sub(), context.idempotencyKey);
      },
      goToEmployees: () => deps().navigate('/employees/select-employee'),
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

/**
 * The onboarding wizard for a new person (`target` '') or, from 'Agregar vinculación', for the employee
 * `target` prefilled with their names and ID number; resumed from its draft when a reload interrupted it.
 */
export function useOnboardingActor(target: string, prefill: OnboardingPrefill | undefined) {
  const scope = useEmployeeScope();
  const navigate = useNavigate();
  const machine = useProvided({ ...scope, navigate }, provideOnboarding);
  const sub = scope.person.user.sub;
  const [restored] = useState<Snapshot<unknown> | undefined>(() => {
    const draft = readOnboardingDraft({
      sub,
      target,
      requester: scope.requester,
      useCases: scope.person.useCases,
    });
    // A resumed draft's CV is this tab's again: no other tab's start removes it.
    const context = (draft as { context?: { idempotencyKey?: string } } | undefined)?.context;
    if (context?.idempotencyKey) holdCurriculum(sub, context.idempotencyKey);
    return draft;
  });
  const [input] = useState<OnboardingInput>(() => ({
    target,
    prefill,
    requester: scope.requester,
    today: new Date().toISOString(),
    idempotencyKey: newIdempotencyKey(),
    useCases: scope.person.useCases,
    requirements: onboardingRequirements,
    unmetRequirements: [],
  }));
  const actorRef = useActorRef(machine, { snapshot: restored, input, inspect: scope.services.inspect });
  const draft = useMemo(() => {
    const owner = { sub, target };
    return {
      write: (snapshot: Snapshot<unknown>) => writeOnboardingDraft(owner, snapshot),
      remove: () => removeOnboardingDraft(owner),
    };
  }, [sub, target]);
  usePersistedActor(actorRef, draft, isSent, restored !== undefined);
  return actorRef;
}

/**
 * What 'Agregar vinculación' prefills: the names and ID number of the employee `target` (call
 * 8 through the shared cache); none for a new person (`target` ''). A failed read is a failure with its
 * retry, never an empty form.
 */
export function useOnboardingPrefill(target: string): {
  load: Load<OnboardingPrefill | undefined>;
  retry: () => void;
} {
  const { services, unit } = useEmployeeScope();
  const query = useQuery({ ...services.queries.employee(unit, target), enabled: target !== '' });
  if (target === '') return { load: { state: 'loaded', value: undefined }, retry: () => undefined };
  const retry = () => void query.refetch();
  if (query.isError)
    return { load: { state: 'failed', message: fetchMessages.employee.failure(target) }, retry };
  if (query.isPending) return { load: { state: 'loading' }, retry };
  const employee = query.data;
  return {
    load: {
      state: 'loaded',
      value: employee
        ? {
            names: employee.names,
            lastNames: employee.surnames,
            identificationNumber: employee.identificationDocumentNumber,
          }
        : undefined,
    },
    retry,
  };
}
