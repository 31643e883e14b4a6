/**
 * XML well-formedness (XML 1.0), enough for feeds and sitemaps: legal characters, one root,
 * balanced tags, quoted attributes, and & and < only as markup. No parser in the dependencies
 * is strict (linkedom and htmlparser2 repair what they read), hence this one.
 */
const NAME = /^[A-Za-z_:][\w.:-]*/;
const REF = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const where = (i: number) => {
    const before = xml.slice(0, i).split('\n');
    return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
  };
  for (let i = 0; i < xml.length; i++) {
    const c = xml.codePointAt(i)!;
    if (c > 0xffff) {
      i++;
      continue;
    }
    const legal = c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd);
    if (!legal)
      problems.push(`${where(i)} character U+${c.toString(16).toUpperCase().padStart(4, '0')} is not allowed in XML`);
  }
  const text = (from: number, to: number) => {
    const t = xml.slice(from, to);
    for (let k = t.indexOf('&'); k >= 0; k = t.indexOf('&', k + 1))
      if (!REF.test(t.slice(k))) problems.push(`${where(from + k)} a bare "&"`);
    if (t.includes(']]>')) problems.push(`${where(from)} "]]>" in text`);
  };
  const stack: string[] = [];
  let roots = 0;
  let i = xml.startsWith('<?xml') ? xml.indexOf('?>') + 2 : 0;
  while (i < xml.length && problems.length < 20) {
    const lt = xml.indexOf('<', i);
    const end = lt < 0 ? xml.length : lt;
    if (stack.length === 0 && xml.slice(i, end).trim()) problems.push(`${where(i)} text outside the root element`);
    text(i, end);
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) {
      const close = xml.indexOf('-->', lt + 4);
      if (close < 0) return [...problems, `${where(lt)} comment never closed`];
      i = close + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', lt)) {
      const close = xml.indexOf(']]>', lt);
      if (close < 0) return [...problems, `${where(lt)} CDATA never closed`];
      i = close + 3;
      continue;
    }
    if (xml.startsWith('<?', lt)) {
      const close = xml.indexOf('?>', lt);
      if (close < 0) return [...problems, `${where(lt)} processing instruction never closed`];
      i = close + 2;
      continue;
    }
    if (xml[lt + 1] === '/') {
      const name = NAME.exec(xml.slice(lt + 2))?.[0];
      const close = xml.indexOf('>', lt);
      if (!name || close < 0 || xml.slice(lt + 2 + name.length, close).trim())
        return [...problems, `${where(lt)} malformed end tag`];
      const open = stack.pop();
      if (open !== name) return [...problems, `${where(lt)} </${name}> closes <${open ?? 'nothing'}>`];
      i = close + 1;
      continue;
    }
    const name = NAME.exec(xml.slice(lt + 1))?.[0];
    if (!name) return [...problems, `${where(lt)} a bare "<"`];
    let k = lt + 1 + name.length;
    const seen = new Set<string>();
    for (;;) {
      const ws = /^\s*/.exec(xml.slice(k))![0].length;
      k += ws;
      if (xml.startsWith('/>', k) || xml[k] === '>') break;
      const attr = NAME.exec(xml.slice(k))?.[0];
      if (!attr || !ws) return [...problems, `${where(k)} malformed attribute in <${name}>`];
      if (seen.has(attr)) problems.push(`${where(k)} attribute ${attr} twice`);
      seen.add(attr);
      k += attr.length;
      const m = /^\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(xml.slice(k));
      if (!m) return [...problems, `${where(k)} attribute ${attr} without a quoted value (or with "<")`];
      const value = m[2] ?? m[3] ?? '';
      for (let a = value.indexOf('&'); a >= 0; a = value.indexOf('&', a + 1))
        if (!REF.test(value.slice(a))) problems.push(`${where(k)} a bare "&" in attribute ${attr}`);
      k += m[0].length;
    }
    if (stack.length === 0 && ++roots > 1) problems.push(`${where(lt)} a second root element`);
    if (xml.startsWith('/>', k)) i = k + 2;
    else {
      stack.push(name);
      i = k + 1;
    }
  }
  if (stack.length) problems.push(`<${stack.at(-1)}> never closed`);
  if (roots === 0) problems.push('no root element');
  return problems;
}
