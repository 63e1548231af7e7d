import { z } from 'zod';
import { websiteFaqRequest, type WebsiteFaq } from '@/lib/contract/website-manager';

/** One question as the dialog edits it, with the contract's rules. */
export const faqForm = websiteFaqRequest.pick({ question: true, answer: true });
export type FaqFormIn = z.input<typeof faqForm>;
export type FaqFormOut = z.output<typeof faqForm>;

export const faqValues = (faq: WebsiteFaq | undefined): FaqFormIn => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
});
