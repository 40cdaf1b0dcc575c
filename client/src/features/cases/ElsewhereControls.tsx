import { FormattedMessage } from 'react-intl';
import { LLink } from '../../app/routing/lang';
import { ui } from '../../app/state/ui';
import { Button } from '../../app/ui/Button';
import type { FamilyProps } from './familyProps';

/**
 * The controls of the cases not bought on their page: reward cases are
 * granted and open free from the player's profile, the daily bonus case on
 * its own page. A visitor is asked to sign in first (the gacha, dota and
 * discovered panels need the player's state).
 */
export function ElsewhereControls(p: Pick<FamilyProps, 'family' | 'signedIn'>) {
  if (!p.signedIn) {
    return (
      <div className="case-controls">
        <Button size="fat" onClick={() => ui.open({ type: 'login' })} data-testid="open-case">
          <FormattedMessage id="cases.signInToOpen" />
        </Button>
      </div>
    );
  }
  if (p.family === 'dailybonus') {
    return (
      <div className="case-controls">
        <LLink to="/dailybonus" className="btn btn--fat btn--green" data-testid="open-elsewhere">
          <FormattedMessage id="cases.elsewhere.dailybonus" />
        </LLink>
      </div>
    );
  }
  return (
    <div className="case-controls">
      <LLink to="/user/me#reward" className="btn btn--fat btn--green" data-testid="open-elsewhere">
        <FormattedMessage id="cases.elsewhere.reward" />
      </LLink>
    </div>
  );
}
