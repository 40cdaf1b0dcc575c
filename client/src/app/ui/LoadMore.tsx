import { FormattedMessage } from 'react-intl';
import { Button } from './Button';

interface Props {
  /** The connection has another page. */
  hasNext: boolean;
  /** A page is on its way: the button spins and cannot ask twice. */
  loading: boolean;
  onMore: () => void;
}

/** "Show more" under a paged list; nothing once the last page is shown. */
export function LoadMore({ hasNext, loading, onMore }: Props) {
  if (!hasNext) return null;
  return (
    <div className="row row--center">
      <Button size="medium" color="secondary" loading={loading} onClick={onMore} data-testid="load-more">
        <FormattedMessage id="common.more" />
      </Button>
    </div>
  );
}
