import { isRecordId } from '../../contract/index.ts';

/** Whether a path segment can be a listing id at all (else: not found, without asking the service). */
export const isPropertyId = (id: string) => isRecordId('listing', id);
