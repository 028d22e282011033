import { useId, useState } from 'react';
import {
  ENGINE_CAPABILITIES,
  type EngineCapability,
  type LanguageWithCapabilities,
} from '@motes/shared';
import { Alert, LanguageFlag, LoadingWave, useTranslate } from '@motes/ui';
import { useLanguages } from '../../api/useLanguages';
import { describeApiProblem, type Translate } from '../signed-in/apiProblem';
import './ServiceStatusPanel.css';

/** A capability's name in the interface's language. */
function toolName(t: Translate, capability: EngineCapability): string {
  switch (capability) {
    case 'textToSpeech':
      return t('service-status-tool-text-to-speech');
    case 'speechToText':
      return t('service-status-tool-speech-to-text');
    case 'translation':
      return t('service-status-tool-translation');
    case 'wordTranslation':
      return t('service-status-tool-word-translation');
    case 'dictionary':
      return t('service-status-tool-dictionary');
    case 'ocr':
      return t('service-status-tool-ocr');
    case 'prediction':
      return t('service-status-tool-prediction');
  }
}

/** What one capability does on this server, worked out from the `t/languages` answer. */
export interface ToolSummary {
  capability: EngineCapability;
  /** True when no language has an engine for it: this deployment does not run one at all. */
  notInstalled: boolean;
  /** The engines that do the work, in catalogue order, each once. */
  engines: string[];
  /** The catalogue languages it serves, in catalogue order. */
  served: LanguageWithCapabilities[];
}

/** One {@link ToolSummary} per capability, in the contract's order. */
export function summariseTools(languages: readonly LanguageWithCapabilities[]): ToolSummary[] {
  return ENGINE_CAPABILITIES.map((capability) => {
    const supports = languages.map((language) => language.capabilities[capability]);
    const engines = new Set<string>();
    for (const support of supports) if (support.available) engines.add(support.engine);
    return {
      capability,
      notInstalled: supports.every(
        (support) => !support.available && support.reason === 'not_installed',
      ),
      engines: [...engines],
      served: languages.filter((language) => language.capabilities[capability].available),
    };
  });
}

/**
 * The status page's "Language tools" (issue 5 item 2): for each tool, the engines this server
 * runs and how many of the catalogue's languages they serve, with the list behind a
 * disclosure; a tool without an engine says it is not installed.
 */
export function LanguageToolsPanel() {
  const t = useTranslate();
  const headingId = useId();
  const { languages, retry } = useLanguages();

  let content;
  if (languages.state === 'loading') {
    content = <LoadingWave text={t('service-status-tools-loading')} />;
  } else if (languages.state === 'failed') {
    content = (
      <Alert
        className="service-status__result"
        action={{ label: t('service-status-tools-try-again'), onClick: retry }}
      >
        {describeApiProblem(t, languages.error, t('service-status-tools-failed'))}
      </Alert>
    );
  } else {
    const all = languages.response.languages;
    content = (
      <>
        <p className="language-tools__lead">
          {t('service-status-tools-lead', { total: all.length })}
        </p>
        <ul className="language-tools">
          {summariseTools(all).map((tool) => (
            <ToolItem key={tool.capability} tool={tool} total={all.length} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="service-status" aria-labelledby={headingId}>
      <h2 id={headingId} className="service-status__heading">
        {t('service-status-tools-heading')}
      </h2>
      {content}
    </section>
  );
}

function ToolItem({ tool, total }: { tool: ToolSummary; total: number }) {
  const t = useTranslate();
  // The list (and its flags) is built on first opening: most visitors never open it.
  const [opened, setOpened] = useState(false);
  const serves = t('service-status-tools-serves', { count: tool.served.length, total });
  return (
    <li className="language-tools__tool">
      <h3 className="language-tools__name">{toolName(t, tool.capability)}</h3>
      {tool.notInstalled ? (
        <p className="language-tools__missing">{t('service-status-tools-not-installed')}</p>
      ) : (
        <>
          {tool.engines.length > 0 && (
            <p className="language-tools__engines">
              {t('service-status-tools-engines', {
                count: tool.engines.length,
                engines: tool.engines.join(', '),
              })}
            </p>
          )}
          {tool.served.length > 0 ? (
            <details
              className="language-tools__details"
              onToggle={(event) => {
                if (event.currentTarget.open) setOpened(true);
              }}
            >
              <summary>{serves}</summary>
              {opened && (
                <ul className="language-tools__languages">
                  {tool.served.map((language) => (
                    <li key={language.bcp47} lang={language.bcp47} dir="auto">
                      <LanguageFlag flag={language.flag} />
                      <span>{language.label_native}</span>
                    </li>
                  ))}
                </ul>
              )}
            </details>
          ) : (
            <p>{serves}</p>
          )}
        </>
      )}
    </li>
  );
}
