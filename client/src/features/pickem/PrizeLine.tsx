import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../i18n/money';
import { useLang } from '../../app/routing/lang';

export type PrizeData = {
  readonly money: string;
  readonly crystals: number;
  readonly caseName: string;
  readonly caseId?: number | null;
};

/** A prize: money, crystals and a case, as it has them. */
export function PrizeLine({ prize }: { prize: PrizeData }) {
  const intl = useIntl();
  const lang = useLang();
  const parts: string[] = [];
  if (Number(prize.money) > 0) parts.push(formatMoney(prize.money, lang));
  if (prize.crystals > 0) parts.push(intl.formatMessage({ id: 'pickem.crystals' }, { count: prize.crystals }));
  if (prize.caseName) parts.push(intl.formatMessage({ id: 'pickem.case' }, { name: prize.caseName }));
  if (parts.length === 0) return <FormattedMessage id="pickem.noPrize" />;
  return <>{parts.join(' + ')}</>;
}
