// The languages documents are printed in. A store's documents speak its language (Québec: French); a
// customer who reads another of these asks, and their receipt is printed in it.
import { z } from 'zod';

export const DOCUMENT_LANGUAGES = ['en', 'fr', 'es'] as const;

export const DocumentLanguageSchema = z.enum(DOCUMENT_LANGUAGES, 'must be en, fr or es');
export type DocumentLanguage = z.infer<typeof DocumentLanguageSchema>;
