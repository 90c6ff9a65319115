import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import { NAV_ITEMS, isCurrentPart } from './nav.ts';

interface Props {
  /** The page's path: its part of the product is marked current. */
  pathname: string;
  listClassName: string;
  linkClassName: (current: boolean) => string;
  onNavigate?: () => void;
}

/** The product's parts as a list of links: the header's menu, and the home page's tiles. */
export function NavList({ pathname, listClassName, linkClassName, onNavigate }: Props) {
  const { t } = useTranslation();
  return (
    <ul className={listClassName}>
      {NAV_ITEMS.map((item) => {
        const current = isCurrentPart(item, pathname);
        return (
          <li key={item.to}>
            <Link to={item.to} onClick={onNavigate} aria-current={current ? 'page' : undefined} className={linkClassName(current)}>
              {t(`shell.nav.${item.key}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
