import type { ReactNode } from 'react';
import './auth.css';

export function AuthCard({ children }: { children: ReactNode }) {
  return <div className="auth-card">{children}</div>;
}
