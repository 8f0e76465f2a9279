import { and, asc, between, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import {
  categories,
  dailyPicks,
  mediaItems,
  planCategories,
  plans,
  playtimeDaily,
  subscriptions,
  testTakes,
  themes,
} from '../../db/schema/index.ts'
import { inForce, type SubscriptionFacts } from '../billing/index.ts'
import { shownToMembers } from '../catalog/index.ts'
import type { PlayableFacts } from '../player/index.ts'

/**
 * The items members are shown, grouped by theme, ids in id order. `match`: how the theme meets the
 * member's latest test result (2: one of its themes, 1: in its category, 0: neither).
 */
export type ShownTheme = { themeId: string; categoryId: string; match: 0 | 1 | 2; ids: string[] }

/** What the rule decides on, for one member: everything read in one statement. */
export interface TodayFacts {
  subscription: SubscriptionFacts | null
  planCategoryIds: string[]
  shown: ShownTheme[]
  /** Items with counted listening in the window, and the day it was filed on. */
  heard: { id: string; day: string }[]
  /** The calendar's plan for the days asked, with what the playability rule needs of the item. */
  planned: (PlayableFacts & { id: string; day: string })[]
}

/**
 * One statement for GET /api/today (decision 107): the member's plan in force at `now` with its
 * categories (billing's `inForce`, as the listening credit reads it), the catalogue members are
 * shown grouped by theme and matched against the latest test result, the member's listening
 * between `heardFrom` and `heardTo`, and what staff planned on `days`. Ids only: the one or two
 * items answered are read whole afterwards (`findItems`).
 */
export async function readTodayFacts(
  db: Database,
  params: { userId: string; now: Date; days: string[]; heardFrom: string; heardTo: string },
): Promise<TodayFacts> {
  const { userId, now, days, heardFrom, heardTo } = params
  const result = await db.execute(sql`
    with plan_in_force as (
      select ${subscriptions.id} as id, ${subscriptions.themeId1} as theme_id1,
        ${subscriptions.themeId2} as theme_id2, ${plans.id} as plan_id, ${plans.slug} as slug,
        ${plans.fullCategoryAccess} as full_access
      from ${subscriptions}
        inner join ${plans} on ${plans.id} = ${subscriptions.planId}
      where ${subscriptions.userId} = ${userId} and ${inForce(now)}
      order by ${subscriptions.startDate} desc, ${subscriptions.createdAt} desc
      limit 1
    ),
    latest_take as (
      select ${testTakes.categorySlug} as category_slug, ${testTakes.themeSlugs} as theme_slugs
      from ${testTakes}
      where ${testTakes.userId} = ${userId}
      order by ${testTakes.createdAt} desc, ${testTakes.id} desc
      limit 1
    ),
    shown as (
      select ${mediaItems.id} as id, ${themes.id} as theme_id, ${categories.id} as category_id,
        coalesce((select case when ${themes.slug} = any(lt.theme_slugs) then 2
                              when ${categories.slug} = lt.category_slug then 1 else 0 end
                  from latest_take lt), 0) as match
      from ${mediaItems}
        inner join ${themes} on ${themes.id} = ${mediaItems.themeId}
        inner join ${categories} on ${categories.id} = ${themes.categoryId}
      where ${shownToMembers()}
    )
    select
      (select jsonb_build_object('id', f.id, 'themeId1', f.theme_id1, 'themeId2', f.theme_id2,
         'plan', jsonb_build_object('slug', f.slug, 'fullCategoryAccess', f.full_access))
         from plan_in_force f) as subscription,
      (select coalesce(jsonb_agg(${planCategories.categoryId}), '[]'::jsonb) from ${planCategories}
         where ${planCategories.planId} = (select f.plan_id from plan_in_force f)) as plan_category_ids,
      (select coalesce(jsonb_agg(jsonb_build_object('themeId', g.theme_id, 'categoryId', g.category_id,
          'match', g.match, 'ids', g.ids)), '[]'::jsonb)
         from (select theme_id, category_id, match, jsonb_agg(id order by id) as ids
               from shown group by theme_id, category_id, match) g) as shown,
      (select coalesce(jsonb_agg(jsonb_build_object('id', h.media_id, 'day', h.day::text)), '[]'::jsonb)
         from ${playtimeDaily} h
         where h.user_id = ${userId} and h.day between ${heardFrom}::date and ${heardTo}::date and h.seconds > 0) as heard,
      (select coalesce(jsonb_agg(jsonb_build_object('day', ${dailyPicks.day}::text, 'id', ${mediaItems.id},
          'isDeleted', ${mediaItems.isDeleted}, 'isActive', ${mediaItems.isActive},
          'themeId', ${themes.id}, 'categoryId', ${categories.id},
          'shown', ${themes.isActive} and not ${themes.isDeleted} and ${categories.isActive} and not ${categories.isDeleted})),
          '[]'::jsonb)
         from ${dailyPicks}
           inner join ${mediaItems} on ${mediaItems.id} = ${dailyPicks.mediaId}
           inner join ${themes} on ${themes.id} = ${mediaItems.themeId}
           inner join ${categories} on ${categories.id} = ${themes.categoryId}
         where ${dailyPicks.day} in (select value::date from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb))
      ) as planned
  `)
  const [row] = rowsOf<{
    subscription: SubscriptionFacts | null
    plan_category_ids: string[]
    shown: ShownTheme[]
    heard: TodayFacts['heard']
    planned: TodayFacts['planned']
  }>(result)
  if (!row) throw new Error('today facts: one row expected')
  return {
    subscription: row.subscription,
    planCategoryIds: row.plan_category_ids,
    shown: row.shown,
    heard: row.heard,
    planned: row.planned,
  }
}

/** The columns the catalogue's `toMediaItem` maps: the item, its theme and its category. */
const itemColumns = {
  item: mediaItems,
  theme: { id: themes.id, name: themes.name, slug: themes.slug },
  category: { id: categories.id, name: categories.name, slug: categories.slug },
}

/** Whole items by id, with their theme and category (the one or two today answers). */
export function findItems(db: Database, ids: string[]) {
  return db
    .select(itemColumns)
    .from(mediaItems)
    .innerJoin(themes, eq(themes.id, mediaItems.themeId))
    .innerJoin(categories, eq(categories.id, themes.categoryId))
    .where(inArray(mediaItems.id, ids))
}

/** An item staff want to plan: whether it exists, is deleted, and is shown to members. */
export async function findPlannable(db: Database, mediaId: string) {
  const [row] = await db
    .select({
      isDeleted: mediaItems.isDeleted,
      shown: sql<boolean>`coalesce(${shownToMembers()}, false)`,
    })
    .from(mediaItems)
    .innerJoin(themes, eq(themes.id, mediaItems.themeId))
    .innerJoin(categories, eq(categories.id, themes.categoryId))
    .where(eq(mediaItems.id, mediaId))
  return row
}

/** The days planned from `from` to `to` (both included) whose item members are shown, in order. */
export function findPlannedDays(db: Database, from: string, to: string) {
  return db
    .select({
      day: sql<string>`${dailyPicks.day}::text`,
      item: {
        id: mediaItems.id,
        title: mediaItems.title,
        fileType: mediaItems.fileType,
        duration: mediaItems.duration,
        coverImageName: mediaItems.coverImageName,
        coverImageUrl: mediaItems.coverImageUrl,
      },
      theme: { id: themes.id, name: themes.name, slug: themes.slug },
    })
    .from(dailyPicks)
    .innerJoin(mediaItems, eq(mediaItems.id, dailyPicks.mediaId))
    .innerJoin(themes, eq(themes.id, mediaItems.themeId))
    .innerJoin(categories, eq(categories.id, themes.categoryId))
    .where(and(between(dailyPicks.day, from, to), shownToMembers()))
    .orderBy(asc(dailyPicks.day))
}

/** Plans `mediaId` on `day`, replacing what was planned there. */
export async function upsertPick(db: Database, day: string, mediaId: string, plannedBy: string | null) {
  await db
    .insert(dailyPicks)
    .values({ day, mediaId, plannedBy })
    .onConflictDoUpdate({
      target: dailyPicks.day,
      set: { mediaId, plannedBy, updatedAt: sql`now()` },
    })
}

/** Clears a day (nothing planned there already is fine). */
export async function deletePick(db: Database, day: string) {
  await db.delete(dailyPicks).where(eq(dailyPicks.day, day))
}
