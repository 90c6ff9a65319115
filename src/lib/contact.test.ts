import { describe, expect, it } from 'vitest';
import { contactLinks, reachable } from './contact.ts';

describe('contact links', () => {
  it('calls an E.164 number as given and opens WhatsApp on its digits', () => {
    expect(contactLinks({ phone: '+971588244658' })).toEqual({
      phone: '+971588244658',
      tel: 'tel:+971588244658',
      whatsapp: 'https://wa.me/971588244658',
    });
  });

  it('reads spaces, dashes, brackets and a 00 prefix, and keeps the number as written for people', () => {
    expect(contactLinks({ phone: ' +971 (4) 380-6683 ' })).toEqual({
      phone: '+971 (4) 380-6683',
      tel: 'tel:+97143806683',
      whatsapp: 'https://wa.me/97143806683',
    });
    expect(contactLinks({ phone: '00971501234567' }).tel).toBe('tel:+971501234567');
  });

  it('gives a number without its country code a call link only (no guessed country)', () => {
    expect(contactLinks({ phone: '04 380 6683' })).toEqual({ phone: '04 380 6683', tel: 'tel:043806683' });
  });

  it('gives nothing for text that is not a number, and only a well-formed email a mailto link', () => {
    expect(contactLinks({ phone: 'ask the office' })).toEqual({});
    expect(contactLinks({ phone: '12' })).toEqual({});
    expect(contactLinks({ email: 'sara@example.ae' })).toEqual({ email: 'sara@example.ae', mailto: 'mailto:sara@example.ae' });
    expect(contactLinks({ email: 'not an email' })).toEqual({});
    expect(contactLinks({ email: 'a@b' })).toEqual({});
    expect(reachable(contactLinks({ phone: null, email: undefined }))).toBe(false);
    expect(reachable(contactLinks({ email: 'sara@example.ae' }))).toBe(true);
  });
});
