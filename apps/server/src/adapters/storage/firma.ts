import { createHmac, timingSafeEqual } from 'node:crypto';

// HMAC-SHA256 over a text, base64url: the disk store's stand-in for S3's policy signature.

export function firma(secret: string, testo: string): string {
  return createHmac('sha256', secret).update(testo).digest('base64url');
}

export function firmaValida(secret: string, testo: string, data: string | undefined): boolean {
  if (typeof data !== 'string') return false;
  const attesa = Buffer.from(firma(secret, testo));
  const ricevuta = Buffer.from(data);
  return attesa.length === ricevuta.length && timingSafeEqual(attesa, ricevuta);
}
