import { type UploadResult, uploadImage } from '@verdant/web-kit';
import { type ChangeEvent, useState } from 'react';

/**
 * The files chosen in a file input. The input is cleared, so choosing the same file again after a refusal
 * still counts as a change.
 */
export function chosenFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const input = event.currentTarget;
  const files = [...(input.files ?? [])];
  input.value = '';
  return files;
}

/** Uploads images, with `uploading` set while any upload runs (the form says so, and waits to be saved). */
export function useImageUploads() {
  const [uploading, setUploading] = useState(false);
  const upload = async (files: File[]): Promise<UploadResult[]> => {
    setUploading(true);
    try {
      return await Promise.all(files.map((file) => uploadImage(file)));
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}
