// An API answer that is a file rather than the JSON envelope (the operator's backup): the
// dispatcher streams it with its length and name, then removes the temporary file.
import { createReadStream, rmSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { BackupFile } from '../../src/api/types.ts';

export class FileAnswer implements BackupFile {
  constructor(
    /** A temporary file, removed once sent (or when the client goes away). */
    readonly path: string,
    readonly fileName: string,
    readonly contentType: string,
  ) {}

  /** Told once the answer has ended: whether the whole file went out (false: the client went away). */
  onEnd: ((complete: boolean) => void) | null = null;
}

export function sendFile(res: ServerResponse, f: FileAnswer): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      rmSync(f.path, { force: true });
      // 'finish' came before 'close' only when every byte was handed to the connection.
      f.onEnd?.(res.writableFinished);
      resolve();
    };
    res.writeHead(200, {
      'Content-Type': f.contentType,
      'Content-Length': statSync(f.path).size,
      'Content-Disposition': `attachment; filename="${f.fileName.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    });
    const stream = createReadStream(f.path);
    stream.on('error', () => res.destroy());
    res.on('close', done);
    stream.pipe(res);
  });
}
