import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { importChunk } from '../routing/lazy';

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

// Pages show selects closed (the language in the header): the list, its
// search and the small-screen modal load when one first opens.
const SelectMenu = lazy(() => importChunk('select menu', () => import('./SelectMenu')));

/** Dropdown with optional search; on small screens it opens the select modal instead. */
export function Select({ options, value, onChange, searchable, notFoundText, placeholder, label, renderValue }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const current = options.find((o) => o.value === value);
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="select" ref={root}>
      <button type="button" className="select__trigger" aria-haspopup="listbox" aria-expanded={open} aria-label={label} onClick={() => setOpen((o) => !o)}>
        {current?.img && <img src={current.img} alt="" width={20} height={14} />}
        <span>{current ? (renderValue ? renderValue(current) : current.label) : placeholder}</span>
        <span className="select__caret" aria-hidden>▾</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SelectMenu
            options={options}
            value={value}
            searchable={searchable}
            notFoundText={notFoundText}
            label={label}
            root={root}
            onPick={(v) => {
              onChange(v);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
