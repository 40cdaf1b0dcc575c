import { useLocation, useNavigate } from '../routing/router';
import { useIntl } from 'react-intl';
import { LANGS, LANG_LABEL, type Lang } from '../../i18n/locales';
import { Select } from '../ui/Select';
import { useLang } from '../routing/lang';
import { switchLang } from '../routing/paths';
import { getToken } from '../auth/token';

const OPTIONS = LANGS.map((l) => ({ value: l, label: `${l.toUpperCase()} · ${LANG_LABEL[l]}` }));
const short = (o: { value: string }) => o.value.toUpperCase();

/** Remembers a signed-in player's language on the server (fire and forget, a failure is only logged). */
function saveLang(lang: Lang): void {
  if (!getToken()) return;
  import('./saveLang').then(
    (m) => m.saveLang(lang),
    (e) => console.warn('[setLang]', e),
  );
}

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
          if (l !== lang) saveLang(l as Lang);
          navigate(switchLang(location.pathname, l as Lang) + location.search + location.hash);
        }}
      />
    </div>
  );
}
