import { freshEmail, NEW_PASSWORD, OTHER_PASSWORD, registeredPerson } from './support/accounts.ts';
import { codeFor } from './support/codes.ts';
import { expect, test } from './support/test.ts';

// Spec 3 §5 / spec 1 §2.4: /f/password for an email login, with the messages of its form (decision
// 0312: the domain's cambioPasswordSchema through validaModulo, shown once the person has tried).

const MSG_PASSWORD =
  'La password deve: essere lunga almeno 8 caratteri, contenere un numero, contenere una lettera minuscola, contenere una lettera maiuscola, contenere un carattere speciale, non contenere spazi';

test('cambio password: campi obbligatori, password diverse, password attuale sbagliata, poi la modifica', async ({
  page,
}) => {
  const email = freshEmail('cambio');
  await registeredPerson(page, email, codeFor('cambioPassword'));
  await page.goto('/f/password');
  await expect(page.getByRole('heading', { name: 'Modifica password', level: 1 })).toBeVisible();
  const attuale = page.getByLabel('Password attuale', { exact: true });
  const nuova = page.getByLabel('Nuova password', { exact: true });
  const ripeti = page.getByLabel('Ripeti la nuova password', { exact: true });
  const invia = page.getByRole('button', { name: 'Modifica password', exact: true });
  const form = page.getByTestId('form-cambio-password');
  // The cursor starts in the first field.
  await expect(attuale).toBeFocused();

  // Spec 3 §5: an invalid form shows the alert and each field's message, tied to its field.
  await invia.click();
  await expect(page.getByTestId('errore-auth')).toContainText(
    'Controlla di aver compilato correttamente tutti i campi',
  );
  await expect(form.getByText('Questo campo è obbligatorio', { exact: true })).toHaveCount(2);
  await expect(form.getByText(MSG_PASSWORD, { exact: true })).toBeVisible();
  await expect(attuale).toHaveAccessibleDescription('Questo campo è obbligatorio');

  await attuale.fill(OTHER_PASSWORD);
  await nuova.fill(OTHER_PASSWORD);
  await ripeti.fill('Diversa.Password-3');
  await invia.click();
  await expect(form.getByText('Assicurati che questi due campi siano uguali', { exact: true })).toBeVisible();
  await expect(form.getByText('Questo campo è obbligatorio', { exact: true })).toHaveCount(0);

  // The server refuses the current password: the message goes under that field until it changes.
  await ripeti.fill(OTHER_PASSWORD);
  await invia.click();
  await expect(attuale).toHaveAccessibleDescription('La password attuale non è corretta');
  await attuale.fill(NEW_PASSWORD);
  await expect(form.getByText('La password attuale non è corretta', { exact: true })).toHaveCount(0);

  await invia.click();
  await expect(form.getByRole('status')).toHaveText('Password modificata con successo!');
  // The form is emptied, with no message.
  await expect(attuale).toHaveValue('');
  await expect(nuova).toHaveValue('');
  await expect(ripeti).toHaveValue('');
  await expect(attuale).toHaveAccessibleDescription('');
});
