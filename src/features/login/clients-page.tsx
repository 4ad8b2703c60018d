import type { businessUnitChoiceMachine } from '@machines/session/business-unit-choice.machine';
import { loginTexts } from '@src/domain/texts';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { RadioGroup, type RadioOption } from '@ui/radio-group';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as styles from './login-pages.css';

export interface ClientsPageProps {
  /**
   * The running business-unit-choice actor, started with the user's units as input and with the
   * real `selectUnit` (saved state) and `goToLoadingApp` (navigation) actions.
   */
  actorRef: ActorRefFrom<typeof businessUnitChoiceMachine>;
}

/**
 * login/{user_id}/clients: 'Unidades de negocio', a radio list of the units (label and logo) and
 * 'Continuar', disabled until one is chosen. Above five units the list scrolls (non-mobile screens).
 */
export function ClientsPage({ actorRef }: ClientsPageProps) {
  const units = useSelector(actorRef, (snapshot) => snapshot.context.units);
  const chosenId = useSelector(actorRef, (snapshot) => snapshot.context.chosenId ?? '');
  const noUnits = useSelector(actorRef, (snapshot) => snapshot.matches('noUnits'));
  const canContinue = useSelector(actorRef, (snapshot) => snapshot.can({ type: 'CONTINUE' }));
  const options: RadioOption[] = units.map((unit) => ({
    id: unit.id,
    label: unit.name,
    adornment: unit.logo ? <img className={styles.logo} src={unit.logo} alt="" /> : undefined,
  }));
  return (
    <section className={styles.page} aria-labelledby="clients-title">
      <h1 id="clients-title" className={styles.title}>
        {loginTexts.clientsTitle}
      </h1>
      {noUnits ? (
        <EmptyState title={loginTexts.noBusinessUnits} />
      ) : (
        <form
          className={styles.page}
          onSubmit={(event) => {
            event.preventDefault();
            actorRef.send({ type: 'CONTINUE' });
          }}
        >
          <div className={styles.unitList} data-scrolls={units.length > styles.unitsBeforeScrolling}>
            <RadioGroup
              label={loginTexts.clientsSubtitle}
              name="businessUnit"
              options={options}
              value={chosenId}
              onChange={(unitId) => actorRef.send({ type: 'CHOOSE', unitId })}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={!canContinue}>
              {loginTexts.continue}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
