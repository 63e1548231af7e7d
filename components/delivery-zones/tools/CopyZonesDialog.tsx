'use client';
import { FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { useCopyZones, type ZoneCopyMode } from '@/lib/api/delivery-zone-tools';
import type { ZoneKind } from '@/lib/contract/delivery-zones';

export interface CopyZonesDialogProps {
  open: boolean;
  kind: ZoneKind;
  /** Add to the target's zones, or take their place (the same choice as the import's). */
  mode: ZoneCopyMode;
  /** The business's other locations the member may see. */
  locations: { id: string; name: string }[];
  onClose: () => void;
}

/** Copies this location's zones of one kind to another location of the business. */
export function CopyZonesDialog({ open, kind, mode, locations, onClose }: CopyZonesDialogProps) {
  const t = useTranslations('deliveryZoneTools.copy');
  const copy = useCopyZones();
  const [target, setTarget] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!target);
    if (target) copy.mutate({ to_location_id: target, kind, mode }, { onSuccess: onClose });
  };
  const failure = missing ? t('chooseLocation') : copy.error?.message;
  return (
    <FormDialog
      open={open}
      title={t('title')}
      failure={failure}
      onCancel={onClose}
      onExited={() => {
        copy.reset();
        setTarget('');
        setMissing(false);
      }}
      busy={copy.isPending}
      cancelLabel={t('cancel')}
      submitLabel={t('submit')}
      onSubmit={submit}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {mode === 'replace' ? t('introReplace') : t('introAppend')}
      </Typography>
      <RadioGroup
        value={target}
        onChange={(e) => {
          setTarget(e.target.value);
          setMissing(false);
        }}
        aria-label={t('location')}
      >
        {locations.map((l) => (
          <FormControlLabel key={l.id} value={l.id} control={<Radio />} label={l.name} />
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
