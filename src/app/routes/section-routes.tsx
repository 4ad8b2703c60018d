// Sections whose issues have not landed yet: an "en construcción" page inside their layout.
import { UnderConstructionPage } from '../../features/placeholder/under-construction-page';

export function HolidaysPlaceholderRoute() {
  return <UnderConstructionPage section="Vacaciones" />;
}

export function CertificationsPlaceholderRoute() {
  return <UnderConstructionPage section="Certificaciones" />;
}

export function ContractsPlaceholderRoute() {
  return <UnderConstructionPage section="Contratos" />;
}

export function RequestsPlaceholderRoute() {
  return <UnderConstructionPage section="Solicitudes en trámite" />;
}

export function VacationApprovalPlaceholderRoute() {
  return <UnderConstructionPage section="Aprobación de vacaciones" />;
}
