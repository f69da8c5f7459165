import { useCallback, useState } from 'react';
import { DOWNLOAD_MESSAGES } from '../../../content/documents';
import { showNotice } from '../../../lib/notices';
import { saveFile } from '../save-file';

export interface DownloadProgress {
  done: number;
  total: number;
}

/** Makes a file; reports progress when it can count its steps (the photo package's photos). */
export type MakeFile = (onProgress: (done: number, total: number) => void) => Promise<Blob>;

export interface Downloads {
  isRunning: (key: string) => boolean;
  /** Undefined until the running download reports a count. */
  progressOf: (key: string) => DownloadProgress | undefined;
  start: (key: string, fileName: string, make: MakeFile) => Promise<void>;
}

/**
 * The download state of docs/product.md#downloads, per card: a click marks that card running, makes the
 * file, starts the browser's download and clears the mark whether it worked or not. Each card
 * has its own mark, so the other cards stay usable while one file is being made.
 */
export function useDownloads(): Downloads {
  const [running, setRunning] = useState<ReadonlyMap<string, DownloadProgress | undefined>>(new Map());

  const mark = useCallback((key: string, state: { progress?: DownloadProgress } | 'done') => {
    setRunning((current) => {
      const next = new Map(current);
      if (state === 'done') next.delete(key);
      else next.set(key, state.progress);
      return next;
    });
  }, []);

  const start = useCallback(
    async (key: string, fileName: string, make: MakeFile) => {
      mark(key, {});
      try {
        const blob = await make((done, total) => mark(key, { progress: { done, total } }));
        saveFile(blob, fileName);
        showNotice({ severity: 'success', title: DOWNLOAD_MESSAGES.startedTitle, text: DOWNLOAD_MESSAGES.startedText });
      } catch (error) {
        // The visitor sees the message of docs/product.md#download-messages; the cause stays in the console; the result shows as the app-wide notice (lib/notices.ts) for whoever looks into it.
        console.warn(`Could not make ${fileName}`, error);
        showNotice({ severity: 'error', title: DOWNLOAD_MESSAGES.failedTitle, text: DOWNLOAD_MESSAGES.failedText });
      } finally {
        mark(key, 'done');
      }
    },
    [mark],
  );

  return {
    isRunning: (key) => running.has(key),
    progressOf: (key) => running.get(key),
    start,
  };
}
