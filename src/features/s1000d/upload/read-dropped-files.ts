import type { UploadFile } from '../../../s1000d/csdb/zip.ts';

/** Files with the path they had inside a dropped or chosen folder. */
export type PickedFile = { path: string; file: File };

export function fromFileList(list: FileList | readonly File[]): PickedFile[] {
  return [...list].map((file) => ({ path: file.webkitRelativePath || file.name, file }));
}

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

async function walk(entry: FileSystemEntry, into: PickedFile[]) {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    into.push({ path: entry.fullPath.replace(/^\//, ''), file });
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // A directory reader hands entries out in batches until it returns an empty one.
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader)) {
    for (const child of batch) await walk(child, into);
  }
}

/** Everything dropped, folders included (walked through the entries API). */
export async function fromDataTransfer(data: DataTransfer): Promise<PickedFile[]> {
  const entries = [...data.items]
    .map((item) => item.webkitGetAsEntry?.())
    .filter((e): e is FileSystemEntry => !!e);
  if (entries.length === 0) return fromFileList(data.files);
  const picked: PickedFile[] = [];
  for (const entry of entries) await walk(entry, picked);
  return picked;
}

export async function readPicked(picked: readonly PickedFile[]): Promise<UploadFile[]> {
  return Promise.all(
    picked.map(async ({ path, file }) => ({
      path,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}
