'use client';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { openedLazily } from '@/components/ui/opened-lazily';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { ApiError } from '@/lib/api/api-error';
import { exportZones, useImportZones, type ZoneCopyMode } from '@/lib/api/delivery-zone-tools';
import type { ZoneKind } from '@/lib/contract/delivery-zones';
import { downloadText } from '@/lib/download';
import { slugify } from '@/lib/menu-csv/file-name';
import { featureErrors, type FeatureErrors } from './import-errors';
import type { CopyZonesDialogProps } from './CopyZonesDialog';

const CopyZonesDialog = openedLazily<CopyZonesDialogProps>(
  () => import('./CopyZonesDialog').then((m) => m.CopyZonesDialog),
  (p) => p.open,
);

/** The file's text (FileReader: older browsers have no Blob.text). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

interface ImportFailure {
  message: string;
  features: FeatureErrors[];
}

/** The refusal of an import, feature by feature (the server takes all the file or nothing). */
function ImportFailureAlert({ failure }: { failure: ImportFailure }) {
  const t = useTranslations('deliveryZoneTools.transfer');
  return (
    <Alert severity="error" data-testid="zone-import-errors">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('importRefused')}
      </Typography>
      {failure.features.length === 0 ? (
        <Typography variant="body2">{failure.message}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {failure.features.map(({ feature, messages }) => (
            <li key={feature ?? 'file'}>
              <Typography variant="body2">
                {feature == null
                  ? t('fileError', { message: messages.join(' ') })
                  : t('featureError', { n: feature, message: messages.join(' ') })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** Issue 14 item 5: GeoJSON export and import of this location's zones, and a copy to another location. */
export function ZoneTransfer({ kind }: { kind: ZoneKind }) {
  const t = useTranslations('deliveryZoneTools.transfer');
  const { current, others } = useCurrentLocation();
  const importZones = useImportZones(kind);
  const input = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<ZoneCopyMode>('append');
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);

  const exportFile = async () => {
    setExporting(true);
    try {
      const collection = await exportZones(kind);
      const place = slugify(current?.name ?? '') || 'location';
      downloadText(JSON.stringify(collection, null, 2), `${kind}-zones-${place}.geojson`, 'application/geo+json');
    } catch (err) {
      setFailure({ message: (err as Error).message, features: [] });
    } finally {
      setExporting(false);
    }
  };

  const importFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setFailure(null);
    let collection: unknown;
    try {
      collection = JSON.parse(await readText(file));
    } catch {
      setFailure({ message: t('notJson', { name: file.name }), features: [] });
      return;
    }
    importZones.mutate(
      { collection, mode },
      {
        onError: (err) =>
          setFailure({
            message: err.message,
            features: err instanceof ApiError ? featureErrors(err.fieldErrors) : [],
          }),
      },
    );
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="zone-transfer-title">
      <Typography id="zone-transfer-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={() => void exportFile()}
          loading={exporting}
        >
          {t('export')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => input.current?.click()}
          loading={importZones.isPending}
        >
          {t('import')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".geojson,.json,application/geo+json,application/json"
          hidden
          data-testid="zone-import-file"
          onChange={(e) => void importFile(e.target.files?.[0])}
        />
      </Stack>
      <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as ZoneCopyMode)} aria-label={t('modeLabel')}>
        <FormControlLabel value="append" control={<Radio size="small" />} label={t('append')} />
        <FormControlLabel value="replace" control={<Radio size="small" />} label={t('replace')} />
      </RadioGroup>
      {failure && <ImportFailureAlert failure={failure} />}
      <Button
        variant="outlined"
        onClick={() => setCopyOpen(true)}
        disabled={others.length === 0}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('copy')}
      </Button>
      {others.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('noOtherLocation')}
        </Typography>
      )}
      <CopyZonesDialog
        open={copyOpen}
        kind={kind}
        mode={mode}
        locations={others.map((l) => ({ id: l._id, name: l.name }))}
        onClose={() => setCopyOpen(false)}
      />
    </Stack>
  );
}
