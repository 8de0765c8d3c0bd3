// The shared presentational components. Screens import from here: `import { Button, DataTable } from '../../ui'`.
import './theme.css';
import './lists.css';

export { Button, IconButton, type ButtonProps, type ButtonVariant, type IconButtonProps } from './Button';
export {
  MoneyField,
  NumberField,
  Select,
  TextField,
  parseWholeNumber,
  type MoneyFieldProps,
  type NumberFieldProps,
  type NumberInputResult,
  type SelectOption,
  type SelectProps,
  type TextFieldProps,
} from './Field';
export { reasonText, type FieldReason } from './field-reason';
export { parseMoneyInput, normalizeMoneyText, exampleAmount, type MoneyInputResult } from './money-input';
export { Dialog, type DialogProps } from './Dialog';
export { AnnouncerProvider, useAnnounce, type Announce, type Politeness } from './Announcer';
export { ToastProvider, useToasts, type ToastInput, type ToastTone } from './Toasts';
export { Banner, EmptyState, ErrorState, StatusBadge, type Tone } from './States';
export { NetworkSearchResults } from './NetworkSearchResults';
export { LoadingBlock, Skeleton, Spinner } from './Spinner';
export { Panel, ScreenLayout } from './ScreenLayout';
export { Tabs, type TabItem } from './Tabs';
export {
  DataTable,
  VirtualList,
  nextTableSort,
  type Column,
  type DataTableProps,
  type SortDirection,
  type TableSort,
  type VirtualListProps,
} from './DataTable';
export { DateText, MoneyText, RelativeTime, useNow } from './MoneyText';
export { LocaleProvider, useLocale, useStoreTimeZone } from './locale';
export { formatDate, formatNumber, formatPercent, formatRelativeTime, type DateStyle } from './format';
export { Icon, type IconName } from './icons';
export { useScanner, createScanDetector, type ScannerOptions } from './use-scanner';
export { useShortcut, matchesShortcut, isEditableTarget } from './use-shortcut';
export { errorMessage, errorWhatToDo, reasonCodeText, useErrorText } from './error-advice';
export { platformRefusalText, refusedChangeText, type PlatformRefusal } from './platform-refusal-text';
