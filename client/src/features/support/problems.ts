import type { IntlShape } from 'react-intl';
import { MAX_FILE_BYTES, MAX_FILES, type FileProblem } from './files';

export function problemText(intl: IntlShape, p: FileProblem): string {
  switch (p.kind) {
    case 'count':
      return intl.formatMessage({ id: 'support.tooManyFiles' }, { max: MAX_FILES });
    case 'size':
      return intl.formatMessage({ id: 'support.fileTooLarge' }, { name: p.name, mb: MAX_FILE_BYTES >> 20 });
    case 'type':
      return intl.formatMessage({ id: 'support.fileType' }, { name: p.name });
  }
}

/** What to say inline of a refused message: a refused file by name, else the server's text. */
export function refusalText(intl: IntlShape, err: unknown): string {
  const e = err as { code?: string; message?: string; fields?: Record<string, unknown> };
  if (e?.code === 'api.validation' && e.fields?.reason === 'file_type') {
    return intl.formatMessage({ id: 'support.fileType' }, { name: String(e.fields.file ?? '') });
  }
  if (e?.code === 'api.payload_too_large') return intl.formatMessage({ id: 'support.fileTooLarge' }, { name: '', mb: MAX_FILE_BYTES >> 20 });
  return e?.message || intl.formatMessage({ id: 'support.failed' });
}
