import { useMutation } from '@tanstack/react-query';
import { uploadReply } from '@/lib/contract';
import { apiCall } from './api-client';

/** POST upload (multipart): the image's URL for the item form's preview and `image` field. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiCall('upload', uploadReply, { method: 'POST', body: form });
    },
  });
}
