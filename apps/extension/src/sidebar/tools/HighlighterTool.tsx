// The Highlighter (issue 7 item 4; market-notes.md "Highlighter"): the five §3 colours, the
// four renamable ones renamed here (saved to the account), the page's highlights with remove,
// and a link to My Annotations on the website. The work is in src/reading/highlighter/.
import {
  API_ROUTES,
  HIGHLIGHT_PAINT_COLOURS,
  HIGHLIGHTER_TEXTS,
  resolveHighlightColours,
  SettingsResponseSchema,
  type HighlightColour,
  type HighlightLabelsUpdate,
} from '@motes/shared';
import { Button } from '@motes/ui';
import { useId, useState } from 'react';
import { useSidebarServices } from '../sidebarServices';
import { HighlightLabelsForm } from './HighlightLabelsForm';
import type { SidebarToolProps } from './toolComponents';
import { useHighlighter } from './useHighlighter';

/** The path of the website's My Annotations page. */
export const MY_ANNOTATIONS_PATH = '/my-annotations';

function Swatch({ colour }: { colour: HighlightColour['colour'] }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: 3,
        border: '1px solid #444',
        background: HIGHLIGHT_PAINT_COLOURS[colour],
        flex: 'none',
      }}
    />
  );
}

export function HighlighterTool({ tool, descriptionId }: SidebarToolProps) {
  const { api, status, websiteOrigin } = useSidebarServices();
  const highlighter = useHighlighter();
  // The labels just saved here, else the status's (the account's), else §3's defaults.
  const [savedColours, setSavedColours] = useState<HighlightColour[] | null>(null);
  const colours = savedColours ?? status?.identity.highlightColours ?? resolveHighlightColours();
  const [renaming, setRenaming] = useState(false);
  const groupId = useId();
  const lockedId = useId();
  const listHeadingId = useId();
  const signedIn = status?.auth.isLoggedIn === true;

  async function saveLabels(labels: HighlightLabelsUpdate) {
    const response = await api.post(API_ROUTES.identity.settings.path, {
      highlightColours: labels,
    });
    setSavedColours(SettingsResponseSchema.parse(response.data).settings.highlightColours);
    setRenaming(false);
  }

  const labelOf = (colour: HighlightColour['colour']) =>
    colours.find((entry) => entry.colour === colour)?.label ?? colour;
  const message = highlighter.message;

  return (
    <div className="motes-sidebar__mask-controls">
      <p className="motes-sidebar__label">{tool.label}</p>
      <p id={groupId} className="motes-sidebar__hint">
        {HIGHLIGHTER_TEXTS.coloursLabel}
      </p>
      <div
        role="group"
        aria-labelledby={groupId}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 6,
        }}
      >
        {colours.map((entry) => (
          <Button
            key={entry.colour}
            variant="secondary"
            size="sm"
            aria-label={HIGHLIGHTER_TEXTS.colourButton(entry.label, entry.colour)}
            aria-describedby={entry.isLocked ? `${descriptionId} ${lockedId}` : descriptionId}
            // Keeps the page's selection: the button does not take it on a pointer press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void highlighter.add(entry)}
          >
            <Swatch colour={entry.colour} />
            {entry.label}
          </Button>
        ))}
      </div>
      <p id={lockedId} className="motes-sidebar__hint">
        {HIGHLIGHTER_TEXTS.locked}
      </p>
      {!highlighter.canPaint && (
        <p className="motes-sidebar__hint">{HIGHLIGHTER_TEXTS.unsupported}</p>
      )}
      <p
        className="motes-sidebar__hint"
        role={message?.isError ? 'alert' : 'status'}
        style={message?.isError ? { color: 'var(--motes-color-danger-strong)' } : undefined}
      >
        {message?.text ?? ''}
      </p>

      {signedIn ? (
        renaming ? (
          <HighlightLabelsForm
            colours={colours}
            onSave={saveLabels}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
            {HIGHLIGHTER_TEXTS.rename}
          </Button>
        )
      ) : (
        highlighter.storeKind === 'local' && (
          <p className="motes-sidebar__hint">{HIGHLIGHTER_TEXTS.signInToKeep}</p>
        )
      )}

      <h3 id={listHeadingId} className="motes-sidebar__label" style={{ margin: 0, fontSize: 14 }}>
        {HIGHLIGHTER_TEXTS.listHeading}
      </h3>
      {highlighter.highlights?.length === 0 && (
        <p className="motes-sidebar__hint">{HIGHLIGHTER_TEXTS.empty}</p>
      )}
      {highlighter.highlights && highlighter.highlights.length > 0 && (
        <ul
          aria-labelledby={listHeadingId}
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 4,
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {highlighter.highlights.map((entry) => (
            <li key={entry.highlight.id} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <Swatch colour={entry.highlight.colour} />
              <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: 13 }}>
                <span className="motes-sidebar__label">{labelOf(entry.highlight.colour)}: </span>
                {shorten(entry.highlight.selector.exact)}
                {!entry.found && (
                  <span className="motes-sidebar__hint"> ({HIGHLIGHTER_TEXTS.notFound})</span>
                )}
              </span>
              <Button
                variant="ghost"
                size="xs"
                aria-label={HIGHLIGHTER_TEXTS.remove(shorten(entry.highlight.selector.exact))}
                onClick={() => void highlighter.remove(entry)}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {highlighter.storeKind === 'account' && (
        <a
          href={`${websiteOrigin}${MY_ANNOTATIONS_PATH}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {HIGHLIGHTER_TEXTS.myAnnotations}
        </a>
      )}
    </div>
  );
}

/** A long highlight, shortened for the list. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}
