'use client';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';
import { useAddRoom, useRenameRoom } from '@/lib/api/floor-plan';
import { floorRoomRenameRequest, type FloorPlanReply, type FloorRoom } from '@/lib/contract/floor-plan';

interface Props {
  /** The room renamed; undefined adds one. */
  room: FloorRoom | undefined;
  /** After a successful save: the plan as the API answered it. */
  onSaved: (reply: FloorPlanReply) => void;
  onClose: () => void;
}

/** Names a new room or renames one; the API's errors (a name taken, too long) land on the field. */
export function RoomNameDialog({ room, onSaved, onClose }: Props) {
  const t = useTranslations('floorPlan.rooms');
  const add = useAddRoom();
  const rename = useRenameRoom();
  const { form, dialog } = useDialogForm(floorRoomRenameRequest, { name: room?.name ?? '' }, ['name']);
  const onSubmit = form.handleSubmit((body) => {
    const sending = dialog.sending<FloorPlanReply>({ onSuccess: onSaved });
    if (room) rename.mutate({ id: room._id, body }, sending);
    else add.mutate(body, sending);
  });
  return (
    <FormDialog
      {...dialog.props}
      busy={add.isPending || rename.isPending}
      onSubmit={onSubmit}
      onExited={onClose}
      title={room ? t('renameTitle', { name: room.name }) : t('addTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <FormTextField control={form.control} name="name" label={t('name')} required autoFocus fullWidth sx={{ mt: 1 }} />
    </FormDialog>
  );
}
