import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { ACCEPT, isImage } from './files';

/** A file input with a preview of each picked image and a remove button per file. */
export function FilePicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const previews = useMemo(() => files.map((f) => (isImage(f.type) ? URL.createObjectURL(f) : null)), [files]);
  useEffect(() => () => previews.forEach((u) => u && URL.revokeObjectURL(u)), [previews]);
  return (
    <div className="support-files">
      <label className="btn btn--small btn--secondary support-files__pick">
        <FormattedMessage id="support.attach" />
        <input
          type="file"
          multiple
          accept={ACCEPT}
          data-testid="support-files"
          onChange={(e) => {
            onChange([...files, ...Array.from(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </label>
      <ul className="support-files__list">
        {files.map((f, i) => (
          <li key={`${f.name}-${i}`} className="support-files__item" data-testid="support-file">
            {previews[i] ? <img src={previews[i]!} alt={f.name} className="support-files__preview" /> : <span className="support-files__doc">PDF</span>}
            <span className="support-files__name">{f.name}</span>
            <button type="button" className="support-files__remove" onClick={() => onChange(files.filter((_, j) => j !== i))}>
              <FormattedMessage id="support.remove" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
