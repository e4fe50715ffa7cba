import ProductConfigurationPage from '../features/product-configurations/product-configuration-page.tsx';
import { PctExchangePanel } from '../features/s1000d/pct-exchange/pct-exchange-panel.tsx';

/**
 * The configuration page with the S1000D PCT exchange under it. The app composes the two, as
 * features do not import each other (decision 1022).
 */
export default function ProductConfigurationRoute() {
  return <ProductConfigurationPage exchange={PctExchangePanel} />;
}
