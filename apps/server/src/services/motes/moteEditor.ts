// What `PATCH m/motes/{id}` changes in a mote: the owner's edits, and a new transcript when the
// spoken language changes under an engine-made one.
import { moteTitleFromText, type MoteUpdateInput } from '@motes/shared';
import type { Db } from '../../db/database.js';
import type { SpeechToTextEngine } from '../../engines/speechToText/index.js';
import { transcriptOwnerOfMote, updateMote, type MoteChanges } from './moteStore.js';
import { enqueueMoteTranscript, initialTranscriptStatus } from './moteTranscripts.js';
import type { MoteRow } from './moteViews.js';

export interface MoteEditorDeps {
  db: Db;
  speechToText: SpeechToTextEngine;
  now: () => Date;
}

/**
 * Applies the owner's `update` to `row` (a live mote the caller owns; the route checks that).
 * Undefined when the mote was deleted meanwhile.
 */
export async function editMote(
  deps: MoteEditorDeps,
  row: MoteRow,
  update: MoteUpdateInput,
): Promise<MoteRow | undefined> {
  const changes: MoteChanges = {};
  if (update.title !== undefined) changes.title = update.title.trim();
  if (update.visibility !== undefined) changes.visibility = update.visibility;
  if (update.allowDownload !== undefined) changes.allowDownload = update.allowDownload;
  let transcribe = false;
  if (update.transcriptText !== undefined) {
    // The owner's text replaces the engine's; its word timings no longer match, so they
    // are dropped (the share page shows the text without highlighting).
    changes.transcriptText = update.transcriptText.trim();
    changes.transcriptWords = [];
    changes.transcriptStatus = 'done';
    changes.transcriptEditedAt = deps.now();
  } else if (
    update.language !== undefined &&
    update.language !== row.language &&
    row.kind !== 'generated' &&
    !row.transcriptEditedAt
  ) {
    // The engine's transcript was made in the old language: make it again.
    const status = initialTranscriptStatus(
      await transcriptOwnerOfMote(deps.db, row),
      update.language,
      deps.speechToText,
    );
    changes.transcriptStatus = status;
    changes.transcriptText = '';
    changes.transcriptWords = [];
    transcribe = status === 'pending';
    // A title the old transcript gave (not one the owner typed) goes with it; the new
    // transcript names the mote again.
    const autoTitle = moteTitleFromText(row.transcriptText);
    if (update.title === undefined && autoTitle !== '' && row.title === autoTitle) {
      changes.title = '';
    }
  }
  if (update.language !== undefined) changes.language = update.language;
  const updated = await updateMote(deps.db, row.id, changes);
  if (updated && transcribe) await enqueueMoteTranscript(deps.db, updated.id, updated.language);
  return updated;
}
