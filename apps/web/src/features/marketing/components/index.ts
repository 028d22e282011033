// The building blocks of marketing and resource pages (one look across the site).
export { ActionLink, type ActionLinkProps } from './ActionLink';
export { CtaBanner, type CtaBannerProps } from './CtaBanner';
export { FeatureGrid, type FeatureGridProps, type FeatureItem } from './FeatureGrid';
export { MarketingPage, type MarketingPageProps } from './MarketingPage';
export { PageHero, type PageHeroProps } from './PageHero';
export { Section, type SectionProps } from './Section';
export { ToolStateMark, toolStateAttributes, type ToolStateMarkProps } from './ToolStateMark';
