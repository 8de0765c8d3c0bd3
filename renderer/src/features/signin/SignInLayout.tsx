// The frame of the sign-in steps: what the app is on the left, the step's card on the right.
import type { ReactNode } from 'react';
import { Icon } from '../../ui';
import './signin.css';

export function SignInLayout({ children }: { children: ReactNode }) {
  return (
    <div className="signin-page">
      <aside className="signin-hero" aria-hidden="true">
        <div className="signin-hero__brand">
          <span className="signin-hero__mark">
            <Icon name="store" size={24} />
          </span>
          Associate POS
        </div>
        <div>
          <p className="signin-hero__headline">Everything the counter needs, in one place.</p>
          <ul className="signin-hero__points">
            <li>
              <Icon name="package" />
              Pick, pack and hand over pickup orders — with their documents printed.
            </li>
            <li>
              <Icon name="cart" />
              Ring up counter sales with exact cash rounding and change.
            </li>
            <li>
              <Icon name="cash" />
              Open, count and close cash drawers, even while offline.
            </li>
          </ul>
        </div>
        <div className="signin-hero__foot">Keyboard, scanner and touch ready.</div>
      </aside>
      <main className="signin-main">{children}</main>
    </div>
  );
}
