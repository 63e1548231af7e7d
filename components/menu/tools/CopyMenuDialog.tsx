'use client';

/** Copy categories (undefined: the whole menu) to another location (issue 4): placeholder. */
export function CopyMenuDialog(props: { open: boolean; categoryIds: string[] | undefined; onClose: () => void }) {
  void props;
  return null;
}
