import type { WebsiteFaq, WebsiteFaqInput, WebsiteFaqsRequest } from '@/lib/contract/website-manager';

/** POST faq takes the whole list in its order: each change (add, edit, move, delete) sends it. */
export const faqsRequest = (faqs: readonly (WebsiteFaq | WebsiteFaqInput)[]): WebsiteFaqsRequest => ({
  faqs: faqs.map(({ _id, question, answer }) => ({ _id, question, answer })),
});
