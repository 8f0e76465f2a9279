import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { categories } from './catalog.ts'
import { id, timestamps } from './columns.ts'

export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Minor units (cents), so money never goes through floating point; the API answers `price` in units. */
    priceCents: integer('price_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    durationDays: integer('duration_days').notNull().default(30),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    fullCategoryAccess: boolean('full_category_access').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    order: integer('order').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isTestPlan: boolean('is_test_plan').notNull().default(false),
    /**
     * Bought as a subscription that renews with the provider at each period's end (issue 18). The
     * test plan never renews (the service refuses it), so the spec's one-off flows stay for it.
     */
    renews: boolean('renews').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plans_slug_unique').on(t.slug),
    // The spec allows at most one featured plan and one test plan; the database keeps it so.
    uniqueIndex('plans_one_featured').on(t.isFeatured).where(sql`${t.isFeatured}`),
    uniqueIndex('plans_one_test_plan').on(t.isTestPlan).where(sql`${t.isTestPlan}`),
    check('plans_test_plan_never_renews', sql`not (${t.isTestPlan} and ${t.renews})`),
  ],
)

/** `categoryAccess`: the categories a plan without full access opens. */
export const planCategories = pgTable(
  'plan_categories',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.planId, t.categoryId] })],
)
