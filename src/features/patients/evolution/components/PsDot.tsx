import { PS_COLORS } from '../display';

/** The colour of a PS level beside its name: the colour repeats the text, never replaces it. */
export function PsDot({ level }: { level: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        background: PS_COLORS[level] ?? '#495057',
        verticalAlign: 'middle',
      }}
    />
  );
}
