/**
 * A strict JSON reader that only finds the first mistake, with its exact offset: JSON.parse
 * in Node 20 names no position for many mistakes (a typographic quote was reported at 1:1),
 * and silently keeps the last of two equal keys.
 */
export type JsonProblem =
  | { kind: 'syntax'; offset: number; detail: string; fix?: string }
  | { kind: 'duplicate'; offset: number; key: string; firstOffset: number };

const MAX_DEPTH = 64;
const SMART_QUOTES = '\u201C\u201D\u201E\u201F\u2018\u2019\u00AB\u00BB';

export function scanJson(text: string): JsonProblem | undefined {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  class Stop extends Error {
    constructor(readonly problem: JsonProblem) {
      super(problem.kind);
    }
  }
  const fail = (detail: string, at = i): never => {
    const ch = text[at];
    let fix: string | undefined;
    if (ch && SMART_QUOTES.includes(ch))
      fix = `${ch} is a typographic quote (word processors write them); JSON needs straight double quotes " around keys and texts. Inside a text, a typographic quote is fine.`;
    else if (ch === "'") fix = 'JSON needs double quotes " around keys and texts, not single quotes.';
    else if (ch === '}' || ch === ']')
      fix = 'Remove the comma before this bracket: the last entry has no comma after it.';
    else if (ch === '"' && detail.startsWith('expected ","')) fix = 'Add a comma at the end of the previous entry.';
    throw new Stop({
      kind: 'syntax',
      offset: at,
      detail: ch === undefined ? 'the file ends too early' : `${detail}, found ${JSON.stringify(ch)}`,
      fix,
    });
  };
  const string = (): string => {
    if (text[i] !== '"') fail('expected a text in double quotes');
    const start = i++;
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail('a line break or control character inside a text (write \\n for a line break)');
      if (text[i] === '\\') {
        const e = text[i + 1];
        if (e === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)) : !e || !'"\\/bfnrt'.includes(e))
          fail('an unknown escape after a backslash (write \\" for a quote, \\\\ for a backslash)', i);
        i += e === 'u' ? 6 : 2;
      } else i++;
    }
    if (i >= text.length) fail('a text is never closed with "', start);
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  // Locale files are flat: a bound on nesting keeps a hostile file from exhausting the stack.
  let depth = 0;
  const value = (): void => {
    ws();
    if ((text[i] === '{' || text[i] === '[') && depth >= MAX_DEPTH)
      fail(`more than ${MAX_DEPTH} levels of brackets inside each other`);
    depth++;
    try {
      container();
    } finally {
      depth--;
    }
  };
  const container = (): void => {
    const c = text[i];
    if (c === '{') {
      i++;
      const seen = new Map<string, number>();
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        const at = i;
        const key = string();
        const first = seen.get(key);
        if (first !== undefined) throw new Stop({ kind: 'duplicate', offset: at, key, firstOffset: first });
        seen.set(key, at);
        ws();
        if (text[i] !== ':') fail('expected ":" after the key');
        i++;
        value();
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === '}') fail('a comma before "}"');
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        fail('expected "," or "}"');
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === ']') fail('a comma before "]"');
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        fail('expected "," or "]"');
      }
    }
    if (c === '"') {
      string();
      return;
    }
    const lit = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i, i + 64));
    if (lit) {
      i += lit[0].length;
      return;
    }
    fail('expected a value (a text in double quotes, a number, true, false or null)');
  };
  try {
    value();
    ws();
    if (i < text.length) fail('text after the end of the JSON (expected nothing after the last "}")');
    return undefined;
  } catch (e) {
    if (e instanceof Stop) return e.problem;
    throw e;
  }
}
