// §3 "Default highlight colours": five highlighters; blue (Vocabulary) is locked.
import * as z from 'zod/mini';

/** §3: the highlighter colours, in the table's order. */
export const HIGHLIGHT_COLOURS = ['blue', 'yellow', 'green', 'orange', 'purple'] as const;
export type HighlightColourName = (typeof HIGHLIGHT_COLOURS)[number];
/** One of the {@link HIGHLIGHT_COLOURS}. */
export const HighlightColourNameSchema = z.enum(HIGHLIGHT_COLOURS);

/** §3: the locked colour. Its label is always {@link LOCKED_HIGHLIGHT_LABEL}. */
export const LOCKED_HIGHLIGHT_COLOUR = 'blue' satisfies HighlightColourName;
/** §3: the locked colour's label (the vocabulary list is built from blue highlights). */
export const LOCKED_HIGHLIGHT_LABEL = 'Vocabulary';

/** §3: the default label of each colour. */
export const DEFAULT_HIGHLIGHT_LABELS: Readonly<Record<HighlightColourName, string>> =
  Object.freeze({
    blue: LOCKED_HIGHLIGHT_LABEL,
    yellow: 'Main ideas',
    green: 'Evidence',
    orange: 'Questions',
    purple: 'Reactions',
  });

/** Longest label a user may give a highlighter. */
export const HIGHLIGHT_LABEL_MAX_LENGTH = 40;

/** The message for an attempt to rename the locked highlighter (server answers it with 400). */
export const LOCKED_HIGHLIGHT_MESSAGE = `The blue highlighter is locked to "${LOCKED_HIGHLIGHT_LABEL}" and cannot be renamed.`;

/** One highlighter as the status response lists it. */
export const HighlightColourSchema = z.object({
  colour: HighlightColourNameSchema,
  label: z.string().check(z.minLength(1), z.maxLength(HIGHLIGHT_LABEL_MAX_LENGTH)),
  isLocked: z.boolean(),
});
export type HighlightColour = z.infer<typeof HighlightColourSchema>;

const HighlightLabelSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(HIGHLIGHT_LABEL_MAX_LENGTH));
/** A label to set, or null to reset it; absent leaves it as it is. */
const HighlightLabelChangeSchema = z.optional(z.nullable(HighlightLabelSchema));

/**
 * A user's renamed labels, colour → label; `null` resets a label to its default. Blue may be
 * sent only with its own label (so a client can send back the whole list it got), any other
 * blue label is rejected with {@link LOCKED_HIGHLIGHT_MESSAGE}.
 */
export const HighlightLabelsUpdateSchema = z
  .strictObject({
    blue: HighlightLabelChangeSchema,
    yellow: HighlightLabelChangeSchema,
    green: HighlightLabelChangeSchema,
    orange: HighlightLabelChangeSchema,
    purple: HighlightLabelChangeSchema,
  })
  .check(
    z.refine((labels) => labels.blue == null || labels.blue === LOCKED_HIGHLIGHT_LABEL, {
      message: LOCKED_HIGHLIGHT_MESSAGE,
      path: ['blue'],
    }),
  );
export type HighlightLabelsUpdate = z.infer<typeof HighlightLabelsUpdateSchema>;

/** The labels a user renamed (never blue), as stored. */
export type HighlightLabels = Partial<Record<Exclude<HighlightColourName, 'blue'>, string>>;

/**
 * The five highlighters in §3 order with the user's labels applied over the defaults. Blue
 * keeps its label whatever `labels` holds.
 */
export function resolveHighlightColours(labels: HighlightLabels = {}): HighlightColour[] {
  return HIGHLIGHT_COLOURS.map((colour) => {
    const isLocked = colour === LOCKED_HIGHLIGHT_COLOUR;
    const custom = isLocked ? undefined : labels[colour as keyof HighlightLabels];
    return { colour, label: custom ?? DEFAULT_HIGHLIGHT_LABELS[colour], isLocked };
  });
}

/**
 * Applies an update to stored labels: a label equal to the default or `null` is dropped (so
 * a later change of a default reaches the user), blue is never stored.
 */
export function mergeHighlightLabels(
  current: HighlightLabels,
  update: HighlightLabelsUpdate,
): HighlightLabels {
  const next: HighlightLabels = { ...current };
  for (const colour of HIGHLIGHT_COLOURS) {
    if (colour === LOCKED_HIGHLIGHT_COLOUR || !(colour in update)) continue;
    const label = update[colour];
    if (label === undefined) continue;
    if (label === null || label === DEFAULT_HIGHLIGHT_LABELS[colour]) delete next[colour];
    else next[colour] = label;
  }
  return next;
}
