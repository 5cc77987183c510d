import { useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import classes from './plain.module.css';

/**
 * What the first-load screens are built from, without Mantine's code (decision 0027): the login
 * and its layout, the lock's frame, the route loader, the not-found and error pages. Mantine's
 * 'sm' sizes and the theme's colours (plain.module.css), so a screen looks the same either way.
 */
export { classes as plain };

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Busy: disabled (as Mantine's `loading`), said to assistive technology, a spinner beside the label. */
  loading?: boolean;
  fullWidth?: boolean;
  variant?: 'filled' | 'light';
  size?: 'sm' | 'xs';
}

export function PlainButton({
  loading = false,
  fullWidth = false,
  variant = 'filled',
  size = 'sm',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classes.button}
      data-variant={variant}
      data-size={size}
      data-full={fullWidth || undefined}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
    >
      {loading && <span className={classes.spinner} aria-hidden />}
      {children}
    </button>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: string | undefined;
  /** Shows the asterisk (hidden from assistive technology, as Mantine's `withAsterisk`). */
  withAsterisk?: boolean;
  /** A password field with a show/hide toggle named this. */
  toggleLabel?: string;
}

export function PlainTextField({ label, error, withAsterisk = false, toggleLabel, type = 'text', id, ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const [shown, setShown] = useState(false);
  const password = toggleLabel !== undefined;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={inputId}>
        {label}
        {withAsterisk && (
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      <div className={classes.control}>
        <input
          {...input}
          id={inputId}
          type={password ? (shown ? 'text' : 'password') : type}
          className={password ? `${classes.input} ${classes.withToggle}` : classes.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {password && (
          <button type="button" className={classes.toggle} aria-label={toggleLabel} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            <EyeIcon crossed={shown} />
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A route's content on its way: a spinner, named for assistive technology. */
export function PlainLoader({ label }: { label: string }) {
  return (
    <div className={classes.loader} role="status" aria-label={label}>
      <span className={classes.spinner} aria-hidden />
    </div>
  );
}

/** One card, centred on the page (the login's layout, the lock's frame). */
export function PlainCardPage({ children, shade = 0, labelledBy }: { children: ReactNode; shade?: 0 | 1; labelledBy?: string }) {
  return (
    <div className={classes.page} data-shade={shade}>
      <main className={classes.card} aria-labelledby={labelledBy}>
        {children}
      </main>
    </div>
  );
}
