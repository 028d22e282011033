// The popover's CSS, inside its shadow root. Fixed-positioned over the page, so the page's
// layout never changes; colours meet WCAG 2.2 AA contrast on their backgrounds.
export const TRANSLATION_POPOVER_CSS = `
:host { all: initial; }
.popover {
  position: fixed;
  z-index: 2147483646;
  box-sizing: border-box;
  width: min(22rem, calc(100vw - 16px));
  max-height: min(28rem, calc(100vh - 16px));
  overflow: auto;
  padding: 12px 14px;
  border: 1px solid #5b6470;
  border-radius: 10px;
  background: #ffffff;
  color: #1b1f24;
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.2);
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.popover[hidden] { display: none; }
.popover:focus-visible, button:focus-visible { outline: 3px solid #1f4fbf; outline-offset: 2px; }
header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
h2 { margin: 0; font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: #3d4550; }
h3 { margin: 10px 0 4px; font-size: 18px; font-weight: 650; }
h4 { margin: 12px 0 4px; font-size: 13px; font-weight: 600; color: #3d4550; }
p, ol, ul { margin: 4px 0; }
ol { padding-left: 1.3em; }
.ipa { color: #3d4550; margin-left: 6px; font-weight: 400; font-size: 15px; }
.pos { font-style: italic; color: #3d4550; margin-right: 4px; }
.example { display: block; color: #3d4550; font-style: italic; }
.message { color: #1b1f24; background: #f3f5f8; border-radius: 6px; padding: 6px 8px; }
.status { color: #3d4550; font-size: 13px; min-height: 1em; }
.picture { display: flex; gap: 8px; align-items: center; margin-top: 6px; font-size: 12px; color: #3d4550; }
.picture img { width: 48px; height: 48px; }
button {
  font: inherit;
  font-size: 14px;
  padding: 4px 10px;
  border: 1px solid #5b6470;
  border-radius: 6px;
  background: #ffffff;
  color: #1b1f24;
  cursor: pointer;
}
button:hover { background: #eef1f5; }
button.close { border: none; font-size: 20px; line-height: 1; padding: 2px 8px; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
@media (prefers-color-scheme: dark) {
  .popover { background: #1b1f24; color: #f2f4f7; border-color: #8a94a3; }
  h2, h4, .ipa, .pos, .example, .status, .picture { color: #c4cad3; }
  .message { background: #2c333c; color: #f2f4f7; }
  button { background: #1b1f24; color: #f2f4f7; border-color: #8a94a3; }
  button:hover { background: #2c333c; }
}
`;
