'use client';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from './ConfirmDialog';
import type { useLeaveGuard } from './use-leave-guard';

/** Where the four texts of the question stand in the area's namespace. */
export interface LeaveKeys {
  title: string;
  text: string;
  leave: string;
  stay: string;
}

/** A `leave` group of messages (reservations.leave, floorPlan.leave). */
const GROUP_KEYS: LeaveKeys = { title: 'title', text: 'text', leave: 'leave', stay: 'stay' };

/** Keys beside the form's other texts (settingsForm, websiteWidget). */
export const FLAT_LEAVE_KEYS: LeaveKeys = { title: 'leaveTitle', text: 'leaveText', leave: 'leave', stay: 'stay' };

interface Props {
  guard: ReturnType<typeof useLeaveGuard>;
  /** Each area says in its own words what is lost, so the texts come from the area's namespace. */
  namespace: string;
  keys?: LeaveKeys;
}

/** The question useLeaveGuard asks before a form with unsaved changes is left. */
export function LeaveDialog({ guard, namespace, keys = GROUP_KEYS }: Props) {
  const t = useTranslations(namespace);
  return (
    <ConfirmDialog
      open={guard.asking}
      title={t(keys.title)}
      description={t(keys.text)}
      confirmLabel={t(keys.leave)}
      cancelLabel={t(keys.stay)}
      destructive
      onConfirm={guard.leave}
      onCancel={guard.stay}
    />
  );
}
