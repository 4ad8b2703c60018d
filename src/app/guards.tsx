// Route guards (SPEC §2, §6): no selected client → /login; no selected employee → employee selection;
// a section whose privilege the staff member lacks, or a request section for an employee without a
// valid contract → the 'Acción inhabilitada' modal.

import { InfoModal } from '@ui/info-modal';
import { Spinner } from '@ui/spinner';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { guardTexts } from '../domain/gate-texts';
import { canEnterSection, needsValidContract } from '../domain/permissions';
import { hasValidContract } from '../domain/rules/contracts';
import { useSelectedEmployeeActor } from './layout/selected-employee-scope';
import { usePortal, useSelection, useSessionUser } from './session/app-session';

/** Without a selected business unit the person goes back to the login flow. */
export function RequireClient({ children }: { children: ReactNode }) {
  const { selectedClient } = useSelection();
  if (!selectedClient) return <Navigate to="/login" replace />;
  return children;
}

/** Without a selected employee the person goes to employee selection. */
export function RequireEmployee({ children }: { children: ReactNode }) {
  const { selectedEmployeeId } = useSelection();
  if (!selectedEmployeeId) return <Navigate to="/employees/select-employee" replace />;
  return children;
}

export interface SectionGuardViewProps {
  allowed: boolean;
  /** The use cases are still loading and none are saved: wait. */
  waiting: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** What the privilege guard shows: the page, a spinner, or the 'Acción inhabilitada' modal. */
export function SectionGuardView({ allowed, waiting, onClose, children }: SectionGuardViewProps) {
  if (allowed) return children;
  if (waiting)
    return (
      <div aria-busy="true">
        <Spinner label={guardTexts.loading} />
      </div>
    );
  return (
    <InfoModal
      isOpen
      title={guardTexts.disabledTitle}
      buttonText={guardTexts.understood}
      appearance="warning"
      onClose={onClose}
    >
      <p>{guardTexts.disabledBody}</p>
    </InfoModal>
  );
}

/**
 * Each routed section needs its privilege (src/domain/permissions.ts sectionPrivileges); a section that
 * creates a request also needs the employee to have a valid contract (needsValidContract).
 */
export function SectionGuard({ children }: { children: ReactNode }) {
  const { useCases } = useSessionUser();
  const { staffRef } = usePortal();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const staffReady = useSelector(staffRef, (snapshot) => snapshot.hasTag('ready'));
  const allowed = canEnterSection(pathname, useCases);
  const onClose = () =>
    navigate(pathname.startsWith('/employees') ? '/employees/select-employee' : '/', { replace: true });
  return (
    <SectionGuardView allowed={allowed} waiting={!staffReady && useCases.length === 0} onClose={onClose}>
      {needsValidContract(pathname) ? (
        <ValidContractGuard onClose={onClose}>{children}</ValidContractGuard>
      ) : (
        children
      )}
    </SectionGuardView>
  );
}

/**
 * The selected employee must have a valid contract (call 8): a spinner while it loads, the
 * 'Acción inhabilitada' modal without one. A failed load is left to the page, which says so.
 */
function ValidContractGuard({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const employeeRef = useSelectedEmployeeActor();
  const state = useSelector(employeeRef, (snapshot) => {
    if (!snapshot.matches({ employee: 'loaded' }))
      return snapshot.matches({ employee: 'failed' }) ? 'failed' : 'loading';
    const contracts = snapshot.context.employee?.employmentContracts ?? [];
    return hasValidContract(contracts, new Date()) ? 'valid' : 'none';
  });
  return (
    <SectionGuardView
      allowed={state === 'valid' || state === 'failed'}
      waiting={state === 'loading'}
      onClose={onClose}
    >
      {children}
    </SectionGuardView>
  );
}
