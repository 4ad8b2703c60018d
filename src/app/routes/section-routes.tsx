// Sections whose issues have not landed yet: an "en construcción" page inside their layout.
import { UnderConstructionPage } from '../../features/placeholder/under-construction-page';

export function ContractsPlaceholderRoute() {
  return <UnderConstructionPage section="Contratos" />;
}
