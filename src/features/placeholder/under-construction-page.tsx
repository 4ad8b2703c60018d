import { EmptyState } from '@ui/empty-state';
import { underConstructionTexts } from './placeholder-texts';

export interface UnderConstructionPageProps {
  /** The section's name, e.g. 'Vacaciones'. */
  section: string;
}

/** The "en construcción" page of a section not built yet (inside its layout). */
export function UnderConstructionPage({ section }: UnderConstructionPageProps) {
  return (
    <section aria-labelledby="under-construction-title">
      <h1 id="under-construction-title">{section}</h1>
      <EmptyState title={underConstructionTexts.title} description={underConstructionTexts.description} />
    </section>
  );
}
