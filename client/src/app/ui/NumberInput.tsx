import { useState, type InputHTMLAttributes } from 'react';
import { sanitizeNumber, type NumberRules } from './numberInput';

export type InputSize = 'default' | 'fat' | 'large';

interface Props extends NumberRules, Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size' | 'max'> {
  value: string;
  onChange: (value: string) => void;
  validate?: (value: string) => string | null;
  size?: InputSize;
}

export function NumberInput({ value, onChange, validate, integer, max, decimals, size = 'default', className, ...rest }: Props) {
  // The validator's text appears only once the player has edited the field.
  const [touched, setTouched] = useState(false);
  const error = touched && validate ? validate(value) : null;
  return (
    <span className={`field field--${size} ${error ? 'field--error' : ''} ${className ?? ''}`}>
      <input
        {...rest}
        className="field__input"
        inputMode={integer ? 'numeric' : 'decimal'}
        value={value}
        aria-invalid={!!error}
        onChange={(e) => {
          setTouched(true);
          onChange(sanitizeNumber(e.target.value, { integer, max, decimals }));
        }}
      />
      {error && <span className="field__error" role="alert">{error}</span>}
    </span>
  );
}
