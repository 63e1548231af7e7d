import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ts, createdAt } from './columns';
import { businessColumn } from './accounts';
import { uploads } from './menu';

/** The website manager: the site, its images, popups and FAQs. */

/**
 * The business's website (issue 18, website manager): one row per business once something is
 * saved (no row: the defaults). `social_links` holds only the networks that have a link.
 */
export const websites = pgTable('websites', {
  businessId: businessColumn().primaryKey(),
  themeColor: text('theme_color').notNull().default('#383232'),
  promotionUrl: text('promotion_url'),
  seoTitle: text('seo_title').notNull().default(''),
  seoDescription: text('seo_description').notNull().default(''),
  seoKeywords: text('seo_keywords').notNull().default(''),
  socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Images of the website: the gallery (`page` null) and the menu's pages (`page` 1, 2 …), each in `position` order. */
export const websiteImages = pgTable(
  'website_images',
  {
    id: id(),
    businessId: businessColumn(),
    kind: text('kind', { enum: ['gallery', 'menu'] }).notNull(),
    page: integer('page'),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('website_images_business_idx').on(t.businessId, t.kind, t.page, t.position),
    check('website_images_page_check', sql`(${t.kind} = 'gallery') = (${t.page} is null)`),
  ],
);

/** Popups of the website: local days from–to (to null: no end), optionally only while the store is open. */
export const websitePopups = pgTable(
  'website_popups',
  {
    id: id(),
    businessId: businessColumn(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date'),
    onlyWhileOpen: boolean('only_while_open').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('website_popups_business_idx').on(t.businessId),
    check('website_popups_dates_check', sql`${t.toDate} is null or ${t.fromDate} <= ${t.toDate}`),
  ],
);

/** Questions and answers of the website, in `position` order. */
export const websiteFaqs = pgTable(
  'website_faqs',
  {
    id: id(),
    businessId: businessColumn(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('website_faqs_business_idx').on(t.businessId, t.position)],
);
