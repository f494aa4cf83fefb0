import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import type { SchedaIscrizione } from '@zaino/domain/scheda-iscrizione';

/** Spec 3 §4: the four steps of the member flow, in the families' words. */
export const PASSI = [
  'Privacy',
  'Conferma dei dati anagrafici',
  'Pagamento della quota',
  'Iscrizione completata',
];

function nota(s: SchedaIscrizione, i: number): string | null {
  if (i === 1 && s.conferma === 'almost_done')
    return 'Confermati in un anno precedente: vanno confermati di nuovo';
  if (i === 2 && s.pagamento === 'almost_done')
    return 'Pagamento in verifica: sarà confermato nei prossimi giorni';
  if (i === 2 && s.passo === 3 && !s.pagamentoConsentito)
    return 'Il pagamento sarà possibile quando i capi confermeranno l’iscrizione';
  return null;
}

/** Spec 3 §4: the steps as a list: done ones ticked, the current one highlighted. */
export function PassiIscrizione({ scheda }: { scheda: SchedaIscrizione }) {
  return (
    <List spacing="xs" size="sm" center aria-label="Passi dell'iscrizione">
      {PASSI.map((titolo, i) => {
        const numero = i + 1;
        // A fee paid before the data were confirmed again still shows as paid.
        const fatto =
          numero < scheda.passo ||
          (numero === 3 && scheda.pagamento !== 'not_done') ||
          (numero === 4 && scheda.passo === 4 && scheda.pagamento === 'done');
        const attuale = numero === scheda.passo && !fatto;
        const testo = nota(scheda, i);
        return (
          <List.Item
            key={titolo}
            aria-current={attuale ? 'step' : undefined}
            icon={
              <ThemeIcon
                size={28}
                radius="xl"
                color={fatto ? 'green' : attuale ? 'blue' : 'gray'}
                variant={fatto || attuale ? 'filled' : 'light'}
                aria-hidden
              >
                {fatto ? (
                  <IconCheck size={16} />
                ) : numero === 4 && attuale ? (
                  <IconClock size={16} />
                ) : (
                  <Text fz="xs" fw={700} c="inherit">
                    {numero}
                  </Text>
                )}
              </ThemeIcon>
            }
          >
            <Text fz="sm" fw={attuale ? 700 : 400}>
              {titolo}
              <VisuallyHidden component="span">
                {fatto ? ' (fatto)' : attuale ? ' (da fare)' : ''}
              </VisuallyHidden>
            </Text>
            {testo && (
              <Text fz="xs" c="dimmed">
                {testo}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
