import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from './Modal';
import { MOBILE_MAX, useViewportWidth } from './breakpoints';
import type { SelectOption } from './Select';

// The open part of a Select: loads when a dropdown first opens.

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

export interface SelectMenuProps {
  options: SelectOption[];
  value: string | null;
  searchable?: boolean;
  notFoundText?: string;
  label?: string;
  /** The Select's root: a click outside it closes the dropdown. */
  root: RefObject<HTMLDivElement | null>;
  onPick: (value: string) => void;
  onClose: () => void;
}

/** The dropdown with optional search; on small screens the select modal instead. */
export default function SelectMenu({ options, value, searchable, notFoundText, label, root, onPick, onClose }: SelectMenuProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const small = useViewportWidth() <= MOBILE_MAX;
  const shown = useMemo(() => filterOptions(options, query), [options, query]);
  const notFound = notFoundText ?? intl.formatMessage({ id: 'select.notFound' });

  useEffect(() => {
    if (small) return;
    const onDoc = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && onClose();
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [small, root, onClose]);

  const search = searchable && (
    <input
      className="select__search"
      autoFocus
      value={query}
      placeholder={intl.formatMessage({ id: 'select.search' })}
      onChange={(e) => setQuery(e.target.value)}
    />
  );
  const list = <OptionList options={shown} value={value} onPick={onPick} notFound={notFound} />;
  if (small) {
    return (
      <Modal title={label} onClose={onClose} className="modal--select">
        {search}
        {list}
      </Modal>
    );
  }
  return (
    <div className="select__dropdown">
      {search}
      {list}
    </div>
  );
}
