// Setup (administrators only; see routes.tsx): catalog imports, stores and the platform's configurations.
export { SetupScreen } from './SetupScreen';
