// Calls 1–6 of SPEC §7: what the sign-in needs (portal, business manager, portal options, staff user,
// use cases, business units). Their machines turn a failure into the codes of SPEC §8.

import { isRecord } from '../../domain/coerce';
import {
  type BusinessManager,
  type BusinessUnit,
  type PortalData,
  type PortalOption,
  parseBusinessManager,
  parseBusinessUnit,
  parsePortalData,
  parsePortalOption,
} from '../../domain/entities/portal';
import { parseStaffUser, parseUseCases, type StaffUser } from '../../domain/entities/staff';
import { fetchMessages } from '../../domain/fetch-messages';
import { actions, type Caller, type CallOptions, firstOf, fixed, list, segment } from './caller';

/** The user account is cut to this many characters in the business-units path (SPEC §9). */
const userAccountPathLength = 20;

/** Header values must be ISO-8859-1; anything else is sent percent-encoded. */
const headerSafe = (value: string) =>
  /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(value) ? value : encodeURIComponent(value);

/** The session's calls over one caller. */
export function sessionCalls({ call, services }: Caller) {
  return {
    /** Call 1: the portal of a public code (first item of the answer); undefined on 204 or an empty list. */
    getPortalData(input: { portalCode: string } & CallOptions): Promise<PortalData | undefined> {
      return call(input, {
        method: 'GET',
        baseUrl: services.staffQuery,
        path: '/staff-portals-by-business-manager',
        query: { publicCode: input.portalCode },
        action: actions.portal,
        messages: fixed(fetchMessages.portal.failure, fetchMessages.portal.final),
        noContent: () => undefined,
        parse: (body) => firstOf(body, parsePortalData),
      });
    },

    /** Call 2: the business manager (operator); undefined on 204. */
    getBusinessManager(
      input: { businessManagerId: string } & CallOptions,
    ): Promise<BusinessManager | undefined> {
      return call(input, {
        method: 'GET',
        baseUrl: services.staffQuery,
        path: `/business-managers/${segment(input.businessManagerId)}`,
        action: actions.businessManager,
        messages: fixed(fetchMessages.businessManager.failure, fetchMessages.businessManager.final),
        noContent: () => undefined,
        parse: (body) => (isRecord(body) ? parseBusinessManager(body) : undefined),
      });
    },

    /** Call 3: portal options of a unit; [] on 204. `businessUnit` is both the query parameter and the header. */
    getPortalOptions(input: {
      staffPortalPublicCode: string;
      businessUnit: string;
      signal?: AbortSignal | undefined;
    }): Promise<PortalOption[]> {
      return call(input, {
        method: 'GET',
        baseUrl: services.staffPortals,
        path: '/staff-portals-by-business-manager',
        query: { staffPortalPublicCode: input.staffPortalPublicCode, businessUnit: input.businessUnit },
        action: actions.portalOptions,
        messages: fixed(fetchMessages.portalOptions.failure, fetchMessages.portalOptions.final),
        noContent: () => [],
        parse: (body) => list(body, parsePortalOption),
      });
    },

    /** Call 4: the staff user of a document number (first item); undefined on 204 or an empty list. */
    getStaffUser(
      input: { identificationDocumentNumber: string } & CallOptions,
    ): Promise<StaffUser | undefined> {
      return call(input, {
        method: 'GET',
        baseUrl: services.staffQuery,
        path: '/staffs',
        query: { identificationDocumentNumber: input.identificationDocumentNumber },
        action: actions.staffUser,
        messages: fixed(fetchMessages.user.failure, fetchMessages.user.final),
        noContent: () => undefined,
        parse: (body) => firstOf(body, parseStaffUser),
      });
    },

    /** Call 5: the staff member's use cases; [] on 204. `userName` goes in X-User-Name. */
    getUseCases(
      input: { businessManagerCode: string; businessUnitCode: string; userName: string } & CallOptions,
    ): Promise<string[]> {
      return call(input, {
        method: 'GET',
        baseUrl: services.staff,
        path: '/staffs',
        query: { businessManagerCode: input.businessManagerCode, businessUnitCode: input.businessUnitCode },
        action: actions.useCases,
        headers: { 'X-User-Name': headerSafe(input.userName) },
        messages: fixed(fetchMessages.useCases.failure, fetchMessages.useCases.final),
        noContent: () => [],
        parse: (body) => parseUseCases(body),
      });
    },

    /**
     * Call 6: the business units of the officer; [] on 204. (The deployment flag's sample units are the
     * credential-check machine's choice: with the flag on, this call is not made.)
     */
    getBusinessUnits(
      input: { userAccount: string; portalCode: string } & CallOptions,
    ): Promise<BusinessUnit[]> {
      return call(input, {
        method: 'GET',
        baseUrl: services.staffQuery,
        path: `/business-units-portal-staff/${segment(input.userAccount.slice(0, userAccountPathLength))}/${segment(input.portalCode)}`,
        action: actions.businessUnits,
        messages: { failure: fetchMessages.businessUnits.failure, final: fetchMessages.businessUnits.final },
        noContent: () => [],
        parse: (body) => list(body, parseBusinessUnit),
      });
    },
  };
}
