import { List, Text } from '@mantine/core';
import { nomiFornitori, useFederatedProviders } from '../../../lib/federated-providers.ts';
import { LegalPage, Section } from './legal-page.tsx';

/** Spec 1 §2.11: instructions to delete one's data (also required by the social login providers). */
export function UserDataDeletionPage() {
  // Only the configured providers are named (issue 8 item 17).
  const providers = useFederatedProviders();
  const nomi = providers ? nomiFornitori(providers) : null;
  return (
    <LegalPage title="Cancellazione dei dati" updated="1 settembre 2025">
      <Text>Puoi chiedere in ogni momento la cancellazione del tuo account e dei tuoi dati personali.</Text>
      <Section title="Come fare">
        <List type="ordered" spacing={4}>
          <List.Item>
            scrivi alla segreteria della sezione dall'indirizzo email collegato al tuo account;
          </List.Item>
          <List.Item>
            indica nome e cognome della persona (o delle persone) a cui si riferisce la richiesta;
          </List.Item>
          <List.Item>
            riceverai una conferma quando la cancellazione sarà completata, entro 30 giorni.
          </List.Item>
        </List>
      </Section>
      <Section title="Dati che dobbiamo conservare">
        <Text>
          Alcuni dati (ad esempio le ricevute dei pagamenti) devono essere conservati per obblighi di legge e
          vengono cancellati alla scadenza del periodo previsto.
        </Text>
      </Section>
      {nomi && (
        <Section title={`Accesso con ${nomi}`}>
          <Text>
            Se accedi con {nomi} puoi anche rimuovere Zaino dalle app collegate del tuo account: in questo
            modo non riceveremo più dati dal fornitore. I dati già presenti in Zaino vengono cancellati su
            richiesta come descritto sopra.
          </Text>
        </Section>
      )}
    </LegalPage>
  );
}
