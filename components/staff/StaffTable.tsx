'use client';
import { useTranslations } from 'next-intl';
import { PlainIconButton } from '@/components/ui/PlainButton';
import { PlainChip } from '@/components/ui/PlainChip';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { iconPaths } from '@/components/ui/icon-paths';
import table from '@/components/ui/plain-table.module.css';
import type { StaffMember } from '@/lib/contract';
import styles from './staff.module.css';

interface Props {
  staff: StaffMember[];
  /** Location names by id, to show where each member works. */
  locationNames: ReadonlyMap<string, string>;
  onViewAs: (member: StaffMember) => void;
  onEdit: (member: StaffMember) => void;
  onDelete: (member: StaffMember) => void;
}

/** The team as a plain table drawn as MUI's: it is the page's first screen (issue 11). */
export function StaffTable({ staff, locationNames, onViewAs, onEdit, onDelete }: Props) {
  const t = useTranslations('staff');
  return (
    <div className={table.outlined}>
      <table className={table.table} aria-label={t('table.label')}>
        <thead>
          <tr>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.email')}</th>
            <th scope="col">{t('table.role')}</th>
            <th scope="col">{t('table.locations')}</th>
            <th scope="col" className={table.end}>
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member._id}>
              <th scope="row" className={styles.wrap}>
                {member.name}
                {member.invitation_pending && (
                  <PlainChip variant="outlined" label={t('table.invited')} className={styles.invited} />
                )}
              </th>
              <td className={styles.wrap}>{member.user.email}</td>
              <td>{t(`form.roles.${member.role}`)}</td>
              <td>
                {member.locations.map((l) => locationNames.get(l.location_id) ?? t('form.locationUnknown')).join(', ')}
              </td>
              <td className={`${table.end} ${styles.actions}`}>
                {/* The browser's own tooltip (title): MUI's would bring its positioning engine to the page. */}
                <PlainIconButton
                  title={t('actions.viewAs')}
                  aria-label={t('actions.viewAsNamed', { name: member.name })}
                  onClick={() => onViewAs(member)}
                >
                  <PlainIcon path={iconPaths.visibility} />
                </PlainIconButton>
                <PlainIconButton
                  title={t('actions.edit')}
                  aria-label={t('actions.editNamed', { name: member.name })}
                  onClick={() => onEdit(member)}
                >
                  <PlainIcon path={iconPaths.edit} />
                </PlainIconButton>
                <PlainIconButton
                  title={t('actions.delete')}
                  aria-label={t('actions.deleteNamed', { name: member.name })}
                  onClick={() => onDelete(member)}
                >
                  <PlainIcon path={iconPaths.deleteOutlined} />
                </PlainIconButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
