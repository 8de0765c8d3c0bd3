// The frame of the sign-in steps: what the app is on the left, the step's card on the right.
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/I18nProvider';
import { Icon } from '../../ui';
import './signin.css';

export function SignInLayout({ children }: { children: ReactNode }) {
  const t = useMessages();
  return (
    <div className="signin-page">
      <aside className="signin-hero" aria-hidden="true">
        <div className="signin-hero__brand">
          <span className="signin-hero__mark">
            <Icon name="store" size={24} />
          </span>
          {t('shell.brand')}
        </div>
        <div>
          <p className="signin-hero__headline">{t('signin.hero.headline')}</p>
          <ul className="signin-hero__points">
            <li>
              <Icon name="package" />
              {t('signin.hero.pickup')}
            </li>
            <li>
              <Icon name="cart" />
              {t('signin.hero.sale')}
            </li>
            <li>
              <Icon name="cash" />
              {t('signin.hero.cash')}
            </li>
          </ul>
        </div>
        <div className="signin-hero__foot">{t('signin.hero.foot')}</div>
      </aside>
      <main className="signin-main">{children}</main>
    </div>
  );
}
