import { useLocation, useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { LANGS, LANG_LABEL, type Lang } from '../../i18n/locales';
import { Select } from '../ui/Select';
import { useLang } from '../routing/lang';
import { switchLang } from '../routing/paths';

const OPTIONS = LANGS.map((l) => ({ value: l, label: `${l.toUpperCase()} · ${LANG_LABEL[l]}` }));
const short = (o: { value: string }) => o.value.toUpperCase();

export function LanguageSelect() {
  const lang = useLang();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="lang-select" data-testid="lang-select">
      <Select
        label={intl.formatMessage({ id: 'header.language' })}
        options={OPTIONS}
        value={lang}
        searchable
        renderValue={short}
        onChange={(l) => {
          // Language cookie, 1 year (spec 9).
          document.cookie = `lang=${l}; path=/; max-age=31536000; samesite=lax`;
          navigate(switchLang(location.pathname, l as Lang) + location.search + location.hash);
        }}
      />
    </div>
  );
}
