// What the home page's sections list, as data: each entry names its Fluent messages (in
// locales/{locale}/home.ftl). homeContent.test.ts checks every id here exists.
import type { ProductToolId } from '@motes/shared';
import type { BadgeArtName, SlideArtName } from './homeArt';
import type { HomeIconName } from './homeIcons';
import type { SidebarMode } from './SidebarIllustration';

/** A tool of the Mote Sidebar: its name and what it does. */
export interface SidebarTool {
  name: string;
  body: string;
}

/** A mode of the sidebar (market notes: "The sidebar has three modes"). */
export interface SidebarModeEntry {
  mode: SidebarMode;
  tab: string;
  summary: string;
  art: string;
  tools: readonly SidebarTool[];
}

export const SIDEBAR_MODES: readonly SidebarModeEntry[] = [
  {
    mode: 'reading',
    tab: 'home-modes-reading',
    summary: 'home-modes-reading-summary',
    art: 'home-modes-reading-art',
    tools: [
      { name: 'home-tool-read-aloud', body: 'home-tool-read-aloud-body' },
      { name: 'home-tool-select-area', body: 'home-tool-select-area-body' },
      { name: 'home-tool-translation', body: 'home-tool-translation-body' },
      { name: 'home-tool-dictionary', body: 'home-tool-dictionary-body' },
      { name: 'home-tool-highlighters', body: 'home-tool-highlighters-body' },
      { name: 'home-tool-screen-mask', body: 'home-tool-screen-mask-body' },
      { name: 'home-tool-focus-view', body: 'home-tool-focus-view-body' },
    ],
  },
  {
    mode: 'writing',
    tab: 'home-modes-writing',
    summary: 'home-modes-writing-summary',
    art: 'home-modes-writing-art',
    tools: [
      { name: 'home-tool-listen-back', body: 'home-tool-listen-back-body' },
      { name: 'home-tool-prediction', body: 'home-tool-prediction-body' },
      { name: 'home-tool-voice-typing', body: 'home-tool-voice-typing-body' },
    ],
  },
  {
    mode: 'creating',
    tab: 'home-modes-creating',
    summary: 'home-modes-creating-summary',
    art: 'home-modes-creating-art',
    tools: [
      { name: 'home-tool-record', body: 'home-tool-record-body' },
      { name: 'home-tool-generate', body: 'home-tool-generate-body' },
      { name: 'home-tool-upload', body: 'home-tool-upload-body' },
      { name: 'home-tool-my-content', body: 'home-tool-my-content-body' },
    ],
  },
];

/** One §9 marketing figure: the number, what it counts, and who (as §9 describes them). */
export interface TrustFigure {
  figure: string;
  label: string;
  source: string;
}

export const TRUST_FIGURES: readonly TrustFigure[] = [
  {
    figure: 'home-trust-new-york-figure',
    label: 'home-trust-new-york-label',
    source: 'home-trust-new-york-source',
  },
  {
    figure: 'home-trust-england-figure',
    label: 'home-trust-england-label',
    source: 'home-trust-england-source',
  },
  {
    figure: 'home-trust-connecticut-figure',
    label: 'home-trust-connecticut-label',
    source: 'home-trust-connecticut-source',
  },
  {
    figure: 'home-trust-nova-scotia-figure',
    label: 'home-trust-nova-scotia-label',
    source: 'home-trust-nova-scotia-source',
  },
];

/** A titled entry with an icon or a picture. */
export interface IllustratedEntry<Art extends string> {
  art: Art;
  title: string;
  body: string;
}

/** A feature highlight names the tool it offers, so the page shows the tool's state. */
export const FEATURE_HIGHLIGHTS: readonly (IllustratedEntry<HomeIconName> & {
  tool?: ProductToolId;
})[] = [
  {
    art: 'qrCode',
    title: 'home-feature-share',
    body: 'home-feature-share-body',
    tool: 'share_pages',
  },
  {
    art: 'speaker',
    title: 'home-feature-speech',
    body: 'home-feature-speech-body',
    tool: 'from_text',
  },
  // Translation works on share pages and in the Mote Sidebar: no single state to show.
  { art: 'translate', title: 'home-feature-translation', body: 'home-feature-translation-body' },
  {
    art: 'toggles',
    title: 'home-feature-controls',
    body: 'home-feature-controls-body',
    tool: 'teacher_controls',
  },
  { art: 'loop', title: 'home-feature-loops', body: 'home-feature-loops-body', tool: 'loops' },
  {
    art: 'shield',
    title: 'home-feature-minors',
    body: 'home-feature-minors-body',
    tool: 'minor_protections',
  },
];

/** The home carousel's slides: ways teachers use Motes. */
export const CAROUSEL_SLIDES: readonly IllustratedEntry<SlideArtName>[] = [
  { art: 'feedback', title: 'home-ways-feedback', body: 'home-ways-feedback-body' },
  { art: 'language', title: 'home-ways-language', body: 'home-ways-language-body' },
  { art: 'accessibility', title: 'home-ways-access', body: 'home-ways-access-body' },
  { art: 'family', title: 'home-ways-family', body: 'home-ways-family-body' },
];

export const INTEGRATIONS: readonly IllustratedEntry<HomeIconName>[] = [
  { art: 'globe', title: 'home-integration-web', body: 'home-integration-web-body' },
  { art: 'document', title: 'home-integration-classroom', body: 'home-integration-classroom-body' },
  { art: 'embed', title: 'home-integration-lms', body: 'home-integration-lms-body' },
  { art: 'message', title: 'home-integration-messages', body: 'home-integration-messages-body' },
];

export const COMPLIANCE_BADGES: readonly IllustratedEntry<BadgeArtName>[] = [
  { art: 'accessibility', title: 'home-badge-wcag', body: 'home-badge-wcag-body' },
  { art: 'rights', title: 'home-badge-gdpr', body: 'home-badge-gdpr-body' },
  { art: 'neverSold', title: 'home-badge-never-sold', body: 'home-badge-never-sold-body' },
  { art: 'noAds', title: 'home-badge-no-ads', body: 'home-badge-no-ads-body' },
];
