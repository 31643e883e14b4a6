/** Addresses, phone numbers and the headers built from them. */
import { describe, expect, it } from 'vitest';
import { phoneE164 } from '../../model/phone';
import { HOSTS, frameOrigin, urlProblem } from '../../pipeline/schemas/web';
import { headersFile, securityHeadersOf } from '../../pipeline/outputs/hosting';

describe('phone numbers', () => {
  it.each([
    ['+55 11 3000-0340', '+551130000340'],
    ['+55 11 90000-0340', '+5511900000340'],
    ['(11) 3000-0340', '+551130000340'],
    ['011 90000 0340', '+5511900000340'],
    ['+1 (415) 555-0100', '+14155550100'],
  ])('%s is %s', (text, e164) => expect(phoneE164(text)).toBe(e164));

  it.each([
    'ligue 3000-0340',
    '3000-0340',
    '+55 11 1234',
    '+55 11 80000-0340',
    '11 3000-0340 ramal 2',
    'javascript:alert(1)',
    '',
  ])('"%s" is not a phone number', (text) => expect(phoneE164(text)).toBeUndefined());
});

describe('URL fields', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://www.instagram.com/x',
    'http://www.instagram.com/x',
    'https://user:pw@www.instagram.com/',
    'https://instagram.evil.example/',
    '//www.instagram.com/x',
  ])('refuses %s for a profile', (url) => expect(urlProblem(url, HOSTS.instagram)).toBeDefined());
  it('accepts an https address on a stated host', () =>
    expect(urlProblem('https://www.instagram.com/clinicaroma.example', HOSTS.instagram)).toBeUndefined());
});

describe('host headers', () => {
  it('allow the map frame from the configured embed address, and local servers read the same headers back', () => {
    const headers = securityHeadersOf(
      headersFile({ frameSrc: frameOrigin('https://maps.google.com/maps?q=x&output=embed') }),
    );
    expect(headers['Content-Security-Policy']).toContain('frame-src https://maps.google.com;');
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
  });
});
