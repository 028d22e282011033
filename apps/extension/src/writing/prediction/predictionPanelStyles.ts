// The panel's CSS, inside its shadow root. Fixed-positioned: it floats over the page and never
// changes the page's layout. Colours meet WCAG 2.2 AA contrast on their backgrounds.
export const PREDICTION_PANEL_CSS = `
:host { all: initial; }
.panel {
  position: fixed;
  z-index: 2147483646;
  min-width: 10rem;
  max-width: min(24rem, calc(100vw - 16px));
  padding: 4px;
  border: 1px solid #5b6470;
  border-radius: 8px;
  background: #ffffff;
  color: #1b1f24;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.18);
  font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.panel[hidden] { display: none; }
.panel.fixed { right: 16px; bottom: 16px; }
ul { list-style: none; margin: 0; padding: 0; }
ul[hidden], p[hidden] { display: none; }
li {
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  border-radius: 4px;
  cursor: pointer;
}
li:hover { background: #eef1f5; }
li[aria-selected="true"] { background: #1f4fbf; color: #ffffff; }
.number {
  min-width: 1.2em;
  color: inherit;
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  opacity: 0.85;
}
.hint, .message { margin: 4px 8px; font-size: 12px; color: #3d4550; }
.message { font-size: 14px; color: #1b1f24; }
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
@media (prefers-color-scheme: dark) {
  .panel { background: #1b1f24; color: #f2f4f7; border-color: #8a94a3; }
  li:hover { background: #2c333c; }
  li[aria-selected="true"] { background: #8fb3ff; color: #0b1220; }
  .hint { color: #c4cad3; }
  .message { color: #f2f4f7; }
}
`;
