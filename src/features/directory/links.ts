/** Links a directory page makes from what the data gives. */

/** "+971 4 380 6683" -> "+97143806683", for `tel:` links. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
