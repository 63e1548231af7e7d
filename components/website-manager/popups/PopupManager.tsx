'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import { useDeletePopup, websiteManagerQuery } from '@/lib/api/website-manager';
import { dayInZone } from '@/lib/dates';
import { PopupList } from './PopupList';

/** The dialog (its form, schema and preview) loads when a popup is first added or edited. */
const PopupDialog = dynamic(() => import('./PopupDialog').then((m) => m.PopupDialog), { ssr: false });

/** /website-manager/website-popup: the website's popups with create, edit (with a preview) and delete. */
export function PopupManager() {
  const { texts, deleteTexts } = useResourceTexts('websiteManager.popups', { intro: true });
  const website = useQuery(websiteManagerQuery());
  const remove = useDeletePopup();
  const { timeZone } = useCurrentLocation();
  // The store's day, not the browser's: the site shows a popup on the store's calendar.
  const today = dayInZone(new Date(), timeZone ?? undefined);
  // The list (and so the dialog) shows only once the website is loaded.
  const themeColor = website.data?.website_manager.theme_color ?? '';

  return (
    <ResourceSection
      query={website}
      items={(data) => data.website_manager.popups.map((p) => ({ ...p, name: p.title }))}
      texts={texts}
      skeleton={{ rowHeight: 96, spacing: 2 }}
      renderList={(list, { edit, remove: ask }) => (
        <PopupList popups={list} today={today} onEdit={edit} onDelete={ask} />
      )}
      renderEditor={(popup, close) => (
        <PopupDialog popup={popup} today={today} themeColor={themeColor} onClose={close} />
      )}
      deleteTexts={deleteTexts}
      deleteBusy={remove.isPending}
      onDelete={(popup, done) => remove.mutate(popup._id, { onSuccess: done })}
    />
  );
}
