import type { PathTestConfig } from '../support/path-model';

const ana = { staffId: 'S-1', staffName: 'Ana Sofía Gutiérrez', businessManagerCode: 'ERM' };

/** Inputs, events and actor outcomes that reach every state and transition of staff-session. */
export const staffSessionPaths: PathTestConfig = {
  inputs: [
    {
      label: 'ana.admin, no unit yet',
      input: { documentNumber: '52100001', userAccount: 'ana.admin@erm-demo.example.co' },
    },
    {
      label: 'ana.admin with a saved unit',
      input: {
        documentNumber: '52100001',
        userAccount: 'ana.admin@erm-demo.example.co',
        businessUnit: 'UN-ANDINA',
      },
    },
  ],
  events: {
    unitSelected: [{ type: 'unitSelected', label: 'UN-CARIBE', businessUnit: 'UN-CARIBE' }],
  },
  actors: {
    fetchStaffUser: [
      { label: 'a staff member', output: ana },
      { label: 'not staff', output: undefined },
      {
        label: 'server error',
        error: 'Todos los intentos fallaron. No se pudieron obtener los datos del usuario.',
      },
    ],
    fetchUseCases: [
      { label: 'every use case', output: ['AddEmployeeLink', 'RequestCertificate'] },
      {
        label: 'server error',
        error: 'Todos los intentos fallaron. No se pudieron obtener los casos de uso del staff.',
      },
    ],
  },
  simplePaths: false,
};
