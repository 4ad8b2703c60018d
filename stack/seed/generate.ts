// Builds the seed data in memory, relative to `today`, from a fixed random seed: the same data on
// every machine for the same day. The demo cases are in demo-cases.ts and demo-jose.ts (one function
// each), the random employees in generated-employees.ts, the row builders in builders.ts;
// docs/demo-data.md lists which employee shows which case.

import { loadAccounts } from '../accounts';
import {
  contract,
  employee,
  type Json,
  resetRequestNumbers,
  type SeedEmployee,
  type SeedRequest,
  staffNames,
  statuses,
  type Unit,
  unitByCode,
} from './builders';
import {
  businessManager,
  businessManagerCode,
  businessManagerId,
  businessUnits,
  loadStaffMemberships,
  missingOptionsByUnit,
  portalOptionDefinitions,
  portalPublicCode,
  remunerationProfiles,
  staffMemberships,
} from './catalog';
import { curriculaOf, type SeedAttachment } from './curricula';
import { bogotaDay, isoDay } from './dates';
import {
  angelaNothingInProcess,
  inigoNoValidContract,
  mariaBegonaRenewable,
  type PersonBuilder,
  type SeedCase,
  sofiaLinkingInProgress,
  ximenaAnotherUnit,
} from './demo-cases';
import { joseEveryRequest } from './demo-jose';
import { generatedEmployees } from './generated-employees';
import { type SeedHistoryEntry, withHistory } from './history';
import { createRandom } from './random';
import { withOnboardingRequirements } from './requests';

const seedNumber = 20_240_501;

export interface SeedData {
  referenceDate: string;
  portal: Json;
  businessManager: Json;
  businessUnits: { code: string; position: number; document: Json }[];
  portalOptions: { optionStaffId: string; unitCode: string; position: number; document: Json }[];
  staff: {
    staffId: string;
    accountId: string;
    identificationDocumentNumber: string;
    userAccount: string;
    document: Json;
    units: { unitCode: string; roleName: string; useCases: string[] }[];
  }[];
  employees: SeedEmployee[];
  /** The requests, each at the version of its last history entry. */
  requests: (SeedRequest & { version: number })[];
  /** What happened to each request (table request_history). */
  history: SeedHistoryEntry[];
  /** The onboarding requests' CVs, kept apart from the requests (request_attachments). */
  attachments: SeedAttachment[];
  remunerationProfiles: { id: string; position: number; document: Json }[];
}

/**
 * UN-ANDINA's employees in the demo seed (the demo cases and the generated ones).
 * @internal
 */
export const defaultAndinaEmployees = 525;
/** STACK_SEED_EMPLOYEES at most (the ids of the extra employees stay below the next range). */
const maxSeedEmployees = 100_000;
/** The first id of the employees added to UN-ANDINA beyond the demo seed's. */
const extraEmployeesFirstId = 400_001;

export interface SeedOptions {
  /**
   * UN-ANDINA's employees (STACK_SEED_EMPLOYEES): more than the demo seed's 525 adds generated ones after
   * every other row, so the demo cases and the other units stay the same. Fewer is not possible.
   */
  andinaEmployees?: number | undefined;
  /**
   * STACK_LOAD_ACCOUNTS: staff records for the load bench's accounts `carga.001`… (../accounts.ts), after
   * the demo staff, so the demo's staff ids stay the same.
   */
  loadAccounts?: number | undefined;
}

/** Builds every row of the seed for the Bogotá date of `now`. */
export function generateSeed(now: Date, options: SeedOptions = {}): SeedData {
  resetRequestNumbers();
  const today = bogotaDay(now);
  const random = createRandom(seedNumber);
  const andina = unitByCode('UN-ANDINA');
  const caribe = unitByCode('UN-CARIBE');
  const pacifico = unitByCode('UN-PACIFICO');
  const employees: SeedEmployee[] = [];
  const requests: SeedRequest[] = [];
  const add = (unit: Unit, document: Json, pendingDays: Json[]) => {
    const contracts = document.employmentContracts as Json[];
    employees.push({
      employeeId: String(document.employeeId),
      unitCode: unit.businessUnitPublicCode,
      names: String(document.names),
      surnames: String(document.surnames),
      contractStatuses: statuses(contracts),
      document,
      pendingDays,
    });
  };
  const seedPerson = (employeeId: string, unit: Unit): PersonBuilder => {
    let index = 0;
    return {
      contract: (input) => {
        index += 1;
        return contract({ ...input, employeeId, unit, index });
      },
      employee: (input) => employee({ ...input, employeeId, unit, random }),
      add: (document, pendingDays) => add(unit, document, pendingDays),
    };
  };
  const seed: SeedCase = { today, random, andina, caribe, pacifico, seedPerson, requests, add };

  // The order is the order the random source is drawn in: keep it, or every generated person changes.
  joseEveryRequest(seed);
  mariaBegonaRenewable(seed);
  inigoNoValidContract(seed);
  sofiaLinkingInProgress(seed);
  angelaNothingInProcess(seed);
  generatedEmployees(seed, andina, 100006, 520);
  ximenaAnotherUnit(seed);
  generatedEmployees(seed, caribe, 200002, 40);
  generatedEmployees(seed, pacifico, 300001, 15);
  // A large unit (STACK_SEED_EMPLOYEES): drawn last, so every row above stays as it is.
  const extra = Math.min(maxSeedEmployees, options.andinaEmployees ?? 0) - defaultAndinaEmployees;
  if (extra > 0) generatedEmployees(seed, andina, extraEmployeesFirstId, extra);

  const bench = loadAccounts(options.loadAccounts ?? 0);
  const everyStaff = { ...staffMemberships, ...loadStaffMemberships(bench.map((a) => a.accountId)) };
  const names = new Map([...staffNames, ...bench.map((a) => [a.accountId, a] as const)]);
  const staff = Object.entries(everyStaff).map(([accountId, memberships], index) => {
    const account = names.get(accountId);
    if (!account) throw new Error(`unknown account ${accountId}`);
    const staffId = `STF-${String(index + 1).padStart(3, '0')}`;
    return {
      staffId,
      accountId,
      identificationDocumentNumber: account.identificationDocumentNumber,
      userAccount: account.userAccount,
      units: memberships.map((m) => ({ unitCode: m.unit, roleName: m.role, useCases: [...m.useCases] })),
      document: {
        staffId,
        staffName: account.name,
        biologicalSex: ['ana.admin', 'carla.consulta'].includes(accountId) ? 'F' : 'M',
        birthDay: isoDay(today - 12_000 - index * 400),
        identificationTypeNaturalPerson: 'CC',
        identificationDocumentNumber: account.identificationDocumentNumber,
        principalEmail: account.email,
        principalPhone: `3${String(101_000_000 + index * 1_111_111)}`,
        businessManagerCode,
        businessManagerName: businessManager.descriptionUse,
        missionName: 'Gestión humana',
        staffByBusinessUnitAndRole: memberships.map((m) => ({
          staffId,
          roleName: m.role,
          businessUnitCode: m.unit,
          BusinessUnitName: unitByCode(m.unit).descriptionUse,
        })),
      },
    };
  });

  const portalOptions = businessUnits.flatMap((unit) =>
    portalOptionDefinitions
      .filter(([code]) => !(missingOptionsByUnit[unit.businessUnitPublicCode] ?? []).includes(code))
      .map(([publicCode, abbreviatedName, descriptionUse, useCaseName], position) => {
        const optionStaffId = `OPT-${String(portalOptionDefinitions.findIndex(([code]) => code === publicCode) + 1).padStart(2, '0')}`;
        return {
          optionStaffId,
          unitCode: unit.businessUnitPublicCode,
          position,
          document: {
            optionStaffId,
            publicCode,
            abbreviatedName,
            descriptionUse,
            parentOptionId: '',
            useCaseName,
            subOption: [],
          },
        };
      }),
  );

  const told = withHistory(withOnboardingRequirements(requests), today);
  const allOptions = portalOptionDefinitions.map((_, index) => `OPT-${String(index + 1).padStart(2, '0')}`);
  return {
    referenceDate: isoDay(today),
    portal: {
      abbreviatedName: 'Portal ERM',
      businessManagerId,
      descriptionUse: 'Portal de gestión humana ERM (demostración)',
      publicCode: portalPublicCode,
      staffPortalId: 'SP-0001',
      url: 'http://localhost:5173/?portal=ERM-DEMO',
      businessUnit: 'UN-ANDINA',
      portalCode: portalPublicCode,
      employeePortalCatalogId: 'EPC-0001',
      employeePortalId: 'EP-0001',
      optionsByStaffPortalBusinessManager: allOptions.map((optionStaffId) => ({
        optionStaffId,
        staffPortalCatalogId: 'SPC-0001',
        staffPortalId: 'SP-0001',
      })),
    },
    businessManager,
    businessUnits: businessUnits.map(({ companyName: _company, ...unit }, position) => ({
      code: unit.businessUnitPublicCode,
      position,
      document: unit,
    })),
    portalOptions,
    staff,
    employees,
    requests: told.requests,
    history: told.history,
    attachments: curriculaOf(requests),
    remunerationProfiles: remunerationProfiles.map(([id, name, description], position) => ({
      id,
      position,
      document: {
        remunerationProfileId: id,
        remunerationProfileName: name,
        remunerationProfileDescription: description,
      },
    })),
  };
}
