import { z } from 'zod';
import { MV, menuName, type Category, type CategoryRequest } from '@/lib/contract';

/** The contract's category rules (SPEC §5 names: 3 to 20 characters), on the drawer's fields. */
export const categoryForm = z.object({
  name: menuName(),
  description: z.string().trim().max(500, MV.max500),
  available: z.boolean(),
});

export type CategoryFormIn = z.input<typeof categoryForm>;
export type CategoryFormOut = z.output<typeof categoryForm>;

export const CATEGORY_FIELDS = ['name', 'description', 'available'] as const;
export const NAME_MAX = 20;

export function toFormValues(c: Category | undefined): CategoryFormIn {
  return { name: c?.name ?? '', description: c?.description ?? '', available: c?.available ?? true };
}

/** An emptied description is sent as "" so that an edit removes it. */
export function toRequest(v: CategoryFormOut): CategoryRequest {
  return { name: v.name, description: v.description, available: v.available };
}
