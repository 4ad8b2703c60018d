import type { PortalOption, SelectableClient } from '@src/domain/entities';
import { canSwitchUnit } from '@src/domain/rules/portal';
import { enabledSections } from '@src/domain/sections';
import { Card } from '@ui/card';
import { Select } from '@ui/select';
import { plainLink, type RenderLink } from '@ui/utils/link';
import type { ReactNode } from 'react';
import * as styles from './home.css';
import { homePageTexts } from './home-texts';

export interface HomePageProps {
  /** The signed-in user's name, for the greeting. */
  userName: string;
  /** The portal options (call 3): a feature card shows when its public code is listed. */
  portalOptions: readonly Pick<PortalOption, 'publicCode'>[];
  /** The user's business units: the switcher shows when there is more than one. */
  businessUnits: readonly SelectableClient[];
  /** The selected unit's id. */
  selectedUnitId: string;
  /** Called with the id of the unit chosen in the switcher (the app then goes to employee selection). */
  onChangeUnit: (unitId: string) => void;
  /** The employee header card (with pending vacation days), rendered by the app from its machine. */
  employeeCard: ReactNode;
  /** Renders links with the app's router (default: a plain anchor). */
  renderLink?: RenderLink;
}

/**
 * Home (/): a greeting, the employee header card (a slot) with pending vacation days, the business-unit
 * switcher when there is more than one unit, and a card per enabled feature.
 */
export function HomePage({
  userName,
  portalOptions,
  businessUnits,
  selectedUnitId,
  onChangeUnit,
  employeeCard,
  renderLink = plainLink,
}: HomePageProps) {
  // One card per enabled section of src/domain/sections.ts, in SPEC §1's order; a section without a
  // route yet shows its card without a link.
  const enabled = enabledSections(portalOptions);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.greeting}>{homePageTexts.greeting(userName)}</h1>
          <p className={styles.lead}>{homePageTexts.lead}</p>
        </div>
        {canSwitchUnit(businessUnits) && (
          <Select
            label={homePageTexts.unitSwitcher}
            options={businessUnits.map((unit) => ({ id: unit.id, label: unit.name, value: unit.id }))}
            value={selectedUnitId}
            onChange={(id) => {
              if (id !== '' && id !== selectedUnitId) onChangeUnit(id);
            }}
          />
        )}
      </div>

      <div className={styles.employeeSlot}>{employeeCard}</div>

      <section aria-labelledby="home-features-title" className={styles.page}>
        <h2 id="home-features-title" className={styles.sectionTitle}>
          {homePageTexts.featuresTitle}
        </h2>
        <ul className={styles.cards}>
          {enabled.map(({ feature, label, path }) => {
            return (
              <li key={feature}>
                <Card
                  title={label}
                  footer={
                    path
                      ? renderLink({
                          href: path,
                          className: styles.link,
                          children: homePageTexts.goTo(label),
                        })
                      : undefined
                  }
                >
                  <p className={styles.cardText}>{homePageTexts.descriptions[feature]}</p>
                  {!path && <p className={styles.cardText}>{homePageTexts.comingSoon}</p>}
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
