import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonSize = 'small' | 'medium' | 'large' | 'fat' | 'extraReward';
export type ButtonColor = 'primary' | 'secondary' | 'ghost' | 'green' | 'received' | 'blocked';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: ButtonSize;
  color?: ButtonColor;
  loading?: boolean;
  children: ReactNode;
}

/** Buttons have three states: normal, disabled and loading (disabled + spinner). */
export function Button({ size = 'medium', color = 'primary', loading = false, disabled, className, children, ...rest }: Props) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`btn btn--${size} btn--${color} ${loading ? 'btn--loading' : ''} ${className ?? ''}`}
    >
      {loading && <span className="btn__spinner" aria-hidden />}
      <span className="btn__label">{children}</span>
    </button>
  );
}
