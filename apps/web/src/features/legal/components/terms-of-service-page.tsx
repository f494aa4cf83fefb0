import { Text } from '@mantine/core';
import { LegalPage, Section } from './legal-page.tsx';

/** Spec 1 §2.11: the terms of service. */
export function TermsOfServicePage() {
  return (
    <LegalPage title="Termini di servizio" updated="1 settembre 2025">
      <Text>
        Zaino è il servizio con cui la sezione scout gestisce soci, iscrizioni e pagamenti. Usandolo accetti
        questi termini.
      </Text>
      <Section title="Account">
        <Text>
          L'account è personale: custodisci le tue credenziali e non condividerle. Un genitore può gestire i
          dati dei propri figli. Segnala subito alla sezione ogni uso non autorizzato.
        </Text>
      </Section>
      <Section title="Uso corretto">
        <Text>
          Inserisci dati veri e aggiornati e usa il servizio solo per le attività della sezione. La sezione
          può sospendere gli account usati in modo improprio.
        </Text>
      </Section>
      <Section title="Pagamenti">
        <Text>
          I pagamenti con carta e Satispay sono gestiti dai rispettivi fornitori; le ricevute sono emesse
          dalla sezione e inviate per email.
        </Text>
      </Section>
      <Section title="Responsabilità">
        <Text>
          La sezione cura il servizio con attenzione ma non garantisce che sia sempre disponibile o privo di
          errori. Questi termini possono cambiare: la versione in vigore è sempre pubblicata su questa pagina.
        </Text>
      </Section>
    </LegalPage>
  );
}
