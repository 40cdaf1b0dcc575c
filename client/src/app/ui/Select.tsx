import { useMemo, useRef, useState, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from './Modal';
import { MOBILE_MAX, useViewportWidth } from './breakpoints';

export interface SelectOption {
  label: string;
  value: string;
  img?: string;
}

interface Props {
  options: SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  searchable?: boolean;
  notFoundText?: string;
  placeholder?: string;
  label?: string;
  /** What the closed control shows; defaults to the option label. */
  renderValue?: (option: SelectOption) => ReactNode;
}

function filterOptions(options: SelectOption[], q: string): SelectOption[] {
  const s = q.trim().toLowerCase();
  return s ? options.filter((o) => o.label.toLowerCase().includes(s) || o.value.toLowerCase() === s) : options;
}

function OptionList({ options, value, onPick, notFound }: { options: SelectOption[]; value: string | null; onPick: (v: string) => void; notFound: string }) {
  if (!options.length) return <div className="select__empty">{notFound}</div>;
  return (
    <ul className="select__list" role="listbox">
      {options.map((o) => (
        <li key={o.value} role="option" aria-selected={o.value === value}>
          <button type="button" className={`select__option ${o.value === value ? 'is-active' : ''}`} onClick={() => onPick(o.value)}>
            {o.img && <img src={o.img} alt="" width={20} height={14} />}
            {o.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Dropdown with optional search; on small screens it opens the select modal instead. */
export function Select({ options, value, onChange, searchable, notFoundText, placeholder, label, renderValue }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const small = useViewportWidth() <= MOBILE_MAX;
  const shown = useMemo(() => filterOptions(options, query), [options, query]);
  const current = options.find((o) => o.value === value);
  const notFound = notFoundText ?? intl.formatMessage({ id: 'select.notFound' });

  useEffect(() => {
    if (!open || small) return;
    const onDoc = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open, small]);

  const pick = (v: string) => {
    onChange(v);
    setOpen(false);
    setQuery('');
  };
  const search = searchable && (
    <input
      className="select__search"
      autoFocus
      value={query}
      placeholder={intl.formatMessage({ id: 'select.search' })}
      onChange={(e) => setQuery(e.target.value)}
    />
  );

  return (
    <div className="select" ref={root}>
      <button type="button" className="select__trigger" aria-haspopup="listbox" aria-expanded={open} aria-label={label} onClick={() => setOpen((o) => !o)}>
        {current?.img && <img src={current.img} alt="" width={20} height={14} />}
        <span>{current ? (renderValue ? renderValue(current) : current.label) : placeholder}</span>
        <span className="select__caret" aria-hidden>▾</span>
      </button>
      {open && !small && (
        <div className="select__dropdown">
          {search}
          <OptionList options={shown} value={value} onPick={pick} notFound={notFound} />
        </div>
      )}
      {open && small && (
        <Modal title={label} onClose={() => setOpen(false)} className="modal--select">
          {search}
          <OptionList options={shown} value={value} onPick={pick} notFound={notFound} />
        </Modal>
      )}
    </div>
  );
}
