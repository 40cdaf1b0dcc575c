import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../app/ui/Button';
import { FilePicker } from './FilePicker';
import { checkFiles, postForm, type CreatedTicket } from './files';
import { problemText, refusalText } from './problems';

/** The new-ticket form: subject, message and files (POST /zendesk/create). */
export function NewTicket({ onCreated, onCancel }: { onCreated: (id: string) => void; onCancel: () => void }) {
  const intl = useIntl();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = checkFiles(files);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await postForm<CreatedTicket>('/api/zendesk/create', { subject, body }, files);
      onCreated(String(res.ticket.id));
    } catch (err) {
      setError(refusalText(intl, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="support-new" onSubmit={submit} data-testid="support-new">
      <h3>
        <FormattedMessage id="support.newTitle" />
      </h3>
      <label className="support-field">
        <span>
          <FormattedMessage id="support.subject" />
        </span>
        <input className="input" value={subject} maxLength={200} required onChange={(e) => setSubject(e.target.value)} data-testid="support-subject" />
      </label>
      <label className="support-field">
        <span>
          <FormattedMessage id="support.message" />
        </span>
        <textarea className="input" value={body} maxLength={10000} rows={5} required onChange={(e) => setBody(e.target.value)} data-testid="support-body" />
      </label>
      <FilePicker files={files} onChange={setFiles} />
      {(problem || error) && (
        <p className="support-error" role="alert" data-testid="support-error">
          {problem ? problemText(intl, problem) : error}
        </p>
      )}
      <div className="support-actions">
        <Button type="submit" loading={busy} disabled={!!problem || !subject.trim() || !body.trim()} data-testid="support-send">
          <FormattedMessage id="support.send" />
        </Button>
        <Button color="ghost" onClick={onCancel}>
          <FormattedMessage id="support.cancel" />
        </Button>
      </div>
    </form>
  );
}
