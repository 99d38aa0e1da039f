import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/session/pages/SignInPage';

export const Route = createFileRoute('/sign-in')({ component: SignInPage });
