import { type StaffSessionNotice, staffSessionReads } from '@machines/session/staff-session.machine';
import { staffSessionNoticeText } from '@src/app/wiring/session/staff-session';
import type { EventObject } from 'xstate';
import type { PathTestConfig } from '../support/path-model';

const ana = { staffId: 'S-1', staffName: 'Ana Sofía Gutiérrez', businessManagerCode: 'ERM' };

type Staff = { staffUser?: unknown; useCases: string[]; errorCode?: number };
/** The machine emits a code; the script says the text the adapter gives it. */
const toast = (params: StaffSessionNotice) => {
  const { title, description } = staffSessionNoticeText(params);
  return `Aviso de error «${title}»: «${description}»`;
};

const noUnit = 'ana.admin, sin unidad aún';
const withUnit = 'ana.admin con una unidad guardada';

/** The business unit call 5 asks for: the last one chosen, else the saved one. */
const unitOf = (input: unknown, events: readonly EventObject[]) =>
  (events.filter((event) => event.type === 'UNIT_SELECTED').at(-1) as { businessUnit?: string } | undefined)
    ?.businessUnit ?? (input as { businessUnit?: string }).businessUnit;

/** Inputs, events and actor outcomes that reach every state, transition and guard branch of staff-session. */
export const staffSessionPaths: PathTestConfig = {
  inputs: [
    {
      label: noUnit,
      input: { documentNumber: '52100001', userAccount: 'ana.admin@erm-demo.example.co' },
    },
    {
      label: withUnit,
      input: {
        documentNumber: '52100001',
        userAccount: 'ana.admin@erm-demo.example.co',
        businessUnit: 'UN-ANDINA',
      },
    },
  ],
  // SPEC §6 and §7 calls 4–5: the staff user, then (once a unit is chosen) their use cases; §8 the error
  // page. A saved unit needs no waiting.
  reaches: {
    [noUnit]: ['loadingStaffUser', 'waitingForUnit', 'loadingUseCases', 'ready', 'failed'],
    [withUnit]: ['loadingStaffUser', 'loadingUseCases', 'ready', 'failed'],
  },
  // Another unit reloads the use cases (also while they load); one chosen while the staff user loads is
  // kept for them. An account that is no staff member ends on the error page with 1004 (§6).
  takes: [
    'on done fetchStaffUser → failed',
    'ready → loadingUseCases',
    'loadingUseCases → loadingUseCases',
    'waitingForUnit on UNIT_SELECTED → loadingUseCases',
    // A saved unit (or one chosen while the staff user loads) needs no waiting.
    'on always → loadingUseCases',
    'on UNIT_SELECTED → loadingStaffUser',
  ],
  // Another unit chosen while call 5 runs asks for that unit's use cases: the call starts over (§7).
  callsAgain: { fetchUseCases: ['loadingUseCases → loadingUseCases', 'ready → loadingUseCases'] },
  // The tags the screen reads (hasTag), stated by hand: the use cases count (section guard, app-session.tsx)
  // only once loaded.
  tags: { ready: ['ready'] },
  // Every error code opens the error page: the flow ends there.
  stopsIn: ['failed'],
  // SPEC §7: call 4 by the token's document number; call 5 by the operator's code and the unit, with the
  // account as X-User-Name.
  sends: {
    fetchStaffUser: () => ({ documentNumber: '52100001' }),
    fetchUseCases: (input, events) => ({
      businessManagerCode: 'ERM',
      businessUnitCode: unitOf(input, events),
      userName: 'ana.admin@erm-demo.example.co',
    }),
  },
  // What the session reads (SPEC §6: the staff member, and the use cases the section guard checks), by
  // hand from the answers so far: the use cases only while the last call 5 for the unit has answered.
  reads: {
    // The unit whose use cases call 5 asks for (SPEC §2 switcher), kept in the machine until the call: the last one
    // chosen, even while the first load runs (no path goes on from that step: only this check sees it
    // kept), else the saved one.
    businessUnit: {
      read: (snapshot: { context: { businessUnit?: string } }) => snapshot.context.businessUnit,
      expected: unitOf,
    },
    staffUser: {
      read: staffSessionReads.staffUser,
      expected: (_input, events) =>
        events.some((event) => event.type === 'xstate.done.actor.fetchStaffUser') &&
        (events.find((event) => event.type === 'xstate.done.actor.fetchStaffUser') as { output?: unknown })
          .output
          ? ana
          : undefined,
    },
    useCases: {
      read: staffSessionReads.useCases,
      expected: (_input, events) =>
        events.at(-1)?.type === 'xstate.done.actor.fetchUseCases'
          ? ['AddEmployeeLink', 'RequestCertificate']
          : undefined,
    },
  },
  // SPEC §6/§8: 1004 not a staff member; 500 when call 4 or call 5 fails.
  ends: (_input: unknown, events: readonly EventObject[]) => ({
    errorCode: events.at(-1)?.type === 'xstate.done.actor.fetchStaffUser' ? 1004 : 500,
  }),
  events: {
    UNIT_SELECTED: [{ type: 'UNIT_SELECTED', label: 'UN-CARIBE', businessUnit: 'UN-CARIBE' }],
  },
  actors: {
    fetchStaffUser: [
      { label: 'un funcionario', output: ana },
      { label: 'no es funcionario', output: undefined },
      {
        label: 'falla el servidor',
        error: 'Todos los intentos fallaron. No se pudieron obtener los datos del usuario.',
      },
    ],
    fetchUseCases: [
      { label: 'todos los casos de uso', output: ['AddEmployeeLink', 'RequestCertificate'] },
      {
        label: 'falla el servidor',
        error: 'Todos los intentos fallaron. No se pudieron obtener los casos de uso del staff.',
      },
    ],
  },
  screen: {
    screen: 'Sesión del funcionario (sin pantalla propia)',
    opening: () => 'Inicia sesión',
    controls: {
      UNIT_SELECTED: {
        offScreen: 'La persona elige una unidad de negocio (login/{user_id}/clients o el selector)',
      },
    },
    shows: {},
  },
  effects: {
    saveStaffUser: {
      says: 'Se guarda el funcionario en el estado de la aplicación',
      on: ['on done fetchStaffUser → waitingForUnit'],
      params: (snapshot) => ({ staffUser: (snapshot.context as Staff).staffUser }),
    },
    saveUseCases: {
      says: 'Se guardan los casos de uso del funcionario',
      on: ['on done fetchUseCases'],
      params: (snapshot) => ({ useCases: (snapshot.context as Staff).useCases }),
    },
    notify: [
      {
        says: toast,
        on: ['on error fetchStaffUser'],
        params: () => ({
          notice: 'staffUserFailed',
          error: 'Todos los intentos fallaron. No se pudieron obtener los datos del usuario.',
        }),
      },
      {
        says: toast,
        on: ['on error fetchUseCases'],
        params: () => ({
          notice: 'useCasesFailed',
          error: 'Todos los intentos fallaron. No se pudieron obtener los casos de uso del staff.',
        }),
      },
    ],
    goToErrorPage: {
      says: (params: { code: number }) => `Se abre la página de error con el código ${params.code}`,
      on: ['→ failed'],
      params: (snapshot) => ({ code: (snapshot.context as Staff).errorCode ?? 500 }),
    },
  },
  spec: {
    'on done fetchStaffUser → failed': 'REQ-STAFF-02: code 1004, the signed-in user is not a staff member',
    'on error fetchStaffUser': 'REQ-STAFF-02: a user-loading failure gives 500 and a notification',
    'on error fetchUseCases': "REQ-STAFF-02: 'Error al obtener los casos de uso del staff' (500)",
    '*': 'REQ-STAFF-01: the staff member and their use cases (calls 4 and 5)',
  },
  simplePaths: false,
};
