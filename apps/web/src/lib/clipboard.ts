import { notifyDanger, notifySuccess } from './notify.ts';

/** Spec 1 §8 copy: '{name} copiato con successo!' or 'Impossibile copiare. Devi farlo tu a mano.'. */
export async function copyToClipboard(text: string, name: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('clipboard non disponibile');
    await navigator.clipboard.writeText(text);
    notifySuccess(`${name} copiato con successo!`);
    return true;
  } catch {
    notifyDanger('Impossibile copiare. Devi farlo tu a mano.');
    return false;
  }
}
