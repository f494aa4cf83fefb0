import { List, Text } from '@mantine/core';
import { LegalPage, Section } from './legal-page.tsx';

/** Spec 1 §2.11: the privacy policy (direct-marketing data kept 2 years after the relationship ends). */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Informativa sulla privacy" updated="1 settembre 2025">
      <Text>
        La sezione scout tratta i dati personali dei soci, dei genitori e degli utenti di Zaino nel rispetto
        del Regolamento (UE) 2016/679 (GDPR). Questa pagina spiega quali dati raccogliamo, perché e per quanto
        tempo li conserviamo.
      </Text>
      <Section title="Titolare del trattamento">
        <Text>
          Il titolare del trattamento è la sezione scout che gestisce Zaino. Puoi contattarla all'indirizzo
          email indicato nella pagina dei contatti della sezione.
        </Text>
      </Section>
      <Section title="Dati trattati e finalità">
        <List spacing={4}>
          <List.Item>dati anagrafici e di contatto, per gestire iscrizioni, nomine e attività;</List.Item>
          <List.Item>
            dati sanitari, solo con il tuo consenso, per la sicurezza durante le attività;
          </List.Item>
          <List.Item>immagini, solo con il tuo consenso, per documentare la vita della sezione;</List.Item>
          <List.Item>dati dei pagamenti, per le quote, le donazioni e le ricevute;</List.Item>
          <List.Item>
            dati per comunicazioni promozionali (marketing diretto), solo con il tuo consenso.
          </List.Item>
        </List>
      </Section>
      <Section title="Conservazione">
        <Text>
          I dati necessari alla gestione associativa sono conservati per la durata del rapporto associativo e
          poi per il tempo richiesto dalla legge (ad esempio per i documenti contabili). I dati trattati per
          finalità di marketing diretto sono conservati per 2 anni dalla fine del rapporto.
        </Text>
      </Section>
      <Section title="I tuoi diritti">
        <Text>
          Puoi chiedere in ogni momento l'accesso, la rettifica, la cancellazione o la limitazione dei tuoi
          dati, opporti al trattamento, revocare i consensi espressi e proporre reclamo al Garante per la
          protezione dei dati personali.
        </Text>
      </Section>
    </LegalPage>
  );
}
