import { describe, expect, it } from 'vitest';
import { type Step, stepFromQuery } from './flow.ts';

const signIn: Step = { name: 'signIn' };
const q = (s: string) => new URLSearchParams(s);

describe('email sub-steps from the query (spec 1 §2.5, §2.8)', () => {
  it('opens a reset link on /login in set-new-password mode, -at- read as @', () => {
    expect(stepFromQuery(q('username=anna-at-example.it&confirmationCode=123456'), 'login', signIn)).toEqual({
      name: 'forgotConfirm',
      email: 'anna@example.it',
      code: '123456',
    });
  });

  it('keeps sign-in on /login without both parameters', () => {
    expect(stepFromQuery(q('username=anna-at-example.it'), 'login', signIn)).toBe(signIn);
    expect(stepFromQuery(q(''), 'login', signIn)).toBe(signIn);
  });

  it('pre-fills the sign-up confirmation on the registration screen', () => {
    expect(
      stepFromQuery(q('username=anna-at-example.it&confirmationCode=654321'), 'registration', {
        name: 'signUp',
      }),
    ).toEqual({ name: 'confirm', email: 'anna@example.it', code: '654321' });
  });

  it('pre-fills the password-reset code with forgotPassword', () => {
    expect(
      stepFromQuery(
        q('username=anna-at-example.it&confirmationCode=111222&forgotPassword=true'),
        'registration',
        {
          name: 'signUp',
        },
      ),
    ).toEqual({ name: 'forgotConfirm', email: 'anna@example.it', code: '111222' });
  });

  it('falls back to the given step without parameters', () => {
    expect(stepFromQuery(q('foo=1'), 'registration', { name: 'signUp' })).toEqual({ name: 'signUp' });
  });
});
