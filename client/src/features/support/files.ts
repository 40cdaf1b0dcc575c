import { apiFetch } from '../../app/env/http';
import { ApiError } from '../../app/errors/ApiError';

// The files a message may carry, as the server caps them (server/support
// upload.go); the server sniffs each file's bytes whatever the picker let
// through, so these checks only spare a round trip.
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 5 << 20;
export const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

export type FileProblem = { kind: 'count' } | { kind: 'size'; name: string } | { kind: 'type'; name: string };

/** The first reason the picked files cannot be sent, or null. */
export function checkFiles(files: readonly File[]): FileProblem | null {
  if (files.length > MAX_FILES) return { kind: 'count' };
  for (const f of files) {
    if (f.size > MAX_FILE_BYTES) return { kind: 'size', name: f.name };
    if (f.type && !ACCEPT.split(',').includes(f.type)) return { kind: 'type', name: f.name };
  }
  return null;
}

/** Images get a preview; a PDF shows its name. */
export const isImage = (type: string) => type.startsWith('image/');

/** POSTs a multipart form (text fields and files[]) and answers `data`, or throws ApiError. */
export async function postForm<T>(path: string, fields: Record<string, string>, files: readonly File[]): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('files[]', f, f.name);
  const res = await apiFetch(path, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  let body: { data?: T; error?: string; message?: string } = {};
  try {
    body = await res.json();
  } catch {
    /* not JSON: below */
  }
  if (!res.ok || body.error) {
    const { error, message, ...rest } = body as Record<string, unknown>;
    throw new ApiError(String(error || 'api.internal'), String(message || res.statusText), res.status, rest);
  }
  return body.data as T;
}

export interface CreatedTicket {
  ticket: { id: number; subject: string; status: string };
}
