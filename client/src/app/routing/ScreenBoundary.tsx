import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { ApiError } from '../errors/ApiError';

interface State {
  error: unknown;
}

/** Catches a screen's failed query or chunk so the shell stays usable. */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // API failures say what went wrong; anything else (a chunk that would not
    // load) gets the generic text, and retrying means loading the page again.
    const api = error instanceof ApiError ? error : null;
    return (
      <section className="page page--center" data-testid="screen-error">
        <h1 className="page__title">
          <FormattedMessage id="error.title" />
        </h1>
        <p className="muted">
          {/* A server error code; one without a message shows the server's text. */}
          <FormattedMessage id={api?.code.startsWith('api.') ? (api.code as MessageId) : 'api.generic'} defaultMessage={api?.message} />
        </p>
        <button
          type="button"
          className="btn btn--medium btn--primary"
          onClick={() => (api ? this.setState({ error: null }) : window.location.reload())}
        >
          <FormattedMessage id="common.retry" />
        </button>
      </section>
    );
  }
}
