import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { classNames } from '@/components/ui/class-names';
import { PlainButton, plainButtonClass } from '@/components/ui/PlainButton';
import { PlainChip } from '@/components/ui/PlainChip';
import { PlainIcon } from '@/components/ui/PlainIcon';
import type { OnboardingFlag } from '@/lib/contract';
import styles from './getting-started.module.css';
import { onboardingIcons } from './onboarding-icons';
import type { StepAction } from './steps';

interface Props {
  flag: OnboardingFlag;
  action: StepAction;
  done: boolean;
  /** False when the member may not do this step (its page is not theirs): the owner does it. */
  allowed: boolean;
  /** The test order: nothing on the menu can be ordered yet; `menuHref` when the member may fill it. */
  emptyMenu?: { menuHref?: string };
  placing: boolean;
  onPlaceTestOrder: () => void;
}

/** One checklist row: state, title, description, and where to do the step (or why it cannot be done here). */
export function GettingStartedStep({ flag, action, done, allowed, emptyMenu, placing, onPlaceTestOrder }: Props) {
  const t = useTranslations('gettingStarted');
  const title = t(`steps.${flag}.title`);
  return (
    <li className={styles.step}>
      <div className={styles.stepMain}>
        {done ? (
          <span className={classNames(styles.stateIcon, styles.doneIcon)}>
            <PlainIcon path={onboardingIcons.checkCircle} />
          </span>
        ) : (
          <span className={classNames(styles.stateIcon, styles.todoIcon)} role="img" aria-label={t('notDone')}>
            <PlainIcon path={onboardingIcons.radioUnchecked} />
          </span>
        )}
        <div className={styles.stepText}>
          <div className={styles.stepHead}>
            <h2 className={styles.stepTitle}>{title}</h2>
            {done && <PlainChip label={t('done')} color="success" variant="outlined" />}
          </div>
          <p className={styles.secondary}>{t(`steps.${flag}.description`)}</p>
        </div>
      </div>
      <div className={styles.stepAction}>
        {!allowed ? (
          <p className={styles.secondary}>{t('askOwner')}</p>
        ) : action.kind === 'link' ? (
          <NextLink
            href={action.href}
            className={plainButtonClass({ variant: done ? 'text' : 'outlined' })}
            aria-label={t(done ? 'reviewStep' : 'startStep', { step: title })}
          >
            {t(done ? 'review' : 'start')}
          </NextLink>
        ) : emptyMenu ? (
          <div className={styles.emptyMenu}>
            <p className={styles.secondary}>{t('emptyMenu')}</p>
            {emptyMenu.menuHref && (
              <NextLink href={emptyMenu.menuHref} className={plainButtonClass({ variant: 'outlined' })}>
                {t('addMenuItems')}
              </NextLink>
            )}
          </div>
        ) : (
          <PlainButton variant={done ? 'outlined' : 'contained'} busy={placing} onClick={onPlaceTestOrder}>
            {t(done ? 'placeAnotherTestOrder' : 'placeTestOrder')}
          </PlainButton>
        )}
      </div>
    </li>
  );
}
