import type { Editor } from '@tiptap/core';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { editorImagesOf, EditorImageUploadError, IMAGE_UPLOAD_FAILED, uploadEditorImage } from './editor-image-upload.ts';

/**
 * Images dropped, pasted or picked into the editor: only when every file is a jpg, jpeg, png, webp or
 * gif (spec 2 §2.5); each is uploaded and inserted with the address the server answers; a failure
 * shows the server's error or 'Something went wrong' (spec 2 §8).
 */
export function useEditorImages(editor: Editor | null) {
  const [uploading, setUploading] = useState(0);

  const insertDropped = useCallback(
    (files: FileList | null): boolean => {
      const images = editorImagesOf(files);
      if (!editor || images.length === 0) return false;
      for (const file of images) {
        setUploading((count) => count + 1);
        uploadEditorImage(file)
          .then((src) => editor.chain().focus().setImage({ src, alt: file.name }).run())
          .catch((error: unknown) => {
            console.error('Editor image upload failed', error);
            toast.error(error instanceof EditorImageUploadError ? error.message : IMAGE_UPLOAD_FAILED);
          })
          .finally(() => setUploading((count) => count - 1));
      }
      return true;
    },
    [editor],
  );

  return { insertDropped, uploading: uploading > 0 };
}
