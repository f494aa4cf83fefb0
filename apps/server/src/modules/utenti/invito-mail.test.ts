import { describe, expect, it } from 'vitest';
import { mailInvito } from './invito-mail.ts';

const invito = (sesso: string | null, nome = 'Laura') =>
  mailInvito({
    publicUrl: 'https://zaino.example.it/',
    to: 'a@example.it',
    cc: [],
    nome,
    sesso,
    codice: 'LCO123ABC',
  });

describe('spec 2 §5: the invitation mail (issue 23)', () => {
  it.each([
    ['F', 'sei stata invitata a creare il tuo account'],
    ['M', 'sei stato invitato a creare il tuo account'],
    [null, 'hai ricevuto un invito per creare il tuo account'],
  ])('sex %j: “%s”, in the text and the HTML', (sesso, frase) => {
    const mail = invito(sesso);
    expect(mail.text).toContain(frase);
    expect(mail.html).toContain(frase);
  });

  it('never calls a woman or a person of unknown sex “invitato”', () => {
    for (const sesso of ['F', null]) expect(invito(sesso).text).not.toMatch(/stato invitato/);
  });

  it('links the code, and the fallback is the code entry page /register/code (not the blank /register)', () => {
    const mail = invito('F');
    expect(mail.text).toContain('https://zaino.example.it/register/LCO123ABC');
    expect(mail.text).toContain(
      'Se il link non si apre, vai su https://zaino.example.it/register/code e inserisci il codice di registrazione: LCO123ABC',
    );
    expect(mail.text).not.toMatch(/\/register e inserisci/);
  });

  it('greets by name, or without one', () => {
    expect(invito('F').text.startsWith('Ciao Laura,')).toBe(true);
    expect(invito(null, '').text.startsWith('Ciao,')).toBe(true);
  });
});
