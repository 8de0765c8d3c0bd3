// Cash management: the manager's Cash Management screen (drawers, counts, close, setup and pairing), and the
// drawer at the counter for every role (associates reach no sale, petty cash and the daily open through it).
export { CashScreen } from './CashScreen';
export { CounterCash, CounterCashButton } from './CounterCash';
export { drawerNoticeText, drawerProblemText } from './drawer-problem-text';
