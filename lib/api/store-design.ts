import { useMutation } from '@tanstack/react-query';
import type { DesignKind, StoreDesignRequest } from '@/lib/contract/store-design';
import { apiCall } from './api-client';
import { useApiMutation } from './api-mutation';
import { apiQuery } from './api-query';
import { schemasOf } from './schema-source';

// Reply schemas load with the first call that parses one (schema-source.ts).
const menuToolsSchemas = schemasOf(() => import('@/lib/contract/menu-tools'));
const storeDesignSchemas = schemasOf(() => import('@/lib/contract/store-design'));

/** SPEC §7: online orders' design at setting/banner, catering's at catering-setting/banner. */
const designPath = (kind: DesignKind) => (kind === 'order' ? 'setting/banner' : 'catering-setting/banner');

export const storeDesignKeys = {
  all: ['store', 'design'] as const,
  kind: (kind: DesignKind) => [...storeDesignKeys.all, kind] as const,
};

export const storeDesignQuery = (kind: DesignKind) =>
  apiQuery(storeDesignKeys.kind(kind), { path: designPath(kind), schema: storeDesignSchemas('storeDesignReply') });

export const useSaveStoreDesign = (kind: DesignKind) =>
  useApiMutation(
    (body: StoreDesignRequest) => ({ path: designPath(kind), method: 'PUT', body }),
    storeDesignSchemas('storeDesignReply'),
    {
      reload: () => [storeDesignKeys.kind(kind)],
      inlineErrors: true,
    },
  );

/**
 * POST upload of a design image; `logo` asks the server for the logo rule (230×87, PNG/JPEG/WebP,
 * under 1 MB) as the file arrives. Its failure shows beside the field, not as a notice too.
 */
export function useUploadDesignImage(purpose: 'logo' | 'banner') {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiCall('upload', menuToolsSchemas('uploadReply'), {
        method: 'POST',
        body: form,
        query: purpose === 'logo' ? { purpose } : undefined,
      });
    },
    meta: { inlineErrors: true },
  });
}
