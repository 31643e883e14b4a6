/**
 * content/site/index.<lang>.yaml: the clinic's texts shown on many pages of one language (footer,
 * cookie banner, urgent care, calls to action, blog). content/site/index.pt.yaml is the reference.
 */
import { z } from 'zod';
import { RULE } from '../catalogue/rules';

const text = (label: string) => z.string().min(1, RULE.notEmpty).describe(label);
/** A text of a sentence or more: the editor gives it a text area. */
const paragraph = (label: string) => text(label).meta({ multiline: true });

export const siteTextsSchema = z.strictObject({
  footer: z
    .strictObject({
      about: paragraph('About the clinic, under its name'),
      notice: paragraph('Notice on patient pictures (CFO Resolution 196/2019)'),
    })
    .describe('Footer'),
  cookies: z
    .strictObject({
      text: paragraph('What the site stores, when no visit measurement is configured (asks consent for nothing else)'),
      analytics: paragraph(
        'What the site stores and measures, shown instead when analytics.measurement_id is set in content/site.yaml',
      ),
    })
    .describe('Cookie banner'),
  urgent: z
    .strictObject({
      after_hours: paragraph('What to do outside opening hours'),
      emergency: paragraph('When to go to an emergency room (shown in bold)'),
    })
    .describe('Urgent care (footer and care pages)'),
  booking: z
    .strictObject({ title: text('Title'), text: paragraph('Text') })
    .describe('Booking invitation at the end of treatment, profile and local pages'),
  aftercare_call: z
    .strictObject({ title: text('Title'), text: paragraph('Text') })
    .describe('Invitation to call, at the end of the care recommendations'),
  treatment_page: z
    .strictObject({ risks_intro: paragraph('Introduction to the risks of every treatment') })
    .describe('Treatment pages'),
  blog: z
    .strictObject({
      title: text('Title of the blog page'),
      intro: paragraph('Introduction of the blog page, also its description in search results'),
    })
    .describe('Blog'),
});

export type SiteTexts = z.output<typeof siteTextsSchema>;
