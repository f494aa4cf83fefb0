import { Button } from '@mantine/core';

// Contract shared by the account tab and mass registration (issue 9), owned by the mass-registration
// work: sends inviaInvitoUtente(id_utente, email, cc) with an optional cc list and shows the per-user
// states of spec 2 §4 (empty, initing, sending, success, failed with error and retry).

export interface InvitoUtenteProps {
  id_utente: number;
  /** the user's email; when null the form asks for one (spec 2 §5) */
  email: string | null;
  /** whose user it is, for the texts */
  nome: string;
}

export function InvitoUtente(_props: InvitoUtenteProps) {
  return (
    <Button size="xs" variant="light" disabled>
      Invia invito
    </Button>
  );
}
