import { z } from 'zod'
import { es } from '../messages/panel.ts'

/** The longest item a position may describe (a day): anything longer is a mistake or a forgery. */
const maxSeconds = 86_400

const secondsSchema = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(maxSeconds, message)

/**
 * PUT /api/player/positions/{mediaId} (issue 17): where the member stopped in an item. Whole seconds;
 * the position may not pass the length. A position that is not worth resuming (the first seconds, or
 * the end: `isResumable`) removes the saved one instead.
 */
export const savePositionBodySchema = z
  .object({
    positionSeconds: secondsSchema(es['player.positionInvalid']),
    durationSeconds: secondsSchema(es['player.durationInvalid']).min(1, es['player.durationInvalid']),
  })
  .refine((body) => body.positionSeconds <= body.durationSeconds, {
    message: es['player.positionPastEnd'],
    path: ['positionSeconds'],
  })
export type SavePositionBody = z.infer<typeof savePositionBodySchema>

export const playbackPositionSchema = z.object({
  mediaId: z.uuid(),
  positionSeconds: z.number().int(),
  durationSeconds: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type PlaybackPosition = z.infer<typeof playbackPositionSchema>

export const playbackPositionsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(playbackPositionSchema),
})

/** The most positions the list answers: 'Continuar escuchando' shows a handful, newest first. */
export const playbackPositionsLimit = 50
