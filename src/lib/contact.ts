/**
 * How to reach someone, from what the data gives: a phone number becomes a call link (`tel:`) and,
 * when it is international, a WhatsApp link (`https://wa.me/<digits>`); an email a `mailto:`
 * link. Nothing is made up: a number without its country code gets a call link only (WhatsApp
 * needs the country code, and guessing the country would be inventing it).
 */

export interface ContactLinks {
  /** The number as the data gave it, for people to read (shown left to right). */
  phone?: string;
  tel?: string;
  whatsapp?: string;
  email?: string;
  mailto?: string;
}

/** Digits and a leading plus: "+971 4 380 6683" -> "+97143806683"; "00971..." -> "+971...". */
function dialable(phone: string): string | null {
  const compact = phone.replace(/[\s().\-/]/g, '');
  if (!/^(\+|00)?\d{6,15}$/.test(compact)) return null;
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** An address that can take mail: one @, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** The links the given number and email allow; an unusable value gives none. */
export function contactLinks({ phone, email }: { phone?: string | null; email?: string | null }): ContactLinks {
  const out: ContactLinks = {};
  const number = phone?.trim() ? dialable(phone.trim()) : null;
  if (phone && number) {
    out.phone = phone.trim();
    out.tel = `tel:${number}`;
    if (number.startsWith('+')) out.whatsapp = `https://wa.me/${number.slice(1)}`;
  }
  const address = email?.trim();
  if (address && EMAIL.test(address)) {
    out.email = address;
    out.mailto = `mailto:${address}`;
  }
  return out;
}

/** Whether the links give any way to reach them. */
export const reachable = (links: ContactLinks) => Boolean(links.tel ?? links.mailto);

/** An email a record carries beyond its documented fields (none documented has one), or undefined. */
export function emailOf(record: object): string | undefined {
  const email = (record as { email?: unknown }).email;
  return typeof email === 'string' ? email : undefined;
}
