import { SKIN_TYPE_LABELS } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useApiQuery } from '@/hooks/use-api-query';
import { getSkinProfile, suitsMySkinHref } from '@/lib/skin-profile';
import { useSessionStore } from '@/features/auth/stores/session';

/**
 * The theme's colours as CSS variables, so this chunk needs no MUI module: every chunk it pulls in adds
 * to the preload list the products page's first load carries.
 */
const linkStyle = { color: 'var(--mui-palette-primary-main)', fontWeight: 500, textUnderlineOffset: 3 };

/** "Suits my skin": the products page filtered by the customer's saved skin type and free-from list. */
const SuitsMySkin = () => {
  const { state } = useApiQuery('skin-profile', getSkinProfile);
  if (state.status !== 'success') return null;
  return (
    <RouterLink to={suitsMySkinHref(state.data)} style={linkStyle}>
      Suits my skin ({SKIN_TYPE_LABELS[state.data.skinType].toLowerCase()})
    </RouterLink>
  );
};

/** Loaded after the page is interactive (products-header): the way to the skin analysis, and "suits my skin". */
const SkinLinks = () => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return (
    <p
      style={{
        margin: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        fontSize: '0.875rem',
        lineHeight: '32px',
        color: 'var(--mui-palette-text-secondary)',
      }}
    >
      <span>
        Not sure what suits your skin?{' '}
        <RouterLink to={paths.skinAnalysis.getHref()} style={linkStyle}>
          Take the skin analysis
        </RouterLink>
      </span>
      {/* Only a signed-in customer's saved profile is asked for. */}
      {isLoggedIn && <SuitsMySkin />}
    </p>
  );
};

// The default export is what React.lazy takes as it is (a named one needs a wrapper in the first load).
export default SkinLinks;
