'use client';
import { PlainOutlinedField, SearchGlyph } from '@/components/ui/form/PlainOutlinedField';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import { userQuery } from '@/lib/api/account';
import { staffQuery, useDeleteStaff } from '@/lib/api/staff';
import type { StaffMember } from '@/lib/contract';
import column from '@/components/ui/page-column.module.css';
import { StaffTable } from './StaffTable';
import { matchesSearch } from './staff-search';

/** The drawer (form and zod rules) and the preview load when first opened, not with the page. */
const StaffDrawer = dynamic(() => import('./StaffDrawer').then((m) => m.StaffDrawer), { ssr: false });
const ViewAsDialog = dynamic(() => import('./ViewAsDialog').then((m) => m.ViewAsDialog), { ssr: false });

/** /manage/employees: the team with search, create, edit, delete and "view as". The page prefetches the list. */
export function StaffManager() {
  const t = useTranslations('staff');
  const { texts, deleteTexts } = useResourceTexts('staff', { intro: true });
  const staff = useQuery(staffQuery());
  const account = useQuery(userQuery());
  const remove = useDeleteStaff();
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<StaffMember | null>(null);

  const locations = account.data?.business?.locations;
  const locationNames = useMemo(() => new Map((locations ?? []).map((l) => [l._id, l.name])), [locations]);
  const options = useMemo(() => locations?.map((l) => ({ _id: l._id, name: l.name })), [locations]);

  return (
    <div className={column.list}>
      <PlainOutlinedField
        type="search"
        size="small"
        label={t('search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        startIcon={<SearchGlyph />}
        margin="none"
        style={{ maxWidth: 360 }}
      />
      <ResourceSection
        query={staff}
        items={(data) => data.staffs.filter((m) => matchesSearch(m, search))}
        texts={texts}
        skeleton={{ rowHeight: 52, spacing: 1 }}
        renderList={(list, { edit, remove: ask }) => (
          <StaffTable staff={list} locationNames={locationNames} onViewAs={setViewing} onEdit={edit} onDelete={ask} />
        )}
        renderEditor={(member, close) => (
          <StaffDrawer
            member={member}
            locations={options}
            callerPermissions={account.data?.user.role === 'owner' ? null : (account.data?.user.permissions ?? null)}
            onClose={close}
          />
        )}
        deleteTexts={deleteTexts}
        deleteBusy={remove.isPending}
        onDelete={(member, done) => remove.mutate(member._id, { onSuccess: done })}
      />
      {viewing && account.data && (
        <ViewAsDialog member={viewing} viewer={account.data} onClose={() => setViewing(null)} />
      )}
    </div>
  );
}
