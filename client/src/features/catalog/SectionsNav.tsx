import { useEffect, useState } from 'react';
import { ScrollMenu } from '../../app/ui/ScrollMenu';
import { useIntl } from 'react-intl';
import { GroupName } from '../../i18n/labels';

export const SECTION_OFFSET = 150;

interface Section {
  id: string;
  name: string;
  navIndex: number;
}

/** Mobile nav of case groups: sorted by navIndex, highlights the one in view. */
export function SectionsNav({ groups }: { groups: Section[] }) {
  const intl = useIntl();
  const sorted = [...groups].sort((a, b) => a.navIndex - b.navIndex);
  const [active, setActive] = useState(sorted[0]?.id);

  useEffect(() => {
    const onScroll = () => {
      // The active section is the last one whose top passed the offset line.
      let current = sorted[0]?.id;
      for (const s of sorted) {
        const el = document.getElementById(s.id);
        if (el && el.getBoundingClientRect().top - SECTION_OFFSET <= 1) current = s.id;
      }
      setActive(current);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [groups]); // `sorted` derives from groups

  return (
    <nav className="sections-nav" aria-label={intl.formatMessage({ id: 'catalog.home.sections' })}>
      <ScrollMenu>
        {sorted.map((s) => (
          <button
            key={s.id}
            type="button"
            className={`sections-nav__item ${active === s.id ? 'is-active' : ''}`}
            onClick={() => {
              const el = document.getElementById(s.id);
              if (el) window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET, behavior: 'smooth' });
            }}
          >
            <GroupName name={s.name} />
          </button>
        ))}
      </ScrollMenu>
    </nav>
  );
}
