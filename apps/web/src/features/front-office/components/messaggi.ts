/** Spec 3 §8: the front office's save toast. */
export const MSG_MODIFICHE_SALVATE = 'Modifiche salvate con successo!';
