/**
 * The Cache-Control header read as the list of directives it is (RFC 9111 §5.2, with RFC 9110's
 * list syntax): `name` or `name=value`, the value a token or a quoted string, separated by commas
 * with optional whitespace. Names are case-insensitive; a name inside another token or inside a
 * quoted value is not a directive. What does not fit the grammar is skipped up to the next comma.
 */
export interface CacheDirective {
  /** Lower case. */
  name: string;
  /** The value after `=`, unquoted; null for a bare directive. */
  value: string | null;
}

/** The server's opt-out from the console's offline copy (docs/decisions/0015-no-store-and-offline-opt-out.md). */
export const OFFLINE_OPT_OUT = 'painel-no-offline';

// RFC 9110 §5.6.2 tchar.
const TCHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z]/;
const isSpace = (c: string | undefined) => c === ' ' || c === '\t';

export function cacheDirectives(header: string | null | undefined): CacheDirective[] {
  const text = header ?? '';
  const out: CacheDirective[] = [];
  let i = 0;
  const token = () => {
    const start = i;
    while (i < text.length && TCHAR.test(text[i]!)) i += 1;
    return text.slice(start, i);
  };
  const skipSpace = () => {
    while (isSpace(text[i])) i += 1;
  };
  /** Past the next comma that is not inside a quoted string. */
  const skipToNextComma = () => {
    let quoted = false;
    for (; i < text.length; i += 1) {
      const c = text[i];
      if (quoted && c === '\\') i += 1;
      else if (c === '"') quoted = !quoted;
      else if (c === ',' && !quoted) break;
    }
    i += 1;
  };
  while (i < text.length) {
    skipSpace();
    const name = token();
    let value: string | null = null;
    let valid = name !== '';
    skipSpace();
    if (valid && text[i] === '=') {
      i += 1;
      skipSpace();
      if (text[i] === '"') {
        i += 1;
        let quoted = '';
        let closed = false;
        while (i < text.length) {
          const c = text[i]!;
          i += 1;
          if (c === '\\' && i < text.length) quoted += text[i++]!;
          else if (c === '"') {
            closed = true;
            break;
          } else quoted += c;
        }
        value = quoted;
        valid = closed;
      } else {
        value = token();
        valid = value !== '';
      }
      skipSpace();
    }
    // Anything but the end or a comma here (`no-store painel-no-offline`, `a=b c`) is not a directive.
    if (valid && (i >= text.length || text[i] === ',')) out.push({ name: name.toLowerCase(), value });
    skipToNextComma();
  }
  return out;
}

export function hasCacheDirective(header: string | null | undefined, name: string): boolean {
  const wanted = name.toLowerCase();
  return cacheDirectives(header).some((directive) => directive.name === wanted);
}
