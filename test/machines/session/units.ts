// The two business units the session machine tests offer.
import type { SelectableClient } from '@src/domain/entities';

export const bogota: SelectableClient = {
  id: 'BOG',
  name: 'Unidad Bogotá',
  sigla: 'BOG',
  logo: '/logos/bog.svg',
};
export const medellin: SelectableClient = {
  id: 'MED',
  name: 'Unidad Medellín',
  sigla: 'MED',
  logo: '/logos/med.svg',
};
