import { describe, expect, it } from 'vitest';
import { absoluteUrl, chatLink, localizedPath, outputPathFor } from '../../model/urls';

describe('localizedPath', () => {
  it('keeps Portuguese at the root and prefixes the other languages', () => {
    expect(localizedPath('pt')).toBe('/');
    expect(localizedPath('en')).toBe('/en/');
    expect(localizedPath('pt', 'clareamento')).toBe('/clareamento/');
    expect(localizedPath('ar', '/clareamento/')).toBe('/ar/clareamento/');
  });
  it('maps every URL to a folder with index.html', () => {
    expect(outputPathFor('/')).toBe('index.html');
    expect(outputPathFor('/de/dtm/')).toBe('de/dtm/index.html');
  });
  it('builds absolute and chat links', () => {
    expect(absoluteUrl('https://x.example', '/en/')).toBe('https://x.example/en/');
    expect(chatLink('5511900000340', 'Olá! Quero agendar')).toBe(
      'https://wa.me/5511900000340?text=Ol%C3%A1!%20Quero%20agendar',
    );
  });
});
