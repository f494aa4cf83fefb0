import { formatData } from '@zaino/domain/formato';

/** A timestamp shown as its local day, dd/mm/yyyy ('' when missing). */
export const mostraData = (ts: string | null | undefined): string => (ts ? formatData(new Date(ts)) : '');
