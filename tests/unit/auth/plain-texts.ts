import { createTranslator } from 'next-intl';
import type { Translate } from '@/components/auth/auth-texts';
import en from '@/messages/en.json';

/** The server's translator in English: what the plain auth pages build their forms' texts with. */
export const serverT = createTranslator({ locale: 'en', messages: en }) as unknown as Translate;
