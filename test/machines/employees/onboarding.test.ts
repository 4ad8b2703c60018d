import {
  type ChosenFile,
  type OnboardingInput,
  onboardingMachine,
  type SaveOnboardingInput,
} from '@machines/employees/onboarding.machine';
import { CurriculumMissingError } from '@src/domain/rules/onboarding-wizard';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type Snapshot } from 'xstate';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const pdf: ChosenFile = {
  name: 'hoja-de-vida.pdf',
  size: 120_000,
  firstBytes: [0x25, 0x50, 0x44, 0x46, 0x2d],
};
const renamedZip: ChosenFile = { name: 'hoja-de-vida.pdf', size: 120_000, firstBytes: [0x50, 0x4b, 3, 4, 0] };
const tooLarge: ChosenFile = { ...pdf, size: 3 * 1024 * 1024 };
const file = new File(['%PDF-1.4'], 'hoja-de-vida.pdf');

function input(overrides: Partial<OnboardingInput> = {}): OnboardingInput {
  return {
    target: '',
    prefill: undefined,
    requester: { requesterCode: 'S-1', requesterName: 'Ana Administradora' },
    today: '2026-11-21T15:00:00.000Z',
    idempotencyKey: 'key-1',
    useCases: ['AddEmployeeLink'],
    requirements: [],
    unmetRequirements: [],
    ...overrides,
  };
}

function start(
  options: {
    chosen?: ChosenFile;
    failures?: number;
    /** The submission fails because the draft's CV is no longer kept. */
    curriculumGone?: boolean;
    profiles?: 'fail' | 'ok';
    snapshot?: Snapshot<unknown>;
  } = {},
  wizardInput = input(),
) {
  const clock = new SimulatedClock();
  const calls: SaveOnboardingInput[] = [];
  let failures = options.failures ?? 0;
  const effects = { forgetProgress: vi.fn(), goToEmployeesWithFlag: vi.fn(), goToEmployees: vi.fn() };
  const machine = onboardingMachine.provide({
    actors: {
      readCurriculum: fromPromise(async () => options.chosen ?? pdf),
      fetchSalaryProfiles: fromPromise(async () => {
        if (options.profiles === 'fail') throw new Error('Error al obtener los perfiles de remuneración');
        return [{ id: 'RP-001', label: 'Salario básico', value: 'RP-001' }];
      }),
      saveOnboarding: fromPromise(async ({ input: sent }: { input: SaveOnboardingInput }) => {
        calls.push(sent);
        if (options.curriculumGone) throw new CurriculumMissingError();
        if (failures > 0) {
          failures -= 1;
          throw new Error('Error al enviar la solicitud. Intente nuevamente.');
        }
        return { humanResourceRequestId: 'R-1', humanResourceRequestNumber: '200123' };
      }),
    },
    actions: {
      forgetProgress: () => effects.forgetProgress(),
      goToEmployeesWithFlag: () => effects.goToEmployeesWithFlag(),
      goToEmployees: () => effects.goToEmployees(),
    },
  });
  const actor = options.snapshot
    ? createActor(machine, { snapshot: options.snapshot as never, input: wizardInput, clock })
    : createActor(machine, { input: wizardInput, clock });
  actor.start();
  return { actor, clock, effects, calls };
}

const personal = { names: 'María José', lastNames: 'Ñúñez Peña', identificationNumber: '1020304050' };

async function toStep2(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'EDIT_PERSONAL', values: personal });
  actor.send({ type: 'CHOOSE_FILE', file });
  await flush();
  actor.send({ type: 'NEXT' });
  await flush();
}

async function toVerification(actor: ReturnType<typeof start>['actor']) {
  await toStep2(actor);
  actor.send({ type: 'EDIT_POSITION', values: { startDate: '01/Dic/2026', position: 'Contador' } });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT' });
}

describe('onboarding wizard', () => {
  test('step 1 refuses Siguiente until names, last names, ID number and an accepted PDF are there', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'EDIT_PERSONAL', values: personal });
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    expect(actor.getSnapshot().context.errors.attachedFile).toBe('Debe adjuntar un archivo');
    actor.send({ type: 'CHOOSE_FILE', file });
    expect(actor.getSnapshot().hasTag('readingFile')).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.attachment).toEqual({ name: 'hoja-de-vida.pdf', size: 120_000 });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ wizard: 'position' })).toBe(true);
  });

  test('the file reader is given the file the person chose, typed from the event (no cast)', async () => {
    const given: (File | undefined)[] = [];
    const actor = createActor(
      onboardingMachine.provide({
        actors: {
          readCurriculum: fromPromise(
            async ({ input }: { input: { file: File | undefined; draftId: string } }) => {
              given.push(input.file);
              return pdf;
            },
          ),
        },
      }),
      { input: input() },
    ).start();
    actor.send({ type: 'CHOOSE_FILE', file });
    await flush();
    expect(given).toEqual([file]);
    expect(actor.getSnapshot().context.attachment).toEqual({ name: 'hoja-de-vida.pdf', size: 120_000 });
  });

  test('a renamed non-PDF and a 3 MB PDF are refused with their messages', async () => {
    const fake = start({ chosen: renamedZip });
    fake.actor.send({ type: 'CHOOSE_FILE', file });
    await flush();
    expect(fake.actor.getSnapshot().context.errors.attachedFile).toBe('Solo se permiten archivos PDF.');
    expect(fake.actor.getSnapshot().context.attachment).toBeUndefined();
    const large = start({ chosen: tooLarge });
    large.actor.send({ type: 'CHOOSE_FILE', file });
    await flush();
    expect(large.actor.getSnapshot().context.errors.attachedFile).toBe(
      'El archivo supera el tamaño máximo permitido de 2.5MB.',
    );
  });

  test('names accept letters and spaces only, ID numbers 6 to 15 digits', () => {
    const { actor } = start();
    actor.send({ type: 'EDIT_PERSONAL', values: { names: 'Ana3', identificationNumber: '12345' } });
    expect(actor.getSnapshot().context.errors.names).toBe('Solo se permiten letras y espacios');
    expect(actor.getSnapshot().context.errors.identificationNumber).toBe('Debe tener al menos 6 números');
  });

  test('step 2 needs Fecha de inicio; Anterior never goes below step 1', async () => {
    const { actor } = start();
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().matches({ wizard: 'personal' })).toBe(true);
    await toStep2(actor);
    expect(actor.getSnapshot().matches({ wizard: { position: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.salaryProfiles).toHaveLength(1);
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'EDIT_POSITION', values: { startDate: '01/Dic/2026' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ wizard: 'location' })).toBe(true);
  });

  test('call 13 failing shows the options flag and Reintentar loads them again', async () => {
    const { actor } = start({ profiles: 'fail' });
    await toStep2(actor);
    expect(actor.getSnapshot().hasTag('optionsFailed')).toBe(true);
    actor.send({ type: 'RETRY_OPTIONS' });
    expect(actor.getSnapshot().matches({ wizard: { position: 'loadingOptions' } })).toBe(true);
  });

  test('an assignment needs a value of at least 1; an empty one is stored as Sin especificación', async () => {
    const { actor } = start();
    await toVerification(actor);
    actor.send({ type: 'GO_TO_STEP', step: 4 });
    actor.send({ type: 'OPEN_ASSIGNMENT' });
    actor.send({ type: 'EDIT_ASSIGNMENT', draft: { value: '0' } });
    expect(actor.getSnapshot().can({ type: 'ADD_ASSIGNMENT' })).toBe(false);
    actor.send({ type: 'EDIT_ASSIGNMENT', draft: { value: '1500000' } });
    actor.send({ type: 'ADD_ASSIGNMENT' });
    actor.send({ type: 'OPEN_ASSIGNMENT' });
    expect(actor.getSnapshot().context.draft).toEqual({ assignment: '', value: '' });
    actor.send({ type: 'EDIT_ASSIGNMENT', draft: { assignment: 'Auxilio de transporte', value: '200000' } });
    actor.send({ type: 'ADD_ASSIGNMENT' });
    expect(actor.getSnapshot().context.assignments).toEqual([
      { assignment: 'Sin especificación', value: 1_500_000 },
      { assignment: 'Auxilio de transporte', value: 200_000 },
    ]);
  });

  test('the Requisitos modal returns to the step (and modal) it was opened from', async () => {
    const { actor } = start();
    await toVerification(actor);
    actor.send({ type: 'GO_TO_STEP', step: 4 });
    actor.send({ type: 'OPEN_ASSIGNMENT' });
    actor.send({ type: 'OPEN_REQUIREMENTS' });
    expect(actor.getSnapshot().matches('requirementsModal')).toBe(true);
    actor.send({ type: 'CLOSE_REQUIREMENTS' });
    expect(actor.getSnapshot().matches({ wizard: { assignments: 'adding' } })).toBe(true);
  });

  test('from Verificación every step can be jumped to', async () => {
    for (const [step, state] of [
      [1, 'personal'],
      [2, 'position'],
      [3, 'location'],
      [4, 'assignments'],
      [5, 'unmetRequirements'],
    ] as const) {
      const { actor } = start();
      await toVerification(actor);
      expect(actor.getSnapshot().matches({ wizard: 'verification' })).toBe(true);
      actor.send({ type: 'GO_TO_STEP', step });
      expect(actor.getSnapshot().matches({ wizard: state })).toBe(true);
    }
  });

  test('Finalizar needs AddEmployeeLink', async () => {
    const { actor } = start({}, input({ useCases: ['SearchAllEmployee'] }));
    await toVerification(actor);
    expect(actor.getSnapshot().can({ type: 'FINISH' })).toBe(false);
  });

  test('a failed submission keeps every value, shows the flag for 10 s and the retry reuses the key', async () => {
    const { actor, clock, calls, effects } = start({ failures: 1 });
    await toVerification(actor);
    actor.send({ type: 'FINISH' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().matches({ wizard: { verification: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.values.names).toBe('María José');
    clock.increment(10_000);
    expect(actor.getSnapshot().matches({ wizard: { verification: 'ready' } })).toBe(true);
    actor.send({ type: 'FINISH' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(calls[1]?.attachment).toEqual({ name: 'hoja-de-vida.pdf', size: 120_000 });
    expect(effects.forgetProgress).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CLOSE_SENT' });
    expect(effects.goToEmployeesWithFlag).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ result: 'sent', requestNumber: '200123' });
  });

  test('a persisted snapshot resumes at the same step with its values and CV', async () => {
    const first = start();
    await toVerification(first.actor);
    first.actor.send({ type: 'GO_TO_STEP', step: 4 });
    const persisted = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    const second = start({ snapshot: persisted });
    expect(second.actor.getSnapshot().matches({ wizard: { assignments: 'listing' } })).toBe(true);
    expect(second.actor.getSnapshot().context.attachment?.name).toBe('hoja-de-vida.pdf');
    second.actor.send({ type: 'OPEN_REQUIREMENTS' });
    second.actor.send({ type: 'CLOSE_REQUIREMENTS' });
    expect(second.actor.getSnapshot().matches({ wizard: { assignments: 'listing' } })).toBe(true);
  });

  test('from Agregar vinculación the wizard starts with that employee’s names and ID number', () => {
    const prefill = { names: 'José Andrés', lastNames: 'Muñoz Peña', identificationNumber: '1020304050' };
    const { actor } = start({}, input({ target: '100001', prefill }));
    expect(actor.getSnapshot().context.values).toMatchObject(prefill);
    expect(actor.getSnapshot().context.errors.names).toBeUndefined();
    expect(start().actor.getSnapshot().context.values.names).toBe('');
  });

  test('the machine keeps the step the screen shows, also under the Requisitos modal', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.step).toBe(1);
    await toStep2(actor);
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'OPEN_REQUIREMENTS' });
    expect(actor.getSnapshot().matches('requirementsModal')).toBe(true);
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'CLOSE_REQUIREMENTS' });
    actor.send({ type: 'EDIT_POSITION', values: { startDate: '01/Dic/2026' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.step).toBe(4);
  });

  test('the assignment form’s error is in the context; an added assignment can be removed before sending', async () => {
    const { actor } = start();
    await toStep2(actor);
    actor.send({ type: 'EDIT_POSITION', values: { startDate: '01/Dic/2026' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'OPEN_ASSIGNMENT' });
    expect(actor.getSnapshot().context.draftError).toBe('Este campo es obligatorio');
    actor.send({ type: 'EDIT_ASSIGNMENT', draft: { value: '0' } });
    expect(actor.getSnapshot().context.draftError).toBe('El valor debe ser mayor a 0');
    actor.send({ type: 'EDIT_ASSIGNMENT', draft: { value: '100' } });
    expect(actor.getSnapshot().context.draftError).toBe('');
    actor.send({ type: 'ADD_ASSIGNMENT' });
    actor.send({ type: 'OPEN_ASSIGNMENT' });
    actor.send({ type: 'EDIT_ASSIGNMENT', draft: { assignment: 'Bono', value: '200' } });
    actor.send({ type: 'ADD_ASSIGNMENT' });
    expect(actor.getSnapshot().context.assignments).toHaveLength(2);
    actor.send({ type: 'REMOVE_ASSIGNMENT', index: 0 });
    expect(actor.getSnapshot().context.assignments).toEqual([{ assignment: 'Bono', value: 200 }]);
  });

  test('Observaciones is optional and at most 500 characters (SPEC §9)', async () => {
    const { actor } = start();
    await toStep2(actor);
    actor.send({ type: 'EDIT_POSITION', values: { startDate: '01/Dic/2026' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'EDIT_LOCATION', values: { observations: 'x'.repeat(501) } });
    expect(actor.getSnapshot().context.errors.observations).toBe(
      'Las observaciones no pueden exceder 500 caracteres',
    );
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'EDIT_LOCATION', values: { observations: 'x'.repeat(500) } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.step).toBe(4);
  });

  test('the back arrow, confirmed, discards the draft and its CV and leaves', async () => {
    const { actor, effects } = start();
    await toStep2(actor);
    actor.send({ type: 'ABANDON' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.result).toBe('abandoned');
    expect(effects.forgetProgress).toHaveBeenCalledTimes(1);
    expect(effects.goToEmployees).toHaveBeenCalledTimes(1);
    expect(effects.goToEmployeesWithFlag).not.toHaveBeenCalled();
  });

  test('while call 11 runs Cancelar is refused; a CV gone at Finalizar goes back to step 1', async () => {
    const { actor, calls } = start({ curriculumGone: true });
    await toVerification(actor);
    actor.send({ type: 'FINISH' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await flush();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().matches({ wizard: 'personal' })).toBe(true);
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.attachment).toBeUndefined();
    expect(actor.getSnapshot().context.errors.attachedFile).toBe('Debe adjuntar un archivo');
    expect(actor.getSnapshot().context.touched).toContain('attachedFile');
    expect(actor.getSnapshot().hasTag('submitFailed')).toBe(false);
    // The values typed are kept.
    expect(actor.getSnapshot().context.values.names).toBe('María José');
  });
});
