import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { Loading } from '../../../components/loading.tsx';
import type { LookupErrorA } from '../registration.ts';
import { AlreadyRegistered } from './already-registered.tsx';
import { InvalidCode } from './invalid-code.tsx';
import { OtherPerson } from './other-person.tsx';
import { RegisterCard } from './register-card.tsx';

/** While the code is looked up (or the screen is about to move on). */
export function LoadingCard() {
  return (
    <RegisterCard title="Registrazione">
      <Loading />
    </RegisterCard>
  );
}

/** Spec 1 §8 reading A: a used code, an unknown code, or another error (after `field`, if given). */
export function RefusedCodeCard({
  refusal,
  code,
  field,
}: {
  refusal: LookupErrorA;
  code: string;
  field?: ReactNode;
}) {
  if (refusal.kind === 'already-used') {
    return (
      <RegisterCard title="Account già registrato">
        <AlreadyRegistered code={code} />
      </RegisterCard>
    );
  }
  if (refusal.kind === 'invalid') {
    return (
      <RegisterCard title="Codice non valido">
        <InvalidCode code={code} />
      </RegisterCard>
    );
  }
  return (
    <RegisterCard title="Registrazione">
      {field}
      <Alert color="red" variant="light" role="alert">
        {refusal.message}
      </Alert>
    </RegisterCard>
  );
}

/** Spec 1 §8: the signed-in login belongs to another person than the code's. */
export function OtherPersonCard({ code }: { code: string }) {
  return (
    <RegisterCard title="Registrazione">
      <OtherPerson code={code} />
    </RegisterCard>
  );
}
